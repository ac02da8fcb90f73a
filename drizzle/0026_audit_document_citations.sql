CREATE TABLE "audit_document_citations" (
	"audit_id" uuid NOT NULL,
	"control_id" text NOT NULL,
	"document_version_id" uuid NOT NULL,
	"approved_at" timestamp with time zone,
	"cited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_document_citations_audit_id_control_id_document_version_id_pk" PRIMARY KEY("audit_id","control_id","document_version_id")
);
--> statement-breakpoint
ALTER TABLE "audit_document_citations" ADD CONSTRAINT "audit_document_citations_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_document_citations" ADD CONSTRAINT "audit_document_citations_document_version_id_document_versions_id_fk" FOREIGN KEY ("document_version_id") REFERENCES "public"."document_versions"("id") ON DELETE no action ON UPDATE no action;
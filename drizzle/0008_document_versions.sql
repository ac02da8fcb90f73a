CREATE TABLE "document_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"source" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"content_hash" text NOT NULL,
	"variables" jsonb NOT NULL,
	"template_version" text NOT NULL,
	"note" text,
	"created_by_type" text NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_versions_source_check" CHECK ("document_versions"."source" in ('generated','edited','regenerated'))
);
--> statement-breakpoint
ALTER TABLE "generated_documents" ADD COLUMN "current_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_documents" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_documents" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "generated_documents" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_generated_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."generated_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_versions_number_key" ON "document_versions" USING btree ("document_id","number");--> statement-breakpoint
CREATE INDEX "generated_documents_template_idx" ON "generated_documents" USING btree ("account_id","template_id");--> statement-breakpoint
ALTER TABLE "audit_activity" ADD CONSTRAINT "audit_activity_type_check" CHECK ("audit_activity"."type" in ('audit_created','audit_updated','status_changed','auditor_invited','auditor_joined','control_reviewed','evidence_requested','evidence_submitted','finding_created','finding_updated','report_generated','audit_completed'));--> statement-breakpoint
ALTER TABLE "audit_activity" ADD CONSTRAINT "audit_activity_actor_type_check" CHECK ("audit_activity"."actor_type" in ('customer','auditor'));--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_framework_kind_check" CHECK ("audits"."framework_kind" in ('builtin','custom'));--> statement-breakpoint
ALTER TABLE "generated_documents" ADD CONSTRAINT "generated_documents_status_check" CHECK ("generated_documents"."status" in ('active','archived'));
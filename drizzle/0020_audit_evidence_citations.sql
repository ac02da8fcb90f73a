CREATE TABLE "audit_evidence_citations" (
	"audit_id" uuid NOT NULL,
	"evidence_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"cited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_evidence_citations_audit_id_evidence_id_pk" PRIMARY KEY("audit_id","evidence_id")
);
--> statement-breakpoint
ALTER TABLE "audit_evidence_citations" ADD CONSTRAINT "audit_evidence_citations_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_evidence_citations" ADD CONSTRAINT "audit_evidence_citations_evidence_id_evidence_items_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."evidence_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_evidence_citations" ADD CONSTRAINT "audit_evidence_citations_file_id_evidence_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."evidence_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Audits completed before citations existed cite what they see today: the same rule as lib/evidence's
-- visibleToAudit (library evidence, or this audit's own answers) on the audit's framework, with a file.
INSERT INTO "audit_evidence_citations" ("audit_id", "evidence_id", "file_id", "cited_at")
SELECT DISTINCT a."id", ei."id", ei."file_id", now()
FROM "audits" a
JOIN "evidence_items" ei ON ei."account_id" = a."account_id"
  AND (ei."audit_id" = a."id" OR (ei."audit_id" IS NULL AND ei."source" <> 'audit_response' AND ei."deleted_at" IS NULL))
JOIN "evidence_controls" ec ON ec."evidence_id" = ei."id" AND ec."framework_id" = a."framework_id"
JOIN "evidence_files" ef ON ef."id" = ei."file_id" AND ef."account_id" = a."account_id"
WHERE a."status" = 'complete'
ON CONFLICT DO NOTHING;

ALTER TABLE "evidence_items" ADD COLUMN "audit_id" uuid;--> statement-breakpoint
ALTER TABLE "evidence_items" ADD CONSTRAINT "evidence_items_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evidence_items_audit_idx" ON "evidence_items" USING btree ("audit_id");
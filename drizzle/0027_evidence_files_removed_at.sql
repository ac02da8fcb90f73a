ALTER TABLE "evidence_files" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "evidence_files_storage_key_idx" ON "evidence_files" USING btree ("storage_key");
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "replaces_id" uuid;--> statement-breakpoint
ALTER TABLE "scim_tokens" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
ALTER TABLE "scim_tokens" ADD COLUMN "replaces_id" uuid;--> statement-breakpoint
CREATE INDEX "api_keys_created_by_idx" ON "api_keys" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "scim_tokens_created_by_idx" ON "scim_tokens" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_revoked_reason_check" CHECK ("api_keys"."revoked_reason" in ('revoked','rotated','creator_removed','creator_demoted','creator_deactivated'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('evidence_request.assigned','evidence_request.due_soon','evidence_request.overdue','evidence_request.responded','finding.recorded','finding.changed','finding.assigned','audit.status_changed','audit.completed','document.approval_requested','document.approved','control.assigned','evidence.expiring','test.failing','integration.sync_failed','credential.revoked'));--> statement-breakpoint
ALTER TABLE "scim_tokens" ADD CONSTRAINT "scim_tokens_revoked_reason_check" CHECK ("scim_tokens"."revoked_reason" in ('revoked','rotated','creator_removed','creator_demoted','creator_deactivated'));
ALTER TABLE "audit_controls" DROP CONSTRAINT "audit_controls_status_check";--> statement-breakpoint
ALTER TABLE "audit_controls" ADD COLUMN "not_tested_reason" text;--> statement-breakpoint
ALTER TABLE "audit_controls" ADD CONSTRAINT "audit_controls_status_check" CHECK ("audit_controls"."status" in ('pending','passed','failed','needs_evidence','not_tested'));
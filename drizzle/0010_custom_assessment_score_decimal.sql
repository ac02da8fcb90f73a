ALTER TABLE "custom_framework_assessments" ALTER COLUMN "score" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_transport_check" CHECK ("email_messages"."transport" in ('resend','outbox'));--> statement-breakpoint
ALTER TABLE "evidence_items" ADD CONSTRAINT "evidence_items_source_check" CHECK ("evidence_items"."source" in ('link','upload','audit_response'));--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_type_check" CHECK ("monitoring_alerts"."type" in ('check.failed','check.degraded','schedule.error'));--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_severity_check" CHECK ("monitoring_alerts"."severity" in ('critical','warning'));--> statement-breakpoint
ALTER TABLE "monitoring_results" ADD CONSTRAINT "monitoring_results_trigger_check" CHECK ("monitoring_results"."trigger" in ('scheduled','manual'));--> statement-breakpoint
ALTER TABLE "monitoring_schedules" ADD CONSTRAINT "monitoring_schedules_framework_kind_check" CHECK ("monitoring_schedules"."framework_kind" in ('builtin','custom'));
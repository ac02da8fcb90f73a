ALTER TABLE "monitoring_alerts" ADD COLUMN "state" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD COLUMN "occurrences" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD COLUMN "last_result_id" uuid;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD COLUMN "resolved_by_result_id" uuid;--> statement-breakpoint
ALTER TABLE "monitoring_schedules" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "monitoring_schedules" ADD COLUMN "paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_last_result_id_monitoring_results_id_fk" FOREIGN KEY ("last_result_id") REFERENCES "public"."monitoring_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_resolved_by_result_id_monitoring_results_id_fk" FOREIGN KEY ("resolved_by_result_id") REFERENCES "public"."monitoring_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_state_check" CHECK ("monitoring_alerts"."state" in ('open','resolved'));
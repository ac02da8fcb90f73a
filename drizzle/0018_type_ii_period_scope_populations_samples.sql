CREATE TABLE "audit_population_rows" (
	"population_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"item_key" text NOT NULL,
	"occurred_at" timestamp with time zone,
	"owner_email" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "audit_population_rows_population_id_row_number_pk" PRIMARY KEY("population_id","row_number")
);
--> statement-breakpoint
CREATE TABLE "audit_populations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audit_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"control_id" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"frequency" text NOT NULL,
	"source" text NOT NULL,
	"source_detail" text,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"row_count" integer NOT NULL,
	"coverage_from" timestamp with time zone,
	"coverage_to" timestamp with time zone,
	"sha256" text NOT NULL,
	"owner_user_id" uuid,
	"completeness_asserted_by" uuid,
	"completeness_asserted_at" timestamp with time zone,
	"completeness_statement" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_populations_kind_check" CHECK ("audit_populations"."kind" in ('new_hires','terminations','changes','access_reviews','incidents','backups','vulnerability_scans','other')),
	CONSTRAINT "audit_populations_frequency_check" CHECK ("audit_populations"."frequency" in ('annual','quarterly','monthly','weekly','daily','multiple_daily')),
	CONSTRAINT "audit_populations_source_check" CHECK ("audit_populations"."source" in ('csv','api','integration'))
);
--> statement-breakpoint
CREATE TABLE "audit_sample_items" (
	"sample_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"row_number" integer NOT NULL,
	"evidence_request_id" uuid,
	"result" text DEFAULT 'pending' NOT NULL,
	"notes" text,
	"tested_at" timestamp with time zone,
	CONSTRAINT "audit_sample_items_sample_id_position_pk" PRIMARY KEY("sample_id","position"),
	CONSTRAINT "audit_sample_items_result_check" CHECK ("audit_sample_items"."result" in ('pending','passed','exception'))
);
--> statement-breakpoint
CREATE TABLE "audit_samples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audit_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"population_id" uuid NOT NULL,
	"size" integer NOT NULL,
	"recommended_size" integer NOT NULL,
	"override_reason" text,
	"seed" text NOT NULL,
	"algorithm" text NOT NULL,
	"population_row_count" integer NOT NULL,
	"population_sha256" text NOT NULL,
	"finding_id" uuid,
	"drawn_by" text,
	"drawn_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_activity" DROP CONSTRAINT "audit_activity_type_check";--> statement-breakpoint
ALTER TABLE "audit_controls" ADD COLUMN "in_scope" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_controls" ADD COLUMN "scope_reason" text;--> statement-breakpoint
ALTER TABLE "audits" ADD COLUMN "period_start" date;--> statement-breakpoint
ALTER TABLE "audits" ADD COLUMN "period_end" date;--> statement-breakpoint
ALTER TABLE "audits" ADD COLUMN "as_of" date;--> statement-breakpoint
ALTER TABLE "evidence_items" ADD COLUMN "effective_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "evidence_items" ADD COLUMN "effective_to" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_population_rows" ADD CONSTRAINT "audit_population_rows_population_id_audit_populations_id_fk" FOREIGN KEY ("population_id") REFERENCES "public"."audit_populations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_populations" ADD CONSTRAINT "audit_populations_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_populations" ADD CONSTRAINT "audit_populations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_populations" ADD CONSTRAINT "audit_populations_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_populations" ADD CONSTRAINT "audit_populations_completeness_asserted_by_users_id_fk" FOREIGN KEY ("completeness_asserted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_populations" ADD CONSTRAINT "audit_populations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_sample_items" ADD CONSTRAINT "audit_sample_items_sample_id_audit_samples_id_fk" FOREIGN KEY ("sample_id") REFERENCES "public"."audit_samples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_sample_items" ADD CONSTRAINT "audit_sample_items_evidence_request_id_audit_evidence_requests_id_fk" FOREIGN KEY ("evidence_request_id") REFERENCES "public"."audit_evidence_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_samples" ADD CONSTRAINT "audit_samples_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_samples" ADD CONSTRAINT "audit_samples_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_samples" ADD CONSTRAINT "audit_samples_population_id_audit_populations_id_fk" FOREIGN KEY ("population_id") REFERENCES "public"."audit_populations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_samples" ADD CONSTRAINT "audit_samples_finding_id_audit_findings_id_fk" FOREIGN KEY ("finding_id") REFERENCES "public"."audit_findings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_populations_audit_idx" ON "audit_populations" USING btree ("audit_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_sample_items_request_idx" ON "audit_sample_items" USING btree ("evidence_request_id");--> statement-breakpoint
CREATE INDEX "audit_samples_audit_idx" ON "audit_samples" USING btree ("audit_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_samples_population_idx" ON "audit_samples" USING btree ("population_id");--> statement-breakpoint
ALTER TABLE "audit_activity" ADD CONSTRAINT "audit_activity_type_check" CHECK ("audit_activity"."type" in ('audit_created','audit_updated','status_changed','auditor_invited','auditor_joined','control_reviewed','evidence_requested','evidence_submitted','finding_created','finding_updated','report_generated','audit_completed','scope_changed','population_added','population_asserted','sample_drawn','sample_item_tested'));--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_period_order_check" CHECK ("audits"."period_start" is null or "audits"."period_end" is null or "audits"."period_start" <= "audits"."period_end");
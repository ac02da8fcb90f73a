CREATE TABLE "custom_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"key" text NOT NULL,
	"resource_type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rationale" text DEFAULT '' NOT NULL,
	"expression" text NOT NULL,
	"applies_when" text,
	"severity" text NOT NULL,
	"remediation" text DEFAULT '' NOT NULL,
	"controls" jsonb NOT NULL,
	"created_by_type" text NOT NULL,
	"created_by_id" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_tests_severity_check" CHECK ("custom_tests"."severity" in ('critical','high','medium','low'))
);
--> statement-breakpoint
CREATE TABLE "integration_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"integration_id" uuid NOT NULL,
	"type" text NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"attributes" jsonb NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"gone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "integration_sync_tests" (
	"sync_id" uuid NOT NULL,
	"test_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"integration_id" uuid NOT NULL,
	"passing" integer NOT NULL,
	"failing" integer NOT NULL,
	"errors" integer NOT NULL,
	"not_applicable" integer NOT NULL,
	"excluded" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_sync_tests_sync_id_test_id_pk" PRIMARY KEY("sync_id","test_id")
);
--> statement-breakpoint
CREATE TABLE "integration_syncs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"integration_id" uuid NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"resources_seen" integer DEFAULT 0 NOT NULL,
	"resources_new" integer DEFAULT 0 NOT NULL,
	"resources_gone" integer DEFAULT 0 NOT NULL,
	"passing" integer DEFAULT 0 NOT NULL,
	"failing" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"not_applicable" integer DEFAULT 0 NOT NULL,
	"excluded" integer DEFAULT 0 NOT NULL,
	"error" text,
	"snapshot_file_id" uuid,
	"snapshot_sha256" text,
	"evidence_version" integer,
	"heartbeat_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_syncs_trigger_check" CHECK ("integration_syncs"."trigger" in ('scheduled','manual','push')),
	CONSTRAINT "integration_syncs_status_check" CHECK ("integration_syncs"."status" in ('running','succeeded','failed'))
);
--> statement-breakpoint
CREATE TABLE "integrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"name" text NOT NULL,
	"config" jsonb NOT NULL,
	"credentials_ciphertext" text,
	"credential_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sync_frequency" text DEFAULT 'daily' NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"next_sync_at" timestamp with time zone,
	"last_sync_at" timestamp with time zone,
	"last_sync_id" uuid,
	"last_sync_status" text,
	"last_sync_error" text,
	"claim_id" uuid,
	"claimed_until" timestamp with time zone,
	"evidence_id" uuid,
	"created_by_type" text NOT NULL,
	"created_by_id" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integrations_provider_check" CHECK ("integrations"."provider" in ('github','aws','google_workspace','okta','postgresql','https','email_domain','agent','custom')),
	CONSTRAINT "integrations_sync_frequency_check" CHECK ("integrations"."sync_frequency" in ('hourly','daily','weekly')),
	CONSTRAINT "integrations_last_sync_status_check" CHECK ("integrations"."last_sync_status" in ('running','succeeded','failed'))
);
--> statement-breakpoint
CREATE TABLE "test_exclusions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"test_id" text NOT NULL,
	"resource_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_by_type" text NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" text
);
--> statement-breakpoint
CREATE TABLE "test_result_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"integration_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"test_id" text NOT NULL,
	"sync_id" uuid,
	"from_outcome" text,
	"to_outcome" text NOT NULL,
	"detail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_result_changes_from_check" CHECK ("test_result_changes"."from_outcome" in ('passing','failing','error','not_applicable')),
	CONSTRAINT "test_result_changes_to_check" CHECK ("test_result_changes"."to_outcome" in ('passing','failing','error','not_applicable'))
);
--> statement-breakpoint
CREATE TABLE "test_results" (
	"account_id" uuid NOT NULL,
	"integration_id" uuid NOT NULL,
	"resource_id" uuid NOT NULL,
	"test_id" text NOT NULL,
	"outcome" text NOT NULL,
	"detail" text NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone,
	CONSTRAINT "test_results_resource_id_test_id_pk" PRIMARY KEY("resource_id","test_id"),
	CONSTRAINT "test_results_outcome_check" CHECK ("test_results"."outcome" in ('passing','failing','error','not_applicable'))
);
--> statement-breakpoint
CREATE TABLE "test_settings" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"remediation_days" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evidence_items" DROP CONSTRAINT "evidence_items_source_check";--> statement-breakpoint
ALTER TABLE "monitoring_alerts" DROP CONSTRAINT "monitoring_alerts_type_check";--> statement-breakpoint
DROP INDEX "monitoring_alerts_open_key";--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ALTER COLUMN "framework_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ALTER COLUMN "schedule_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD COLUMN "integration_id" uuid;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD COLUMN "test_id" text;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD COLUMN "condition_key" text GENERATED ALWAYS AS (coalesce('schedule:' || schedule_id::text, 'integration:' || integration_id::text || coalesce(':' || test_id, ''))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD COLUMN "sync_id" uuid;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD COLUMN "last_sync_id" uuid;--> statement-breakpoint
ALTER TABLE "custom_tests" ADD CONSTRAINT "custom_tests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_resources" ADD CONSTRAINT "integration_resources_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_resources" ADD CONSTRAINT "integration_resources_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_sync_tests" ADD CONSTRAINT "integration_sync_tests_sync_id_integration_syncs_id_fk" FOREIGN KEY ("sync_id") REFERENCES "public"."integration_syncs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_sync_tests" ADD CONSTRAINT "integration_sync_tests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_sync_tests" ADD CONSTRAINT "integration_sync_tests_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_syncs" ADD CONSTRAINT "integration_syncs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_syncs" ADD CONSTRAINT "integration_syncs_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_syncs" ADD CONSTRAINT "integration_syncs_snapshot_file_id_evidence_files_id_fk" FOREIGN KEY ("snapshot_file_id") REFERENCES "public"."evidence_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_evidence_id_evidence_items_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."evidence_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_exclusions" ADD CONSTRAINT "test_exclusions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_exclusions" ADD CONSTRAINT "test_exclusions_resource_id_integration_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."integration_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_result_changes" ADD CONSTRAINT "test_result_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_result_changes" ADD CONSTRAINT "test_result_changes_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_result_changes" ADD CONSTRAINT "test_result_changes_resource_id_integration_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."integration_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_result_changes" ADD CONSTRAINT "test_result_changes_sync_id_integration_syncs_id_fk" FOREIGN KEY ("sync_id") REFERENCES "public"."integration_syncs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_resource_id_integration_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."integration_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_settings" ADD CONSTRAINT "test_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_tests_key" ON "custom_tests" USING btree ("account_id","key") WHERE "custom_tests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "custom_tests_account_idx" ON "custom_tests" USING btree ("account_id","resource_type");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_resources_key" ON "integration_resources" USING btree ("integration_id","type","external_id");--> statement-breakpoint
CREATE INDEX "integration_resources_list_idx" ON "integration_resources" USING btree ("integration_id","type","name","id");--> statement-breakpoint
CREATE INDEX "integration_resources_account_idx" ON "integration_resources" USING btree ("account_id","type");--> statement-breakpoint
CREATE INDEX "integration_sync_tests_test_idx" ON "integration_sync_tests" USING btree ("account_id","test_id","created_at");--> statement-breakpoint
CREATE INDEX "integration_syncs_integration_idx" ON "integration_syncs" USING btree ("integration_id","created_at","id");--> statement-breakpoint
CREATE INDEX "integrations_account_idx" ON "integrations" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "integrations_due_idx" ON "integrations" USING btree ("next_sync_at") WHERE "integrations"."deleted_at" is null and "integrations"."paused" = false;--> statement-breakpoint
CREATE INDEX "test_exclusions_test_idx" ON "test_exclusions" USING btree ("account_id","test_id","created_at","id");--> statement-breakpoint
CREATE INDEX "test_exclusions_resource_idx" ON "test_exclusions" USING btree ("resource_id","test_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_exclusions_active_key" ON "test_exclusions" USING btree ("test_id","resource_id") WHERE "test_exclusions"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "test_result_changes_test_idx" ON "test_result_changes" USING btree ("account_id","test_id","created_at","id");--> statement-breakpoint
CREATE INDEX "test_result_changes_resource_idx" ON "test_result_changes" USING btree ("resource_id","created_at");--> statement-breakpoint
CREATE INDEX "test_results_test_idx" ON "test_results" USING btree ("account_id","test_id","outcome");--> statement-breakpoint
CREATE INDEX "test_results_integration_idx" ON "test_results" USING btree ("integration_id","test_id");--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_sync_id_integration_syncs_id_fk" FOREIGN KEY ("sync_id") REFERENCES "public"."integration_syncs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_last_sync_id_integration_syncs_id_fk" FOREIGN KEY ("last_sync_id") REFERENCES "public"."integration_syncs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_alerts_open_condition_key" ON "monitoring_alerts" USING btree ("condition_key","type") WHERE "monitoring_alerts"."state" = 'open';--> statement-breakpoint
CREATE INDEX "monitoring_alerts_integration_idx" ON "monitoring_alerts" USING btree ("integration_id","test_id");--> statement-breakpoint
ALTER TABLE "evidence_items" ADD CONSTRAINT "evidence_items_source_check" CHECK ("evidence_items"."source" in ('link','upload','audit_response','integration'));--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_subject_check" CHECK (("monitoring_alerts"."schedule_id" is not null) <> ("monitoring_alerts"."integration_id" is not null));--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_type_check" CHECK ("monitoring_alerts"."type" in ('check.failed','check.degraded','schedule.error','test.failing','integration.sync_failed'));
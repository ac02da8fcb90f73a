CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"tier" text DEFAULT 'free' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_tier_check" CHECK ("accounts"."tier" in ('free','starter','business','scale','enterprise'))
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"created_by" uuid,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audit_id" uuid NOT NULL,
	"type" text NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"control_id" text,
	"status" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_controls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audit_id" uuid NOT NULL,
	"control_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"sort_order" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"auditor_notes" text,
	"evidence_sufficient" boolean,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" uuid,
	CONSTRAINT "audit_controls_status_check" CHECK ("audit_controls"."status" in ('pending','passed','failed','needs_evidence'))
);
--> statement-breakpoint
CREATE TABLE "audit_evidence_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audit_id" uuid NOT NULL,
	"control_id" text NOT NULL,
	"description" text NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"evidence_file_url" text,
	"evidence_id" uuid,
	"requested_by" uuid,
	"responded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "audit_evidence_requests_priority_check" CHECK ("audit_evidence_requests"."priority" in ('low','medium','high','critical')),
	CONSTRAINT "audit_evidence_requests_status_check" CHECK ("audit_evidence_requests"."status" in ('open','responded'))
);
--> statement-breakpoint
CREATE TABLE "audit_findings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audit_id" uuid NOT NULL,
	"control_id" text NOT NULL,
	"severity" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"remediation" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_findings_severity_check" CHECK ("audit_findings"."severity" in ('critical','major','minor','observation')),
	CONSTRAINT "audit_findings_status_check" CHECK ("audit_findings"."status" in ('open','in_progress','resolved','accepted'))
);
--> statement-breakpoint
CREATE TABLE "audit_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audit_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"firm" text,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invited_by" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_invitations_status_check" CHECK ("audit_invitations"."status" in ('pending','accepted','replaced'))
);
--> statement-breakpoint
CREATE TABLE "audits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"framework_id" text NOT NULL,
	"framework_name" text NOT NULL,
	"framework_kind" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"target_completion" timestamp with time zone,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_by" uuid,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audits_status_check" CHECK ("audits"."status" in ('draft','in_progress','evidence_review','findings','complete')),
	CONSTRAINT "audits_type_check" CHECK ("audits"."type" in ('type_i','type_ii'))
);
--> statement-breakpoint
CREATE TABLE "billing_customers" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"stripe_customer_id" text NOT NULL,
	"email" text,
	"name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_invoices" (
	"stripe_invoice_id" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"stripe_customer_id" text NOT NULL,
	"stripe_subscription_id" text,
	"number" text,
	"status" text,
	"amount_due" bigint NOT NULL,
	"amount_paid" bigint NOT NULL,
	"currency" text NOT NULL,
	"hosted_invoice_url" text,
	"invoice_pdf" text,
	"stripe_created_at" timestamp with time zone NOT NULL,
	"last_event_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_payment_methods" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"stripe_payment_method_id" text NOT NULL,
	"type" text NOT NULL,
	"brand" text,
	"last4" text,
	"exp_month" integer,
	"exp_year" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_subscriptions" (
	"stripe_subscription_id" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"stripe_customer_id" text NOT NULL,
	"status" text NOT NULL,
	"price_id" text,
	"plan" text,
	"price_tier" text,
	"current_period_start" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"default_payment_method_id" text,
	"stripe_created_at" timestamp with time zone NOT NULL,
	"last_event_at" timestamp with time zone NOT NULL,
	"last_event_type" text NOT NULL,
	"last_event_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"account_id" uuid,
	"outcome" text NOT NULL,
	"stripe_created_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_framework_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"framework_id" uuid NOT NULL,
	"score" integer NOT NULL,
	"status" text NOT NULL,
	"controls" jsonb NOT NULL,
	"assessed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_assessments_status_check" CHECK ("custom_framework_assessments"."status" in ('compliant','partially_compliant','non_compliant'))
);
--> statement-breakpoint
CREATE TABLE "custom_controls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"framework_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"control_id_label" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"category" text,
	"evidence_requirements" text,
	"test_criteria" text,
	"standard_mappings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_frameworks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"version" text,
	"category" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"origin" text,
	"published_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_frameworks_status_check" CHECK ("custom_frameworks"."status" in ('draft','published')),
	CONSTRAINT "custom_frameworks_category_check" CHECK ("custom_frameworks"."category" is null or "custom_frameworks"."category" in ('custom','industry','internal','regulatory'))
);
--> statement-breakpoint
CREATE TABLE "generated_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"template_id" text NOT NULL,
	"template_version" text NOT NULL,
	"category" text NOT NULL,
	"frameworks" jsonb NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"format" text DEFAULT 'markdown' NOT NULL,
	"variables" jsonb NOT NULL,
	"batch_id" uuid,
	"created_by_type" text NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evidence_controls" (
	"evidence_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"framework_id" text NOT NULL,
	"control_id" text NOT NULL,
	CONSTRAINT "evidence_controls_evidence_id_framework_id_control_id_pk" PRIMARY KEY("evidence_id","framework_id","control_id")
);
--> statement-breakpoint
CREATE TABLE "evidence_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"uploaded_by" text,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evidence_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"description" text,
	"source" text DEFAULT 'link' NOT NULL,
	"file_id" uuid,
	"collected_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_by_type" text NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "framework_controls" (
	"framework_id" text NOT NULL,
	"control_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "framework_controls_framework_id_control_id_pk" PRIMARY KEY("framework_id","control_id")
);
--> statement-breakpoint
CREATE TABLE "frameworks" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"version" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"control_count" integer NOT NULL,
	"catalog_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"type" text NOT NULL,
	"severity" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"framework_id" text NOT NULL,
	"schedule_id" uuid NOT NULL,
	"result_id" uuid,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"webhook_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"event_key" text NOT NULL,
	"payload" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"attempt_limit" integer NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"last_status_code" integer,
	"last_error" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitoring_deliveries_status_check" CHECK ("monitoring_webhook_deliveries"."status" in ('pending','succeeded','failed'))
);
--> statement-breakpoint
CREATE TABLE "monitoring_webhook_delivery_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"attempt_number" integer NOT NULL,
	"status_code" integer,
	"duration_ms" integer NOT NULL,
	"error" text,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoring_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"schedule_id" uuid NOT NULL,
	"framework_id" text NOT NULL,
	"status" text NOT NULL,
	"score" double precision,
	"previous_score" double precision,
	"controls" json DEFAULT '{"reasons":[],"controls":[]}'::json NOT NULL,
	"error" text,
	"trigger" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitoring_results_status_check" CHECK ("monitoring_results"."status" in ('passed','failed','error'))
);
--> statement-breakpoint
CREATE TABLE "monitoring_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"framework_id" text NOT NULL,
	"framework_kind" text NOT NULL,
	"frequency" text NOT NULL,
	"business_profile" jsonb NOT NULL,
	"notify_on_fail" boolean DEFAULT true NOT NULL,
	"pass_threshold" double precision DEFAULT 80 NOT NULL,
	"anchor_at" timestamp with time zone NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"claim_id" uuid,
	"claimed_until" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monitoring_schedules_frequency_check" CHECK ("monitoring_schedules"."frequency" in ('daily','weekly','monthly','quarterly')),
	CONSTRAINT "monitoring_schedules_threshold_check" CHECK ("monitoring_schedules"."pass_threshold" >= 0 and "monitoring_schedules"."pass_threshold" <= 100)
);
--> statement-breakpoint
CREATE TABLE "monitoring_webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"url" text NOT NULL,
	"events" jsonb NOT NULL,
	"secret_ciphertext" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_counters" (
	"account_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"checks_run" integer DEFAULT 0 NOT NULL,
	"assessments" integer DEFAULT 0 NOT NULL,
	"policies_generated" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_counters_account_id_period_start_pk" PRIMARY KEY("account_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "usage_idempotency_keys" (
	"account_id" uuid NOT NULL,
	"key" text NOT NULL,
	"metric" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_idempotency_keys_account_id_key_pk" PRIMARY KEY("account_id","key")
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_activity" ADD CONSTRAINT "audit_activity_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_controls" ADD CONSTRAINT "audit_controls_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_evidence_requests" ADD CONSTRAINT "audit_evidence_requests_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_evidence_requests" ADD CONSTRAINT "audit_evidence_requests_evidence_id_evidence_items_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."evidence_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_findings" ADD CONSTRAINT "audit_findings_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_invitations" ADD CONSTRAINT "audit_invitations_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_invitations" ADD CONSTRAINT "audit_invitations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_invitations" ADD CONSTRAINT "audit_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audits" ADD CONSTRAINT "audits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_customers" ADD CONSTRAINT "billing_customers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_payment_methods" ADD CONSTRAINT "billing_payment_methods_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_subscriptions" ADD CONSTRAINT "billing_subscriptions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_webhook_events" ADD CONSTRAINT "billing_webhook_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_framework_assessments" ADD CONSTRAINT "custom_framework_assessments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_framework_assessments" ADD CONSTRAINT "custom_framework_assessments_framework_id_custom_frameworks_id_fk" FOREIGN KEY ("framework_id") REFERENCES "public"."custom_frameworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_controls" ADD CONSTRAINT "custom_controls_framework_id_custom_frameworks_id_fk" FOREIGN KEY ("framework_id") REFERENCES "public"."custom_frameworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_controls" ADD CONSTRAINT "custom_controls_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_frameworks" ADD CONSTRAINT "custom_frameworks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_documents" ADD CONSTRAINT "generated_documents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_events" ADD CONSTRAINT "account_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_controls" ADD CONSTRAINT "evidence_controls_evidence_id_evidence_items_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."evidence_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_controls" ADD CONSTRAINT "evidence_controls_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_files" ADD CONSTRAINT "evidence_files_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_items" ADD CONSTRAINT "evidence_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_items" ADD CONSTRAINT "evidence_items_file_id_evidence_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."evidence_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "framework_controls" ADD CONSTRAINT "framework_controls_framework_id_frameworks_id_fk" FOREIGN KEY ("framework_id") REFERENCES "public"."frameworks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_schedule_id_monitoring_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."monitoring_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_alerts" ADD CONSTRAINT "monitoring_alerts_result_id_monitoring_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."monitoring_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_webhook_deliveries" ADD CONSTRAINT "monitoring_webhook_deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_webhook_deliveries" ADD CONSTRAINT "monitoring_webhook_deliveries_webhook_id_monitoring_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."monitoring_webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_webhook_delivery_attempts" ADD CONSTRAINT "monitoring_webhook_delivery_attempts_delivery_id_monitoring_webhook_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."monitoring_webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_results" ADD CONSTRAINT "monitoring_results_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_results" ADD CONSTRAINT "monitoring_results_schedule_id_monitoring_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."monitoring_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_schedules" ADD CONSTRAINT "monitoring_schedules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_webhooks" ADD CONSTRAINT "monitoring_webhooks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_counters" ADD CONSTRAINT "usage_counters_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_idempotency_keys" ADD CONSTRAINT "usage_idempotency_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_key" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_account_idx" ON "api_keys" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_account_idx" ON "users" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "audit_activity_audit_idx" ON "audit_activity" USING btree ("audit_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_controls_audit_control_key" ON "audit_controls" USING btree ("audit_id","control_id");--> statement-breakpoint
CREATE INDEX "audit_controls_order_idx" ON "audit_controls" USING btree ("audit_id","sort_order","id");--> statement-breakpoint
CREATE INDEX "audit_controls_status_idx" ON "audit_controls" USING btree ("audit_id","status");--> statement-breakpoint
CREATE INDEX "audit_evidence_requests_audit_idx" ON "audit_evidence_requests" USING btree ("audit_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_findings_audit_idx" ON "audit_findings" USING btree ("audit_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_invitations_token_key" ON "audit_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_invitations_live_key" ON "audit_invitations" USING btree ("audit_id","email") WHERE "audit_invitations"."status" <> 'replaced';--> statement-breakpoint
CREATE INDEX "audit_invitations_audit_idx" ON "audit_invitations" USING btree ("audit_id","created_at");--> statement-breakpoint
CREATE INDEX "audits_account_idx" ON "audits" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_customers_stripe_key" ON "billing_customers" USING btree ("stripe_customer_id");--> statement-breakpoint
CREATE INDEX "billing_invoices_account_idx" ON "billing_invoices" USING btree ("account_id","stripe_created_at","stripe_invoice_id");--> statement-breakpoint
CREATE INDEX "billing_subscriptions_account_idx" ON "billing_subscriptions" USING btree ("account_id","updated_at");--> statement-breakpoint
CREATE INDEX "billing_webhook_events_processed_idx" ON "billing_webhook_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "custom_assessments_latest_idx" ON "custom_framework_assessments" USING btree ("framework_id","assessed_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_controls_label_key" ON "custom_controls" USING btree ("framework_id","control_id_label");--> statement-breakpoint
CREATE INDEX "custom_controls_order_idx" ON "custom_controls" USING btree ("framework_id","sort_order","id");--> statement-breakpoint
CREATE INDEX "custom_frameworks_account_idx" ON "custom_frameworks" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "generated_documents_account_idx" ON "generated_documents" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "account_events_account_idx" ON "account_events" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "evidence_controls_lookup_idx" ON "evidence_controls" USING btree ("account_id","framework_id","control_id");--> statement-breakpoint
CREATE INDEX "evidence_files_account_idx" ON "evidence_files" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "evidence_items_account_idx" ON "evidence_items" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "evidence_items_file_idx" ON "evidence_items" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "monitoring_alerts_account_idx" ON "monitoring_alerts" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "monitoring_alerts_unread_idx" ON "monitoring_alerts" USING btree ("account_id") WHERE "monitoring_alerts"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_alerts_result_type_key" ON "monitoring_alerts" USING btree ("result_id","type");--> statement-breakpoint
CREATE INDEX "monitoring_deliveries_webhook_idx" ON "monitoring_webhook_deliveries" USING btree ("webhook_id","created_at","id");--> statement-breakpoint
CREATE INDEX "monitoring_deliveries_due_idx" ON "monitoring_webhook_deliveries" USING btree ("next_attempt_at") WHERE "monitoring_webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_deliveries_event_key" ON "monitoring_webhook_deliveries" USING btree ("webhook_id","event_key");--> statement-breakpoint
CREATE UNIQUE INDEX "monitoring_delivery_attempts_number_key" ON "monitoring_webhook_delivery_attempts" USING btree ("delivery_id","attempt_number");--> statement-breakpoint
CREATE INDEX "monitoring_results_account_idx" ON "monitoring_results" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "monitoring_results_schedule_idx" ON "monitoring_results" USING btree ("schedule_id","created_at");--> statement-breakpoint
CREATE INDEX "monitoring_schedules_account_idx" ON "monitoring_schedules" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "monitoring_schedules_due_idx" ON "monitoring_schedules" USING btree ("next_run_at") WHERE "monitoring_schedules"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "monitoring_webhooks_account_idx" ON "monitoring_webhooks" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "usage_idempotency_keys_created_idx" ON "usage_idempotency_keys" USING btree ("created_at");
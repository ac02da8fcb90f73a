CREATE TABLE "risk_assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"assessed_on" date NOT NULL,
	"risks" jsonb NOT NULL,
	"scale" jsonb NOT NULL,
	"created_by" uuid,
	"signed_by" uuid,
	"signed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_assessments_status_check" CHECK ("risk_assessments"."status" in ('draft','signed'))
);
--> statement-breakpoint
CREATE TABLE "risk_controls" (
	"risk_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"framework_id" text NOT NULL,
	"control_id" text NOT NULL,
	CONSTRAINT "risk_controls_risk_id_framework_id_control_id_pk" PRIMARY KEY("risk_id","framework_id","control_id")
);
--> statement-breakpoint
CREATE TABLE "risk_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"risk_id" uuid NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone NOT NULL,
	"before" jsonb,
	"after" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_scales" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"likelihood_labels" jsonb NOT NULL,
	"impact_labels" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"risk_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"assignee_id" uuid,
	"due_date" date,
	"status" text DEFAULT 'open' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_tasks_status_check" CHECK ("risk_tasks"."status" in ('open','done'))
);
--> statement-breakpoint
CREATE TABLE "risks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"category" text NOT NULL,
	"custom_category" text,
	"scope" text,
	"threat" text,
	"vulnerability" text,
	"owner_id" uuid,
	"inherent_likelihood" integer,
	"inherent_impact" integer,
	"treatment" text,
	"treatment_plan" text,
	"residual_likelihood" integer,
	"residual_impact" integer,
	"target_date" date,
	"status" text NOT NULL,
	"review_cadence" text NOT NULL,
	"last_reviewed_at" timestamp with time zone,
	"next_review_date" date NOT NULL,
	"accepted_by" uuid,
	"accepted_at" timestamp with time zone,
	"acceptance_justification" text,
	"acceptance_expires_on" date,
	"library_id" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risks_category_check" CHECK ("risks"."category" in ('security','privacy','operational','compliance','vendor','strategic','custom')),
	CONSTRAINT "risks_treatment_check" CHECK ("risks"."treatment" in ('mitigate','accept','transfer','avoid')),
	CONSTRAINT "risks_status_check" CHECK ("risks"."status" in ('identified','assessed','treating','accepted','closed')),
	CONSTRAINT "risks_review_cadence_check" CHECK ("risks"."review_cadence" in ('monthly','quarterly','semiannual','annual')),
	CONSTRAINT "risks_levels_check" CHECK (coalesce(least("risks"."inherent_likelihood", "risks"."inherent_impact", "risks"."residual_likelihood", "risks"."residual_impact"), 1) >= 1)
);
--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_signed_by_users_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_controls" ADD CONSTRAINT "risk_controls_risk_id_risks_id_fk" FOREIGN KEY ("risk_id") REFERENCES "public"."risks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_controls" ADD CONSTRAINT "risk_controls_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_history" ADD CONSTRAINT "risk_history_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_history" ADD CONSTRAINT "risk_history_risk_id_risks_id_fk" FOREIGN KEY ("risk_id") REFERENCES "public"."risks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_history" ADD CONSTRAINT "risk_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_scales" ADD CONSTRAINT "risk_scales_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_scales" ADD CONSTRAINT "risk_scales_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_tasks" ADD CONSTRAINT "risk_tasks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_tasks" ADD CONSTRAINT "risk_tasks_risk_id_risks_id_fk" FOREIGN KEY ("risk_id") REFERENCES "public"."risks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_tasks" ADD CONSTRAINT "risk_tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risks" ADD CONSTRAINT "risks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risks" ADD CONSTRAINT "risks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risks" ADD CONSTRAINT "risks_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risks" ADD CONSTRAINT "risks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "risk_assessments_list_idx" ON "risk_assessments" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "risk_controls_lookup_idx" ON "risk_controls" USING btree ("account_id","framework_id","control_id");--> statement-breakpoint
CREATE INDEX "risk_history_risk_idx" ON "risk_history" USING btree ("risk_id","changed_at","id");--> statement-breakpoint
CREATE INDEX "risk_tasks_risk_idx" ON "risk_tasks" USING btree ("risk_id","created_at","id");--> statement-breakpoint
CREATE INDEX "risk_tasks_assignee_idx" ON "risk_tasks" USING btree ("account_id","assignee_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "risks_number_key" ON "risks" USING btree ("account_id","number");--> statement-breakpoint
CREATE INDEX "risks_list_idx" ON "risks" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE INDEX "risks_owner_idx" ON "risks" USING btree ("account_id","owner_id");
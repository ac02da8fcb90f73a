CREATE TABLE "mapping_suggestion_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"query_text" text NOT NULL,
	"framework" text NOT NULL,
	"control_id" text NOT NULL,
	"decision" text NOT NULL,
	"confidence" double precision,
	"model_version" text,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mapping_suggestion_feedback_decision_check" CHECK ("mapping_suggestion_feedback"."decision" in ('accepted','rejected'))
);
--> statement-breakpoint
CREATE TABLE "control_scope_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"framework_id" text NOT NULL,
	"control_id" text NOT NULL,
	"applicable" boolean NOT NULL,
	"justification" text NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_controls" ADD COLUMN "oscal" jsonb;--> statement-breakpoint
ALTER TABLE "custom_frameworks" ADD COLUMN "oscal" jsonb;--> statement-breakpoint
ALTER TABLE "mapping_suggestion_feedback" ADD CONSTRAINT "mapping_suggestion_feedback_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "control_scope_decisions" ADD CONSTRAINT "control_scope_decisions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mapping_suggestion_feedback_account_idx" ON "mapping_suggestion_feedback" USING btree ("account_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "control_scope_decisions_control_key" ON "control_scope_decisions" USING btree ("account_id","framework_id","control_id");--> statement-breakpoint
CREATE INDEX "control_scope_decisions_list_idx" ON "control_scope_decisions" USING btree ("account_id","framework_id","created_at","id");
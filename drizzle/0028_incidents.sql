CREATE TABLE "incident_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"incident_id" uuid NOT NULL,
	"title" text NOT NULL,
	"owner_user_id" uuid,
	"due_on" date,
	"status" text DEFAULT 'open' NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incident_actions_status_check" CHECK ("incident_actions"."status" in ('open','done'))
);
--> statement-breakpoint
CREATE TABLE "incident_controls" (
	"account_id" uuid NOT NULL,
	"incident_id" uuid NOT NULL,
	"framework_id" text NOT NULL,
	"control_id" text NOT NULL,
	CONSTRAINT "incident_controls_incident_id_framework_id_control_id_pk" PRIMARY KEY("incident_id","framework_id","control_id")
);
--> statement-breakpoint
CREATE TABLE "incident_timeline_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"incident_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"body" text NOT NULL,
	"author_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incident_timeline_kind_check" CHECK ("incident_timeline_entries"."kind" in ('note','status_changed','notification','action'))
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"severity" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"owner_user_id" uuid,
	"detected_at" timestamp with time zone NOT NULL,
	"occurred_at" timestamp with time zone,
	"contained_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"affected_systems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"affected_data" text,
	"personal_data_breach" boolean DEFAULT false NOT NULL,
	"health_data_involved" boolean DEFAULT false NOT NULL,
	"affected_individuals" integer,
	"authority_notified_at" timestamp with time zone,
	"authority_name" text,
	"authority_reference" text,
	"individuals_notified_at" timestamp with time zone,
	"hhs_notified_at" timestamp with time zone,
	"root_cause" text,
	"went_well" text,
	"went_badly" text,
	"review_completed_at" timestamp with time zone,
	"review_completed_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incidents_account_number_unique" UNIQUE("account_id","number"),
	CONSTRAINT "incidents_severity_check" CHECK ("incidents"."severity" in ('sev1','sev2','sev3','sev4')),
	CONSTRAINT "incidents_status_check" CHECK ("incidents"."status" in ('open','investigating','contained','resolved','closed')),
	CONSTRAINT "incidents_affected_individuals_check" CHECK ("incidents"."affected_individuals" is null or "incidents"."affected_individuals" >= 0)
);
--> statement-breakpoint
ALTER TABLE "incident_actions" ADD CONSTRAINT "incident_actions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_actions" ADD CONSTRAINT "incident_actions_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_actions" ADD CONSTRAINT "incident_actions_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_controls" ADD CONSTRAINT "incident_controls_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_controls" ADD CONSTRAINT "incident_controls_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_timeline_entries" ADD CONSTRAINT "incident_timeline_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_timeline_entries" ADD CONSTRAINT "incident_timeline_entries_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_timeline_entries" ADD CONSTRAINT "incident_timeline_entries_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_review_completed_by_users_id_fk" FOREIGN KEY ("review_completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incident_actions_incident_idx" ON "incident_actions" USING btree ("incident_id");--> statement-breakpoint
CREATE INDEX "incident_actions_owner_idx" ON "incident_actions" USING btree ("account_id","owner_user_id");--> statement-breakpoint
CREATE INDEX "incident_controls_control_idx" ON "incident_controls" USING btree ("account_id","framework_id","control_id");--> statement-breakpoint
CREATE INDEX "incident_timeline_incident_idx" ON "incident_timeline_entries" USING btree ("incident_id","at");--> statement-breakpoint
CREATE INDEX "incidents_account_detected_idx" ON "incidents" USING btree ("account_id","detected_at");
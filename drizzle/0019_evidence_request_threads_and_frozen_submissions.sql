CREATE TABLE "audit_evidence_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audit_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"evidence_id" uuid,
	"url" text NOT NULL,
	"file_id" uuid,
	"filename" text,
	"sha256" text,
	"size" bigint,
	"submitted_by" uuid,
	"submitted_by_name" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_request_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audit_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"author_type" text NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"file_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_request_comments_author_type_check" CHECK ("audit_request_comments"."author_type" in ('customer','auditor'))
);
--> statement-breakpoint
ALTER TABLE "audit_evidence_requests" DROP CONSTRAINT "audit_evidence_requests_status_check";--> statement-breakpoint
ALTER TABLE "audit_activity" DROP CONSTRAINT "audit_activity_type_check";--> statement-breakpoint
ALTER TABLE "audit_evidence_requests" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_evidence_requests" ADD COLUMN "return_reason" text;--> statement-breakpoint
ALTER TABLE "audit_evidence_submissions" ADD CONSTRAINT "audit_evidence_submissions_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_evidence_submissions" ADD CONSTRAINT "audit_evidence_submissions_request_id_audit_evidence_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."audit_evidence_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_evidence_submissions" ADD CONSTRAINT "audit_evidence_submissions_evidence_id_evidence_items_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."evidence_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_evidence_submissions" ADD CONSTRAINT "audit_evidence_submissions_file_id_evidence_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."evidence_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_evidence_submissions" ADD CONSTRAINT "audit_evidence_submissions_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_request_comments" ADD CONSTRAINT "audit_request_comments_audit_id_audits_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_request_comments" ADD CONSTRAINT "audit_request_comments_request_id_audit_evidence_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."audit_evidence_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_request_comments" ADD CONSTRAINT "audit_request_comments_file_id_evidence_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."evidence_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_evidence_submissions_request_idx" ON "audit_evidence_submissions" USING btree ("request_id","submitted_at");--> statement-breakpoint
CREATE INDEX "audit_evidence_submissions_audit_idx" ON "audit_evidence_submissions" USING btree ("audit_id");--> statement-breakpoint
CREATE INDEX "audit_request_comments_request_idx" ON "audit_request_comments" USING btree ("request_id","created_at","id");--> statement-breakpoint
ALTER TABLE "audit_evidence_requests" ADD CONSTRAINT "audit_evidence_requests_status_check" CHECK ("audit_evidence_requests"."status" in ('open','responded','accepted','returned'));--> statement-breakpoint
ALTER TABLE "audit_activity" ADD CONSTRAINT "audit_activity_type_check" CHECK ("audit_activity"."type" in ('audit_created','audit_updated','status_changed','auditor_invited','auditor_joined','control_reviewed','evidence_requested','evidence_submitted','finding_created','finding_updated','report_generated','audit_completed','scope_changed','population_added','population_asserted','sample_drawn','sample_item_tested','evidence_accepted','evidence_returned','comment_added'));
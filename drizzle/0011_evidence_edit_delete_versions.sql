CREATE TABLE "evidence_file_versions" (
	"evidence_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evidence_file_versions_evidence_id_version_pk" PRIMARY KEY("evidence_id","version")
);
--> statement-breakpoint
ALTER TABLE "evidence_items" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "evidence_items" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "evidence_items" ADD COLUMN "deleted_by" text;--> statement-breakpoint
ALTER TABLE "evidence_file_versions" ADD CONSTRAINT "evidence_file_versions_evidence_id_evidence_items_id_fk" FOREIGN KEY ("evidence_id") REFERENCES "public"."evidence_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_file_versions" ADD CONSTRAINT "evidence_file_versions_file_id_evidence_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."evidence_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evidence_file_versions" ADD CONSTRAINT "evidence_file_versions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evidence_file_versions_file_idx" ON "evidence_file_versions" USING btree ("file_id");
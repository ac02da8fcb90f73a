CREATE TABLE "email_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body_ciphertext" text,
	"idempotency_key" text NOT NULL,
	"related_type" text,
	"related_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"claim_id" uuid,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"transport" text,
	"provider_message_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_messages_status_check" CHECK ("email_messages"."status" in ('pending','sending','sent','failed'))
);
--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_messages_idempotency_key" ON "email_messages" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "email_messages_due_idx" ON "email_messages" USING btree ("next_attempt_at") WHERE "email_messages"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "email_messages_lease_idx" ON "email_messages" USING btree ("claimed_until") WHERE "email_messages"."status" = 'sending';--> statement-breakpoint
CREATE INDEX "email_messages_related_idx" ON "email_messages" USING btree ("related_type","related_id");--> statement-breakpoint
CREATE INDEX "email_messages_account_idx" ON "email_messages" USING btree ("account_id","created_at");
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { createdAt, id, oneOf, tstz, updatedAt } from "./columns";

export const EMAIL_STATUSES = ["pending", "sending", "sent", "failed"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
export const EMAIL_TRANSPORTS = ["resend", "outbox"] as const;
export type EmailTransport = (typeof EMAIL_TRANSPORTS)[number];

/**
 * The transactional outbox: a message is written in the same transaction as what it announces and
 * sent after commit by lib/email/deliver-due.ts, so no provider call ever runs inside a transaction.
 * `sending` means a worker holds the row's lease (`claimed_until`); an expired lease is taken again.
 */
export const emailMessages = pgTable(
  "email_messages",
  {
    id: id(),
    /** The tenant the mail is for, when there is one (null for system mail). */
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    /**
     * HTML and text bodies, AES-256-GCM encrypted with a key derived from AUTH_SECRET: they carry
     * live magic links, which are otherwise stored only hashed. Cleared once the message is final.
     */
    bodyCiphertext: text("body_ciphertext"),
    /** Sent as Resend's Idempotency-Key, so a retried send after a lost answer delivers once. */
    idempotencyKey: text("idempotency_key").notNull(),
    relatedType: text("related_type"),
    relatedId: uuid("related_id"),
    status: text("status").$type<EmailStatus>().notNull().default("pending"),
    /** Attempts started (counted when a worker claims the row, so a crash mid-send counts too). */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: tstz("next_attempt_at").notNull(),
    claimId: uuid("claim_id"),
    claimedUntil: tstz("claimed_until"),
    lastError: text("last_error"),
    transport: text("transport").$type<EmailTransport>(),
    providerMessageId: text("provider_message_id"),
    createdAt: createdAt(),
    sentAt: tstz("sent_at"),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("email_messages_idempotency_key").on(t.idempotencyKey),
    index("email_messages_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index("email_messages_lease_idx")
      .on(t.claimedUntil)
      .where(sql`${t.status} = 'sending'`),
    index("email_messages_related_idx").on(t.relatedType, t.relatedId),
    index("email_messages_account_idx").on(t.accountId, t.createdAt),
    check("email_messages_status_check", oneOf(t.status, EMAIL_STATUSES)),
    check("email_messages_transport_check", oneOf(t.transport, EMAIL_TRANSPORTS)),
  ],
);

export type EmailMessageRow = typeof emailMessages.$inferSelect;

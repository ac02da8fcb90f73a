import { and, eq, inArray } from "drizzle-orm";
import { emailMessages, type EmailMessageRow, type EmailStatus } from "@/db/email";
import type { DbOrTx } from "@/lib/db/client";

/** What a service may show about a queued message (never its body or recipient). */
export interface EmailDeliveryState {
  messageId: string;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  sentAt: Date | null;
  /** When the next attempt is due (pending messages only). */
  nextAttemptAt: Date | null;
}

export function deliveryStateOf(row: Pick<EmailMessageRow, "id" | "status" | "attempts" | "lastError" | "sentAt" | "nextAttemptAt">): EmailDeliveryState {
  return {
    messageId: row.id,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    sentAt: row.sentAt,
    nextAttemptAt: row.status === "pending" ? row.nextAttemptAt : null,
  };
}

const stateColumns = {
  id: emailMessages.id,
  relatedId: emailMessages.relatedId,
  status: emailMessages.status,
  attempts: emailMessages.attempts,
  lastError: emailMessages.lastError,
  sentAt: emailMessages.sentAt,
  nextAttemptAt: emailMessages.nextAttemptAt,
  createdAt: emailMessages.createdAt,
};

/**
 * Delivery state of the mail about each of `relatedIds` (e.g. invitation ids), keyed by that id;
 * when several messages concern one object, the newest counts. One query for a whole list.
 */
export async function emailDeliveryStates(db: DbOrTx, relatedType: string, relatedIds: string[]): Promise<Map<string, EmailDeliveryState>> {
  const states = new Map<string, EmailDeliveryState>();
  if (relatedIds.length === 0) return states;
  const rows = await db
    .select(stateColumns)
    .from(emailMessages)
    .where(and(eq(emailMessages.relatedType, relatedType), inArray(emailMessages.relatedId, relatedIds)))
    .orderBy(emailMessages.createdAt);
  for (const row of rows) if (row.relatedId) states.set(row.relatedId, deliveryStateOf(row));
  return states;
}

/**
 * Gives up the still-pending mail about these objects (e.g. an invitation that a newer one
 * replaced, whose link no longer works). A message being sent right now is left to finish.
 */
export async function cancelPendingEmails(tx: DbOrTx, relatedType: string, relatedIds: string[], reason: string, now: Date): Promise<number> {
  if (relatedIds.length === 0) return 0;
  const rows = await tx
    .update(emailMessages)
    .set({ status: "failed", lastError: `cancelled: ${reason}`, bodyCiphertext: null, claimId: null, claimedUntil: null, updatedAt: now })
    .where(and(eq(emailMessages.relatedType, relatedType), inArray(emailMessages.relatedId, relatedIds), eq(emailMessages.status, "pending")))
    .returning({ id: emailMessages.id });
  return rows.length;
}

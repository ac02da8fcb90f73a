import { and, eq, inArray } from "drizzle-orm";
import { users } from "@/db/accounts";
import { notifications, type NotificationKind } from "@/db/notifications";
import type { DbOrTx } from "@/lib/db/client";

/** One person told: a member of the account, or the external auditor behind an audit invitation. */
export type Recipient = { userId: string } | { auditorInvitationId: string };

export interface NotifyInput {
  accountId: string;
  recipients: Recipient[];
  kind: NotificationKind;
  title: string;
  body: string;
  /** Where the console (or the auditor portal) shows the subject, e.g. `/audits/<id>`. */
  link?: string | null;
  subjectType?: string | null;
  subjectId?: string | null;
  /** Reminders pass a key per recipient-independent occasion (e.g. `overdue:<requestId>:<day>`); it is suffixed per recipient. */
  dedupeKey?: string | null;
}

/**
 * Tells people about a change, in the transaction that makes it: one row per recipient, shown in the bell and
 * e-mailed later by the notifications lane per each member's preference (never from inside this transaction).
 * The actor is never told about their own action; a member who is not an active member of the account is skipped, so a
 * stale assignee never leaks across tenants. Auditor recipients come only from lib/audits (`auditorsOf`, a finding's
 * invitation), which names them for an audit it has already scoped to the account. A repeated
 * `dedupeKey` writes nothing. Answers how many rows were written.
 */
export async function notify(tx: DbOrTx, input: NotifyInput, actorUserId?: string | null): Promise<number> {
  const userIds = new Set<string>();
  const invitationIds = new Set<string>();
  for (const recipient of input.recipients) {
    if ("userId" in recipient) {
      if (recipient.userId !== actorUserId) userIds.add(recipient.userId);
    } else invitationIds.add(recipient.auditorInvitationId);
  }
  const members =
    userIds.size === 0
      ? []
      : await tx
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, [...userIds]), eq(users.accountId, input.accountId), eq(users.status, "active")));
  const auditors = [...invitationIds].map((id) => ({ id }));
  const targets = [
    ...members.map((m) => ({ key: `u:${m.id}`, userId: m.id, auditorInvitationId: null })),
    ...auditors.map((a) => ({ key: `a:${a.id}`, userId: null, auditorInvitationId: a.id })),
  ];
  if (targets.length === 0) return 0;
  const rows = targets.map((target) => ({
    accountId: input.accountId,
    userId: target.userId,
    auditorInvitationId: target.auditorInvitationId,
    kind: input.kind,
    title: input.title.slice(0, 300),
    body: input.body.slice(0, 4000),
    link: input.link ?? null,
    subjectType: input.subjectType ?? null,
    subjectId: input.subjectId ?? null,
    dedupeKey: input.dedupeKey ? `${input.dedupeKey}:${target.key}` : null,
    emailState: "pending" as const,
  }));
  const written = await tx.insert(notifications).values(rows).onConflictDoNothing().returning({ id: notifications.id });
  return written.length;
}

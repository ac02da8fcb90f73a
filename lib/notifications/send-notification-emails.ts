import { and, asc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import { users } from "@/db/accounts";
import { notificationPreferences, notifications, type NotificationEmailState, type NotificationKind } from "@/db/notifications";
import type { Db, DbOrTx } from "@/lib/db/client";
import { enqueueEmail, requestEmailDelivery } from "@/lib/email";
import { isoDate } from "@/lib/format/date-time";
import type { Logger } from "@/lib/log";
import { lastDigestMoment } from "./internal/digest-time";
import { digestEmail, notificationEmail } from "./internal/email";

export interface NotificationJobOptions {
  db: Db;
  now: () => Date;
  log?: Logger;
  /** Most notifications (immediate pass) or recipients (digest pass) handled per call; the rest wait for the next. */
  limit?: number;
}

export interface NotificationEmailsOutcome {
  /** One e-mail each (members who chose `immediately`, auditors). */
  sent: number;
  /** Digest e-mails queued (one per member and day). */
  digests: number;
  /** Notifications that get no e-mail (`off`, a muted kind, a deactivated member). */
  skipped: number;
}

/**
 * The e-mail address behind each auditor invitation, from the audits domain, which owns invitations (the lane passes
 * lib/audits' `auditorEmails`, so notifications never reads the audits' tables).
 */
export type AuditorEmails = (db: DbOrTx, invitationIds: string[]) => Promise<Map<string, string>>;

const n = notifications;
const p = notificationPreferences;
const pref = sql<string>`coalesce(${p.email}, 'immediately')`;
const muted = sql<boolean>`coalesce(${p.mutedKinds} @> jsonb_build_array(${n.kind}), false)`;

/**
 * The notifications lane's e-mail pass (docs/api.md "Notifications"): pending notifications become outbox mail per
 * each recipient's preference. It only queues mail (lib/email), inside the transaction that claims the rows with
 * `FOR UPDATE SKIP LOCKED`, so two workers never queue one notification twice and nothing is sent before commit;
 * the outbox's own lane sends it. Digests go out once per member and day, from the digest hour (UTC).
 */
export async function sendNotificationEmails(options: NotificationJobOptions, auditorEmails: AuditorEmails): Promise<NotificationEmailsOutcome> {
  const limit = options.limit ?? 200;
  const immediate = await queueImmediate(options, auditorEmails, limit);
  const digests = await queueDigests(options, limit);
  if (immediate.sent + digests > 0) await requestEmailDelivery({ log: options.log });
  return { sent: immediate.sent, digests, skipped: immediate.skipped };
}

/** Everything that does not wait for a digest: auditors, `immediately`, and what gets no e-mail at all. */
async function queueImmediate(options: NotificationJobOptions, auditorEmails: AuditorEmails, limit: number): Promise<{ sent: number; skipped: number }> {
  const now = options.now();
  return options.db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: n.id,
        accountId: n.accountId,
        kind: n.kind,
        title: n.title,
        body: n.body,
        link: n.link,
        userId: n.userId,
        userEmail: users.email,
        userStatus: users.status,
        auditorInvitationId: n.auditorInvitationId,
        pref,
        muted,
      })
      .from(n)
      .leftJoin(users, eq(users.id, n.userId))
      .leftJoin(p, eq(p.userId, n.userId))
      .where(and(eq(n.emailState, "pending"), or(isNotNull(n.auditorInvitationId), ne(pref, "daily_digest"), ne(users.status, "active"), sql`${muted}`)))
      .orderBy(asc(n.createdAt), asc(n.id))
      .limit(limit)
      .for("update", { of: n, skipLocked: true });
    const states = new Map<NotificationEmailState, string[]>();
    const mark = (state: NotificationEmailState, id: string) => states.set(state, [...(states.get(state) ?? []), id]);
    const auditorIds = [...new Set(rows.flatMap((row) => (row.auditorInvitationId ? [row.auditorInvitationId] : [])))];
    const auditorEmail = auditorIds.length > 0 ? await auditorEmails(tx, auditorIds) : new Map<string, string>();
    for (const row of rows) {
      const toAuditor = row.auditorInvitationId ? (auditorEmail.get(row.auditorInvitationId) ?? null) : null;
      const to = toAuditor ?? (row.userStatus === "active" && row.pref === "immediately" && !row.muted ? row.userEmail : null);
      if (!to) {
        mark("none", row.id);
        continue;
      }
      await enqueueEmail(tx, {
        accountId: row.accountId,
        message: notificationEmail(to, row, toAuditor !== null),
        idempotencyKey: `notification:${row.id}`,
        related: { type: "notification", id: row.id },
        now,
      });
      mark("sent", row.id);
    }
    for (const [state, ids] of states) await tx.update(n).set({ emailState: state }).where(inArray(n.id, ids));
    return { sent: states.get("sent")?.length ?? 0, skipped: states.get("none")?.length ?? 0 };
  });
}

/** One digest per `daily_digest` member whose last digest is older than the latest digest moment. */
async function queueDigests(options: NotificationJobOptions, limit: number): Promise<number> {
  const now = options.now();
  const moment = lastDigestMoment(now);
  return options.db.transaction(async (tx) => {
    const due = await tx
      .select({ userId: p.userId, email: users.email, status: users.status, accountId: users.accountId, mutedKinds: p.mutedKinds })
      .from(p)
      .innerJoin(users, eq(users.id, p.userId))
      .where(
        and(
          eq(p.email, "daily_digest"),
          or(isNull(p.lastDigestAt), lt(p.lastDigestAt, moment)),
          sql`exists (select 1 from ${n} where ${n.userId} = ${p.userId} and ${n.emailState} = 'pending')`,
        ),
      )
      .limit(limit)
      .for("update", { of: p, skipLocked: true });
    let queued = 0;
    for (const member of due) {
      const items = await pendingOf(tx, member.userId);
      const mailed = items.filter((item) => !member.mutedKinds.includes(item.kind as NotificationKind));
      if (member.status === "active" && mailed.length > 0) {
        await enqueueEmail(tx, {
          accountId: member.accountId,
          message: digestEmail(member.email, moment, mailed),
          idempotencyKey: `notification-digest:${member.userId}:${isoDate(moment)}`,
          related: { type: "user", id: member.userId },
          now,
        });
        queued++;
        await tx
          .update(n)
          .set({ emailState: "digested" })
          .where(
            inArray(
              n.id,
              mailed.map((m) => m.id),
            ),
          );
      }
      const unmailed = items.filter((item) => !mailed.includes(item) || member.status !== "active").map((item) => item.id);
      if (unmailed.length > 0) await tx.update(n).set({ emailState: "none" }).where(inArray(n.id, unmailed));
      await tx.update(p).set({ lastDigestAt: now }).where(eq(p.userId, member.userId));
    }
    return queued;
  });
}

async function pendingOf(tx: DbOrTx, userId: string) {
  return tx
    .select({ id: n.id, kind: n.kind, title: n.title, body: n.body, link: n.link })
    .from(n)
    .where(and(eq(n.userId, userId), eq(n.emailState, "pending")))
    .orderBy(asc(n.createdAt), asc(n.id))
    .limit(500)
    .for("update", { skipLocked: true });
}

import { and, eq, gt, isNotNull, isNull, lte, ne, sql } from "drizzle-orm";
import { auditEvidenceRequests } from "@/db/audit-evidence-requests";
import { audits } from "@/db/audits";
import { evidenceControls, evidenceItems } from "@/db/evidence";
import { notifications } from "@/db/notifications";
import { formatDate, isoDate } from "@/lib/format/date-time";
import { notify } from "./internal/notify";
import { controlOwnersOrAdmins, personOrAdmins } from "./internal/recipients";
import type { NotificationJobOptions } from "./send-notification-emails";

const DAY_MS = 24 * 60 * 60 * 1000;
export const DUE_SOON_MS = 2 * DAY_MS;
export const EXPIRING_MS = 14 * DAY_MS;

const r = auditEvidenceRequests;
const e = evidenceItems;
const n = notifications;

/**
 * The reminders (docs/api.md "Notifications"), idempotent through each notification's dedupe key, so every pass
 * of the lane (and two workers at once) may run them: an evidence request due within 2 days (once per request, to
 * its assignee), an overdue one (once per request and UTC day, to its assignee or else the owners and admins), and
 * evidence expiring within 14 days (once per item and expiry date, to the owners of the controls it supports or
 * else the owners and admins). Reminders read the evidence-request and evidence tables directly: notifications
 * rank below those domains (eslint.config.mjs LIB_LAYERS) and only read them. Answers how many rows were written.
 */
export async function queueReminders(options: NotificationJobOptions): Promise<number> {
  const now = options.now();
  const limit = options.limit ?? 200;
  const day = isoDate(now);
  let written = 0;

  const open = and(eq(r.status, "open"), isNotNull(r.dueAt), ne(audits.status, "complete"));
  const dueSoon = await options.db
    .select({
      id: r.id,
      auditId: r.auditId,
      accountId: audits.accountId,
      controlId: r.controlId,
      description: r.description,
      dueAt: r.dueAt,
      assignee: r.assigneeUserId,
    })
    .from(r)
    .innerJoin(audits, eq(audits.id, r.auditId))
    .where(
      and(
        open,
        isNotNull(r.assigneeUserId),
        gt(r.dueAt, now),
        lte(r.dueAt, new Date(now.getTime() + DUE_SOON_MS)),
        sql`not exists (select 1 from ${n} where ${n.kind} = 'evidence_request.due_soon' and ${n.subjectId} = ${r.id}::text)`,
      ),
    )
    .limit(limit);
  for (const req of dueSoon) {
    written += await options.db.transaction((tx) =>
      notify(tx, {
        accountId: req.accountId,
        recipients: [{ userId: req.assignee! }],
        kind: "evidence_request.due_soon",
        title: `Evidence for ${req.controlId} is due ${formatDate(req.dueAt!)}`,
        body: req.description,
        link: `/audits/${req.auditId}`,
        subjectType: "evidence_request",
        subjectId: req.id,
        dedupeKey: `due_soon:${req.id}`,
      }),
    );
  }

  const overdue = await options.db
    .select({
      id: r.id,
      auditId: r.auditId,
      accountId: audits.accountId,
      controlId: r.controlId,
      description: r.description,
      dueAt: r.dueAt,
      assignee: r.assigneeUserId,
    })
    .from(r)
    .innerJoin(audits, eq(audits.id, r.auditId))
    .where(and(open, lte(r.dueAt, now), sql`not exists (select 1 from ${n} where ${n.dedupeKey} like ${`overdue:`} || ${r.id}::text || ${`:${day}:%`})`))
    .limit(limit);
  for (const req of overdue) {
    written += await options.db.transaction(async (tx) =>
      notify(tx, {
        accountId: req.accountId,
        recipients: await personOrAdmins(tx, req.accountId, req.assignee),
        kind: "evidence_request.overdue",
        title: `Evidence for ${req.controlId} is overdue (due ${formatDate(req.dueAt!)})`,
        body: req.description,
        link: `/audits/${req.auditId}`,
        subjectType: "evidence_request",
        subjectId: req.id,
        dedupeKey: `overdue:${req.id}:${day}`,
      }),
    );
  }

  const expiring = await options.db
    .select({ id: e.id, accountId: e.accountId, title: e.title, expiresAt: e.expiresAt })
    .from(e)
    .where(
      and(
        isNull(e.deletedAt),
        gt(e.expiresAt, now),
        lte(e.expiresAt, new Date(now.getTime() + EXPIRING_MS)),
        sql`not exists (select 1 from ${n} where ${n.dedupeKey} like ${`expiring:`} || ${e.id}::text || ':' || floor(extract(epoch
          from ${e.expiresAt}))::bigint::text || ':%')`,
      ),
    )
    .limit(limit);
  for (const item of expiring) {
    written += await options.db.transaction(async (tx) => {
      const controls = await tx
        .select({ frameworkId: evidenceControls.frameworkId, controlId: evidenceControls.controlId })
        .from(evidenceControls)
        .where(eq(evidenceControls.evidenceId, item.id));
      return notify(tx, {
        accountId: item.accountId,
        recipients: await controlOwnersOrAdmins(tx, item.accountId, controls),
        kind: "evidence.expiring",
        title: `Evidence "${item.title}" expires on ${formatDate(item.expiresAt!)}`,
        body: `It supports ${controls.map((c) => c.controlId).join(", ") || "no control"}; replace or renew it before then.`,
        link: `/evidence`,
        subjectType: "evidence",
        subjectId: item.id,
        dedupeKey: `expiring:${item.id}:${Math.floor(item.expiresAt!.getTime() / 1000)}`,
      });
    });
  }
  return written;
}

import { sql } from "drizzle-orm";
import { dueEvidenceRequests } from "@/lib/audits";
import { controlsOfEvidence, evidenceExpiringBetween } from "@/lib/evidence";
import { formatDate, isoDate } from "@/lib/format/date-time";
import { alreadyNotified, type NotificationJobOptions, notify, personOrAdmins } from "@/lib/notifications";
import { controlOwnersOrAdmins } from "@/lib/ownership";

const DAY_MS = 24 * 60 * 60 * 1000;
export const DUE_SOON_MS = 2 * DAY_MS;
export const EXPIRING_MS = 14 * DAY_MS;

/**
 * The reminders (docs/api.md "Notifications"), idempotent through each notification's dedupe key, so every pass
 * of the lane (and two workers at once) may run them: an evidence request due within 2 days (once per request, to
 * its assignee), an overdue one (once per request and UTC day, to its assignee or else the owners and admins), and
 * evidence expiring within 14 days (once per item and expiry date, to the owners of the controls it supports or
 * else the owners and admins). A flow (docs/DEVELOPING.md "Flows"): audits answers which requests are due, evidence
 * which items expire and what they support, notifications whom to tell and whether it already did. Answers how many
 * rows were written.
 */
export async function queueReminders(options: NotificationJobOptions): Promise<number> {
  const now = options.now();
  const limit = options.limit ?? 200;
  const day = isoDate(now);
  let written = 0;

  const dueSoon = await dueEvidenceRequests(options.db, {
    after: now,
    by: new Date(now.getTime() + DUE_SOON_MS),
    assignedOnly: true,
    unless: (id) => alreadyNotified({ kind: "evidence_request.due_soon", subjectId: sql`${id}::text` }),
    limit,
  });
  for (const req of dueSoon) {
    written += await options.db.transaction((tx) =>
      notify(tx, {
        accountId: req.accountId,
        recipients: [{ userId: req.assigneeUserId! }],
        kind: "evidence_request.due_soon",
        title: `Evidence for ${req.controlId} is due ${formatDate(req.dueAt)}`,
        body: req.description,
        link: `/audits/${req.auditId}`,
        subjectType: "evidence_request",
        subjectId: req.id,
        dedupeKey: `due_soon:${req.id}`,
      }),
    );
  }

  const overdue = await dueEvidenceRequests(options.db, {
    by: now,
    unless: (id) => alreadyNotified({ keyPrefix: sql`${"overdue:"} || ${id}::text || ${`:${day}:`}` }),
    limit,
  });
  for (const req of overdue) {
    written += await options.db.transaction(async (tx) =>
      notify(tx, {
        accountId: req.accountId,
        recipients: await personOrAdmins(tx, req.accountId, req.assigneeUserId),
        kind: "evidence_request.overdue",
        title: `Evidence for ${req.controlId} is overdue (due ${formatDate(req.dueAt)})`,
        body: req.description,
        link: `/audits/${req.auditId}`,
        subjectType: "evidence_request",
        subjectId: req.id,
        dedupeKey: `overdue:${req.id}:${day}`,
      }),
    );
  }

  const expiring = await evidenceExpiringBetween(options.db, {
    after: now,
    by: new Date(now.getTime() + EXPIRING_MS),
    unless: (item) =>
      alreadyNotified({ keyPrefix: sql`${"expiring:"} || ${item.id}::text || ':' || floor(extract(epoch from ${item.expiresAt}))::bigint::text || ':'` }),
    limit,
  });
  for (const item of expiring) {
    written += await options.db.transaction(async (tx) => {
      const controls = await controlsOfEvidence(tx, item.id);
      return notify(tx, {
        accountId: item.accountId,
        recipients: await controlOwnersOrAdmins(tx, item.accountId, controls),
        kind: "evidence.expiring",
        title: `Evidence "${item.title}" expires on ${formatDate(item.expiresAt)}`,
        body: `It supports ${controls.map((c) => c.controlId).join(", ") || "no control"}; replace or renew it before then.`,
        link: `/evidence`,
        subjectType: "evidence",
        subjectId: item.id,
        dedupeKey: `expiring:${item.id}:${Math.floor(item.expiresAt.getTime() / 1000)}`,
      });
    });
  }
  return written;
}

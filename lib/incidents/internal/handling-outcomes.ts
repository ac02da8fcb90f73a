import { and, desc, eq, gte } from "drizzle-orm";
import { incidents } from "@/db/incidents";
import type { DbOrTx } from "@/lib/db/client";
import { GDPR_NOTIFICATION_HOURS, REVIEW_REQUIRED_SEVERITIES } from "@/lib/vocabulary";
import { incidentReference } from "./views";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** How long a SEV1 or SEV2 may stay resolved without its post-incident review before handling counts as failing. */
export const REVIEW_GRACE_DAYS = 30;

/** The controls that ask how incidents are handled and learned from: the register's record answers them. */
const HANDLING_CONTROLS = [
  ...["CC7.3", "CC7.4", "CC7.5"].map((controlId) => ({ framework: "soc2", controlId })),
  ...["A.5.24", "A.5.25", "A.5.26", "A.5.27", "A.5.28"].map((controlId) => ({ framework: "iso27001", controlId })),
  ...["164.308(a)(6)", "164.308(a)(6)(ii)"].map((controlId) => ({ framework: "hipaa", controlId })),
  ...["RS.MA-01", "RS.AN-03", "RS.MI-01"].map((controlId) => ({ framework: "nist-csf-2", controlId })),
  ...["IR-4", "IR-5", "IR-6"].map((controlId) => ({ framework: "nist-800-53", controlId })),
];
/** A breach's notification to the authority (GDPR Art. 33) is answered only by breaches notified in time. */
const NOTIFICATION_CONTROLS = [{ framework: "gdpr", controlId: "Art. 33" }];

/** lib/readiness's automated outcome: `passed` counts for the controls, failing holds them at partial. */
export interface IncidentOutcome {
  id: string;
  title: string;
  controls: { framework: string; controlId: string }[];
  passed: boolean;
  checkedAt: string;
}

/**
 * The incident register as readiness outcomes (docs/api.md "Readiness"), over the incidents detected in the last 12
 * months: a passing outcome once an incident was reviewed, and a failing one while a SEV1 or SEV2 stays resolved more
 * than 30 days without its review or a breach is past its 72 hours unnotified (so the controls are partial). With no
 * incident in the year the register says nothing (an empty register is not evidence of a working process). Personal
 * data breaches give GDPR Art. 33 its own outcome: passed when every one was notified within its 72 hours.
 */
export async function incidentHandlingOutcomes(db: DbOrTx, accountId: string, now: Date): Promise<IncidentOutcome[]> {
  const t = incidents;
  const rows = await db
    .select({
      number: t.number,
      severity: t.severity,
      detectedAt: t.detectedAt,
      resolvedAt: t.resolvedAt,
      reviewCompletedAt: t.reviewCompletedAt,
      personalDataBreach: t.personalDataBreach,
      authorityNotifiedAt: t.authorityNotifiedAt,
    })
    .from(t)
    .where(and(eq(t.accountId, accountId), gte(t.detectedAt, new Date(now.getTime() - 365 * DAY_MS))))
    .orderBy(desc(t.detectedAt));
  if (rows.length === 0) return [];
  const checkedAt = now.toISOString();
  const deadlineOf = (detectedAt: Date) => detectedAt.getTime() + GDPR_NOTIFICATION_HOURS * HOUR_MS;
  const unreviewed = rows.filter(
    (r) =>
      (REVIEW_REQUIRED_SEVERITIES as readonly string[]).includes(r.severity) &&
      r.resolvedAt &&
      !r.reviewCompletedAt &&
      now.getTime() - r.resolvedAt.getTime() > REVIEW_GRACE_DAYS * DAY_MS,
  );
  const unnotified = rows.filter((r) => r.personalDataBreach && !r.authorityNotifiedAt && now.getTime() > deadlineOf(r.detectedAt));
  const reviewed = rows.filter((r) => r.reviewCompletedAt);
  const refs = (list: typeof rows) => list.map((r) => incidentReference(r.number)).join(", ");
  const outcomes: IncidentOutcome[] = [];
  if (reviewed.length) {
    const count = `${reviewed.length} of ${rows.length} ${rows.length === 1 ? "incident" : "incidents"}`;
    const title = `Incident register: ${count} of the last 12 months reviewed, latest ${refs(reviewed.slice(0, 1))}`;
    outcomes.push({ id: "incident-register:reviewed", title, controls: HANDLING_CONTROLS, passed: true, checkedAt });
  }
  if (unreviewed.length || unnotified.length) {
    const problems = [
      unreviewed.length ? `${refs(unreviewed)} resolved over ${REVIEW_GRACE_DAYS} days without a post-incident review` : "",
      unnotified.length ? `${refs(unnotified)} past the 72-hour breach notification` : "",
    ].filter(Boolean);
    outcomes.push({
      id: "incident-register:overdue",
      title: `Incident register: ${problems.join("; ")}`,
      controls: HANDLING_CONTROLS,
      passed: false,
      checkedAt,
    });
  }
  const breaches = rows.filter((r) => r.personalDataBreach && (r.authorityNotifiedAt || now.getTime() > deadlineOf(r.detectedAt)));
  if (breaches.length) {
    const late = breaches.filter((r) => !r.authorityNotifiedAt || r.authorityNotifiedAt.getTime() > deadlineOf(r.detectedAt));
    outcomes.push({
      id: "incident-register:breach-notification",
      title: late.length
        ? `Incident register: ${refs(late)} not notified to the authority within 72 hours`
        : `Incident register: ${breaches.length} personal data ${breaches.length === 1 ? "breach" : "breaches"} notified within 72 hours`,
      controls: NOTIFICATION_CONTROLS,
      passed: late.length === 0,
      checkedAt,
    });
  }
  return outcomes;
}

import { GDPR_NOTIFICATION_HOURS, HIPAA_MEDIA_THRESHOLD, HIPAA_NOTIFICATION_DAYS } from "@/lib/vocabulary";
import type { IncidentJson } from "../schemas";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface BreachFacts {
  personalDataBreach: boolean;
  healthDataInvolved: boolean;
  detectedAt: Date;
  affectedIndividuals: number | null;
  authorityNotifiedAt: Date | null;
  authorityName: string | null;
  authorityReference: string | null;
  individualsNotifiedAt: Date | null;
  hhsNotifiedAt: Date | null;
}

/**
 * The notification deadlines of a personal data breach, counted from detection: GDPR Art. 33's 72 hours to the
 * supervisory authority and, where health information is involved, HIPAA's 60 days to individuals and to HHS (or
 * the year's end + 60 days under 500 affected). Null for an incident that is not a breach.
 */
export function breachNotification(facts: BreachFacts, now: Date): IncidentJson["notification"] {
  if (!facts.personalDataBreach) return null;
  const deadline = new Date(facts.detectedAt.getTime() + GDPR_NOTIFICATION_HOURS * HOUR_MS);
  const notified = facts.authorityNotifiedAt;
  const state = notified ? (notified <= deadline ? "notified" : "notified_late") : now <= deadline ? "due" : "overdue";
  const gdpr = {
    deadline: deadline.toISOString(),
    state,
    // Floor toward the past, so "0 hours left" never shows once the deadline has passed.
    hoursRemaining: notified ? null : Math.floor((deadline.getTime() - now.getTime()) / HOUR_MS),
    notifiedAt: notified?.toISOString() ?? null,
    authorityName: facts.authorityName,
    authorityReference: facts.authorityReference,
  } as const;
  if (!facts.healthDataInvolved) return { gdpr, hipaa: null };
  const sixtyDays = new Date(facts.detectedAt.getTime() + HIPAA_NOTIFICATION_DAYS * DAY_MS);
  const large = (facts.affectedIndividuals ?? 0) >= HIPAA_MEDIA_THRESHOLD;
  // Under 500: the annual log to HHS, due 60 days after the end of the calendar year of discovery.
  const yearEnd = Date.UTC(facts.detectedAt.getUTCFullYear() + 1, 0, 1);
  const hhsDeadline = large ? sixtyDays : new Date(yearEnd + HIPAA_NOTIFICATION_DAYS * DAY_MS);
  return {
    gdpr,
    hipaa: {
      individualsDeadline: sixtyDays.toISOString(),
      individualsNotifiedAt: facts.individualsNotifiedAt?.toISOString() ?? null,
      hhsDeadline: facts.affectedIndividuals === null ? null : hhsDeadline.toISOString(),
      hhsNotifiedAt: facts.hhsNotifiedAt?.toISOString() ?? null,
      mediaNoticeRequired: large,
    },
  };
}

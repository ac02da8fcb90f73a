import { ServiceError } from "@/lib/errors";
import { INCIDENT_STATUSES, INCIDENT_STATUS_LABELS, REVIEW_REQUIRED_SEVERITIES, type IncidentSeverity, type IncidentStatus } from "@/lib/vocabulary";

const rank = (status: IncidentStatus) => INCIDENT_STATUSES.indexOf(status);

/**
 * An incident moves forward through open → investigating → contained → resolved → closed, skipping steps when
 * they happened together; a resolved or closed incident may be reopened to investigating when it recurs. A SEV1 or
 * SEV2 closes only after its post-incident review is complete (SOC 2 CC7.5, ISO/IEC 27001 A.5.27).
 */
export function assertTransition(from: IncidentStatus, to: IncidentStatus, incident: { severity: IncidentSeverity; reviewCompletedAt: Date | null }): void {
  if (from === to) return;
  const reopening = to === "investigating" && (from === "resolved" || from === "closed");
  if (rank(to) < rank(from) && !reopening) {
    const [was, target] = [INCIDENT_STATUS_LABELS[from].toLowerCase(), INCIDENT_STATUS_LABELS[to].toLowerCase()];
    throw new ServiceError("invalid_transition", `An incident that is ${was} cannot go back to ${target}; reopen it as investigating.`);
  }
  if (to === "closed" && (REVIEW_REQUIRED_SEVERITIES as readonly string[]).includes(incident.severity) && !incident.reviewCompletedAt) {
    throw new ServiceError("invalid_transition", "Complete the post-incident review before closing a SEV1 or SEV2 incident.");
  }
}

/** The times a move sets when they were not given: containing, resolving and closing stamp themselves. */
export function stampsFor(to: IncidentStatus, current: { containedAt: Date | null; resolvedAt: Date | null; closedAt: Date | null }, now: Date) {
  const r = rank(to);
  if (to === "investigating" || to === "open") return { resolvedAt: null, closedAt: null };
  return {
    containedAt: current.containedAt ?? (r >= rank("contained") ? now : null),
    resolvedAt: current.resolvedAt ?? (r >= rank("resolved") ? now : null),
    closedAt: current.closedAt ?? (r >= rank("closed") ? now : null),
  };
}

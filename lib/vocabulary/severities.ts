// How bad or how urgent something is. Each list is the CHECK of its column (db/), the zod enum and the label map's
// key set, in its canonical order.

/** An automated test's severity, most severe first. */
export const TEST_SEVERITIES = ["critical", "high", "medium", "low"] as const;
export type TestSeverity = (typeof TEST_SEVERITIES)[number];

export const TEST_SEVERITY_LABELS = { critical: "Critical", high: "High", medium: "Medium", low: "Low" } as const satisfies Record<TestSeverity, string>;

/** An audit finding's severity, most severe first: the report and the console list them in this order. */
export const FINDING_SEVERITIES = ["critical", "major", "minor", "observation"] as const;
export type FindingSeverity = (typeof FINDING_SEVERITIES)[number];

export const FINDING_SEVERITY_LABELS = {
  critical: "Critical",
  major: "Major",
  minor: "Minor",
  observation: "Observation",
} as const satisfies Record<FindingSeverity, string>;

export const ALERT_SEVERITIES = ["critical", "warning"] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

export const ALERT_SEVERITY_LABELS = { critical: "Critical", warning: "Warning" } as const satisfies Record<AlertSeverity, string>;

/** An evidence request's priority: most urgent last, as the auditor picks them; the report lists them most urgent first. */
export const EVIDENCE_REQUEST_PRIORITIES = ["low", "medium", "high", "critical"] as const;
export type EvidenceRequestPriority = (typeof EVIDENCE_REQUEST_PRIORITIES)[number];

export const EVIDENCE_REQUEST_PRIORITY_LABELS = {
  low: "Low",
  medium: "Medium",
  high: "High",
  critical: "Critical",
} as const satisfies Record<EvidenceRequestPriority, string>;

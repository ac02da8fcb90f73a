/** Human labels for the audit family's enums, shared by the console and the auditor portal. */
export const AUDIT_STATUS_LABEL: Record<string, string> = {
  draft: "Draft",
  in_progress: "In progress",
  evidence_review: "Evidence review",
  findings: "Findings",
  complete: "Complete",
};
export const CONTROL_STATUS_LABEL: Record<string, string> = {
  pending: "Pending",
  passed: "Passed",
  failed: "Failed",
  needs_evidence: "Needs evidence",
};
export const FINDING_STATUS_LABEL: Record<string, string> = {
  open: "Open",
  in_progress: "In progress",
  resolved: "Resolved",
  accepted: "Accepted",
};
export const SEVERITY_LABEL: Record<string, string> = {
  critical: "Critical",
  major: "Major",
  minor: "Minor",
  observation: "Observation",
};
export const PRIORITY_LABEL: Record<string, string> = { low: "Low", medium: "Medium", high: "High", critical: "Critical" };
export const AUDIT_TYPE_LABEL: Record<string, string> = { type_i: "Type I", type_ii: "Type II" };

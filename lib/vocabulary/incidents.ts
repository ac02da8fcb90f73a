// An incident's lifecycle and severity (docs/api.md "Incidents"). Each list is its column's CHECK, the zod enum and
// the label map's key set, in canonical order.

/** Where an incident is in its handling; `closed` follows the post-incident review. */
export const INCIDENT_STATUSES = ["open", "investigating", "contained", "resolved", "closed"] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

export const INCIDENT_STATUS_LABELS = {
  open: "Open",
  investigating: "Investigating",
  contained: "Contained",
  resolved: "Resolved",
  closed: "Closed",
} as const satisfies Record<IncidentStatus, string>;

/** Statuses in which the incident is still being handled. */
export const ACTIVE_INCIDENT_STATUSES = ["open", "investigating", "contained"] as const satisfies readonly IncidentStatus[];

/** SEV1 is the worst: customer-facing outage or confirmed data exposure. */
export const INCIDENT_SEVERITIES = ["sev1", "sev2", "sev3", "sev4"] as const;
export type IncidentSeverity = (typeof INCIDENT_SEVERITIES)[number];

export const INCIDENT_SEVERITY_LABELS = {
  sev1: "SEV1 · critical",
  sev2: "SEV2 · major",
  sev3: "SEV3 · minor",
  sev4: "SEV4 · low",
} as const satisfies Record<IncidentSeverity, string>;

/** Severities whose incidents cannot close without a completed post-incident review. */
export const REVIEW_REQUIRED_SEVERITIES = ["sev1", "sev2"] as const satisfies readonly IncidentSeverity[];

/** What a timeline entry records: a note someone wrote, or a change the product wrote for them. */
export const INCIDENT_ENTRY_KINDS = ["note", "status_changed", "notification", "action"] as const;
export type IncidentEntryKind = (typeof INCIDENT_ENTRY_KINDS)[number];

export const INCIDENT_ENTRY_KIND_LABELS = {
  note: "Note",
  status_changed: "Status changed",
  notification: "Notification sent",
  action: "Action",
} as const satisfies Record<IncidentEntryKind, string>;

export const INCIDENT_ACTION_STATUSES = ["open", "done"] as const;
export type IncidentActionStatus = (typeof INCIDENT_ACTION_STATUSES)[number];

export const INCIDENT_ACTION_STATUS_LABELS = { open: "Open", done: "Done" } as const satisfies Record<IncidentActionStatus, string>;

/** GDPR Art. 33(1): the supervisory authority is told within 72 hours of becoming aware of a personal data breach. */
export const GDPR_NOTIFICATION_HOURS = 72;
/** HIPAA 45 CFR 164.404(b) and 164.408(b): individuals, and HHS when 500 or more are affected, within 60 days of discovery. */
export const HIPAA_NOTIFICATION_DAYS = 60;
/** 45 CFR 164.406 and 164.408(b): from 500 affected individuals, the media and HHS are told within the same 60 days. */
export const HIPAA_MEDIA_THRESHOLD = 500;

/** The population kinds the product keeps a register of (incidents; the people roster's joiners and leavers), which a Type II population can read. */
export const REGISTER_POPULATION_KINDS = ["incidents", "new_hires", "terminations"] as const;

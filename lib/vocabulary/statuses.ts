// The status vocabularies and their human words. Each list is the CHECK of its column (db/), the zod enum and the
// label map's key set, in its canonical order (selects and filters list values in the map's order).

// ------------------------------------------------------------------------------------------- audits

/** The audit status machine's steps, in order (lib/audits/internal/status-machine.ts). */
export const AUDIT_STATUSES = ["draft", "in_progress", "evidence_review", "findings", "complete"] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];
/** The steps of an audit whose fieldwork is under way: after `draft`, before `complete`. */
export const FIELDWORK_AUDIT_STATUSES = ["in_progress", "evidence_review", "findings"] as const satisfies readonly AuditStatus[];
/** Every step but `complete`: an audit someone still works on. */
export const OPEN_AUDIT_STATUSES = ["draft", ...FIELDWORK_AUDIT_STATUSES] as const satisfies readonly AuditStatus[];

export const AUDIT_STATUS_LABELS = {
  draft: "Draft",
  in_progress: "In progress",
  evidence_review: "Evidence review",
  findings: "Findings",
  complete: "Complete",
} as const satisfies Record<AuditStatus, string>;

/**
 * The auditor's verdict on one control of the audit's snapshot (control review). `not_tested` is recorded only by
 * completing the audit with a reason for a control that was still `pending` (docs/api.md §8).
 */
export const AUDIT_CONTROL_STATUSES = ["pending", "passed", "failed", "needs_evidence", "not_tested"] as const;
export type AuditControlStatus = (typeof AUDIT_CONTROL_STATUSES)[number];

export const AUDIT_CONTROL_STATUS_LABELS = {
  pending: "Pending",
  passed: "Passed",
  failed: "Failed",
  needs_evidence: "Needs evidence",
  not_tested: "Not tested",
} as const satisfies Record<AuditControlStatus, string>;

/** Stored auditor invitation states; `expired` is derived from `expires_at` (lib/audits/internal/invitations.ts). */
export const INVITATION_STATUSES = ["pending", "accepted", "replaced"] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** The states of a listed auditor invitation: replaced ones are not listed, and a lapsed `pending` one reads `expired`. */
export const LISTED_INVITATION_STATES = ["pending", "accepted", "expired"] as const satisfies readonly (InvitationStatus | "expired")[];

export const INVITATION_STATUS_LABELS = {
  pending: "Pending",
  accepted: "Accepted",
  replaced: "Replaced",
  expired: "Expired",
} as const satisfies Record<InvitationStatus | "expired", string>;

/**
 * `open` until the customer submits (`responded`), then the auditor `accepted` it or `returned` it with a reason,
 * which opens it for another submission. `responded` keeps its published name: it is what "submitted" means here.
 */
export const EVIDENCE_REQUEST_STATUSES = ["open", "responded", "accepted", "returned"] as const;
export type EvidenceRequestStatus = (typeof EVIDENCE_REQUEST_STATUSES)[number];

export const EVIDENCE_REQUEST_STATUS_LABELS = {
  open: "Open",
  responded: "Responded",
  accepted: "Accepted",
  returned: "Returned",
} as const satisfies Record<EvidenceRequestStatus, string>;

export const FINDING_STATUSES = ["open", "in_progress", "resolved", "accepted"] as const;
export type FindingStatus = (typeof FINDING_STATUSES)[number];

export const FINDING_STATUS_LABELS = {
  open: "Open",
  in_progress: "In progress",
  resolved: "Resolved",
  accepted: "Accepted",
} as const satisfies Record<FindingStatus, string>;

// ------------------------------------------------------------------------------------------ members

export const USER_STATUSES = ["active", "deactivated"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** How an open member invitation stands (from `expiresAt`, not stored): accepted and revoked ones are not listed. */
export const MEMBER_INVITATION_STATUSES = ["pending", "expired"] as const;
export type MemberInvitationStatus = (typeof MEMBER_INVITATION_STATUSES)[number];

// ------------------------------------------------------------------------------------- integrations

/**
 * An integration's state from its last sync: is one running, did it work, and do its tests pass. `not_evaluated`: the
 * last sync ran but could evaluate no test on any resource (every result "could not evaluate"), so nothing is known.
 */
export const INTEGRATION_STATUSES = ["never_synced", "syncing", "healthy", "failing_tests", "not_evaluated", "sync_failed"] as const;
export type IntegrationStatus = (typeof INTEGRATION_STATUSES)[number];

export const INTEGRATION_STATUS_LABELS = {
  never_synced: "Never synced",
  syncing: "Syncing",
  healthy: "Healthy",
  failing_tests: "Failing tests",
  not_evaluated: "Nothing evaluated",
  sync_failed: "Sync failed",
} as const satisfies Record<IntegrationStatus, string>;

export const SYNC_STATUSES = ["running", "succeeded", "failed"] as const;
export type SyncStatus = (typeof SYNC_STATUSES)[number];

export const SYNC_STATUS_LABELS = { running: "Running", succeeded: "Succeeded", failed: "Failed" } as const satisfies Record<SyncStatus, string>;

/**
 * What a sync amounts to, as people read it. `status` says whether it ran to the end; one that did but evaluated no
 * test on any resource (its results all "could not evaluate") is no success: it is `nothing_evaluated`. A sync that
 * found no resource at all evaluated nothing because there was nothing: it succeeded.
 */
export const SYNC_OUTCOMES = ["running", "succeeded", "nothing_evaluated", "failed"] as const;
export type SyncOutcome = (typeof SYNC_OUTCOMES)[number];

export const SYNC_OUTCOME_LABELS = {
  running: "Running",
  succeeded: "Succeeded",
  nothing_evaluated: INTEGRATION_STATUS_LABELS.not_evaluated,
  failed: "Failed",
} as const satisfies Record<SyncOutcome, string>;

export function syncOutcome(sync: { status: SyncStatus; passing: number; failing: number; errors: number }): SyncOutcome {
  if (sync.status !== "succeeded") return sync.status;
  return sync.errors > 0 && sync.passing + sync.failing === 0 ? "nothing_evaluated" : "succeeded";
}

// --------------------------------------------------------------------------------------- monitoring

export const ALERT_STATES = ["open", "resolved"] as const;
export type AlertState = (typeof ALERT_STATES)[number];

export const ALERT_STATE_LABELS = { open: "Open", resolved: "Resolved" } as const satisfies Record<AlertState, string>;

/** A webhook delivery's state. */
export const DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const DELIVERY_STATUS_LABELS = { pending: "Pending", succeeded: "Delivered", failed: "Failed" } as const satisfies Record<DeliveryStatus, string>;

/**
 * How ready a control is (the readiness model, docs/api.md "Readiness"). Stored inside monitoring results and
 * custom-framework assessments.
 */
export const READINESS_STATUSES = ["met", "partial", "missing", "not_applicable"] as const;
export type ReadinessStatus = (typeof READINESS_STATUSES)[number];
/** The readiness of a control that still needs work (what the dashboard's next actions are about). */
export const UNMET_READINESS_STATUSES = ["partial", "missing"] as const satisfies readonly ReadinessStatus[];

export const READINESS_STATUS_LABELS = {
  met: "Met",
  partial: "Partly met",
  missing: "Missing",
  not_applicable: "Not applicable",
} as const satisfies Record<ReadinessStatus, string>;

/** A control's implementation in the ISO/IEC 27001 Statement of Applicability, in its own words, from its readiness. */
export const IMPLEMENTATION_STATUS_LABELS = {
  met: "Implemented",
  partial: "Partially implemented",
  missing: "Not implemented",
  not_applicable: "n/a",
} as const satisfies Record<ReadinessStatus, string>;

// ------------------------------------------------------------------------------- custom frameworks

export const FRAMEWORK_STATUSES = ["draft", "published"] as const;
export type FrameworkStatus = (typeof FRAMEWORK_STATUSES)[number];

export const FRAMEWORK_STATUS_LABELS = { draft: "Draft", published: "Published" } as const satisfies Record<FrameworkStatus, string>;

export const ASSESSMENT_STATUSES = ["compliant", "partially_compliant", "non_compliant"] as const;
export type AssessmentStatus = (typeof ASSESSMENT_STATUSES)[number];

export const ASSESSMENT_STATUS_LABELS = {
  compliant: "Compliant",
  partially_compliant: "Partially compliant",
  non_compliant: "Not compliant",
} as const satisfies Record<AssessmentStatus, string>;

/** Per control inside an assessment's `controls` JSON; derived from the readiness model (lib/readiness/status-vocabularies.ts). */
export const CONTROL_ASSESSMENT_STATUSES = ["satisfied", "stale", "missing", "not_applicable"] as const;
export type ControlAssessmentStatus = (typeof CONTROL_ASSESSMENT_STATUSES)[number];

export const CONTROL_ASSESSMENT_STATUS_LABELS = {
  satisfied: "Satisfied",
  stale: "Evidence expired",
  missing: "No evidence",
  not_applicable: "Not applicable",
} as const satisfies Record<ControlAssessmentStatus, string>;

// ---------------------------------------------------------------------------------------- documents

export const DOCUMENT_STATUSES = ["active", "archived"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** A document's approval: of its current version; a new version needs approving again. */
export const APPROVAL_STATES = ["none", "requested", "approved"] as const;
export type ApprovalState = (typeof APPROVAL_STATES)[number];

export const APPROVAL_STATE_LABELS = {
  none: "Not approved",
  requested: "Approval requested",
  approved: "Approved",
} as const satisfies Record<ApprovalState, string>;

// ----------------------------------------------------------------------------------------- evidence

/** An evidence item in the library: `deleted` items stay for the audits that cited them, outside the default list. */
export const EVIDENCE_STATUSES = ["active", "deleted"] as const;
export type EvidenceStatus = (typeof EVIDENCE_STATUSES)[number];

export const EVIDENCE_STATUS_LABELS = { active: "Active", deleted: "Deleted" } as const satisfies Record<EvidenceStatus, string>;

/** How far ahead an expiry counts as soon: the dashboard's expiring-evidence window. */
export const EVIDENCE_EXPIRING_DAYS = 30;

/**
 * Where an item stands against its `expiresAt`: `expired` once it has passed (the item is stale), `expiring` within
 * EVIDENCE_EXPIRING_DAYS, else `current` (which includes items that never expire).
 */
export const EVIDENCE_EXPIRY_STATES = ["current", "expiring", "expired"] as const;
export type EvidenceExpiryState = (typeof EVIDENCE_EXPIRY_STATES)[number];

export const EVIDENCE_EXPIRY_LABELS = {
  current: "Current",
  expiring: `Expiring within ${EVIDENCE_EXPIRING_DAYS} days`,
  expired: "Expired",
} as const satisfies Record<EvidenceExpiryState, string>;

// -------------------------------------------------------------------------------------------- risks

/**
 * A risk's life in the register, in order (docs/api.md "Risks"): `identified` until its inherent likelihood and impact
 * are scored, `assessed` once they are, `treating` while its treatment plan is under way, then `accepted` (by an owner
 * or admin, with a justification and an expiry: POST /risks/{id}/accept) or `closed`.
 */
export const RISK_STATUSES = ["identified", "assessed", "treating", "accepted", "closed"] as const;
export type RiskStatus = (typeof RISK_STATUSES)[number];
/** The statuses of a risk still on the books: not closed. */
export const OPEN_RISK_STATUSES = ["identified", "assessed", "treating", "accepted"] as const satisfies readonly RiskStatus[];

export const RISK_STATUS_LABELS = {
  identified: "Identified",
  assessed: "Assessed",
  treating: "Treating",
  accepted: "Accepted",
  closed: "Closed",
} as const satisfies Record<RiskStatus, string>;

/** A treatment task: `open` until someone marks it `done`. */
export const RISK_TASK_STATUSES = ["open", "done"] as const;
export type RiskTaskStatus = (typeof RISK_TASK_STATUSES)[number];

export const RISK_TASK_STATUS_LABELS = { open: "Open", done: "Done" } as const satisfies Record<RiskTaskStatus, string>;

/** A risk assessment is `draft` while it is prepared, then `signed` by an owner or admin: a signed one never changes. */
export const RISK_ASSESSMENT_STATUSES = ["draft", "signed"] as const;
export type RiskAssessmentStatus = (typeof RISK_ASSESSMENT_STATUSES)[number];

export const RISK_ASSESSMENT_STATUS_LABELS = { draft: "Draft", signed: "Signed off" } as const satisfies Record<RiskAssessmentStatus, string>;
// ------------------------------------------------------------------------------------------- people

/**
 * A person of the workforce (lib/people): `active` works here now; `inactive` still employed but away (leave, not yet
 * started); `former` has left. Only `active` people are asked to accept policies.
 */
export const PERSON_STATUSES = ["active", "inactive", "former"] as const;
export type PersonStatus = (typeof PERSON_STATUSES)[number];

export const PERSON_STATUS_LABELS = { active: "Active", inactive: "Inactive", former: "Former" } as const satisfies Record<PersonStatus, string>;

/** Where a person's field came from: typed by hand, a CSV import, an identity provider's sync, or SCIM provisioning. */
export const PERSON_SOURCES = ["manual", "csv", "okta", "google", "scim"] as const;
export type PersonSource = (typeof PERSON_SOURCES)[number];

export const PERSON_SOURCE_LABELS = {
  manual: "Entered by hand",
  csv: "CSV import",
  okta: "Okta",
  google: "Google Workspace",
  scim: "SCIM",
} as const satisfies Record<PersonSource, string>;

export const EMPLOYMENT_TYPES = ["employee", "contractor", "intern"] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const EMPLOYMENT_TYPE_LABELS = { employee: "Employee", contractor: "Contractor", intern: "Intern" } as const satisfies Record<EmploymentType, string>;

/**
 * Joiners and leavers (lib/people): what changed in a person's employment, recorded when it is detected. `joined`: a
 * person appears employed (or comes back after leaving); `left`: becomes former; a start or end date moved.
 */
export const PERSON_EVENT_KINDS = ["joined", "left", "start_date_changed", "end_date_changed"] as const;
export type PersonEventKind = (typeof PERSON_EVENT_KINDS)[number];

export const PERSON_EVENT_KIND_LABELS = {
  joined: "Joined",
  left: "Left",
  start_date_changed: "Start date changed",
  end_date_changed: "End date changed",
} as const satisfies Record<PersonEventKind, string>;

// -------------------------------------------------------------------------------------- policy acceptance

/**
 * Where a person stands on the policies asked of them (lib/policy-acceptance): `pending` while one current version
 * is not accepted, `complete` when every one is, `none` when no policy asks them (not active, or outside every audience).
 */
export const PERSON_POLICY_STATES = ["pending", "complete", "none"] as const;
export type PersonPolicyState = (typeof PERSON_POLICY_STATES)[number];

export const PERSON_POLICY_STATE_LABELS = { pending: "Policies pending", complete: "All accepted", none: "None asked" } as const satisfies Record<
  PersonPolicyState,
  string
>;

/** The share of active people on a policy's current version at or above which its controls count as met (issue 28). */
export const POLICY_COVERAGE_MET = 0.95;

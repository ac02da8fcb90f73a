/**
 * Human words for the stored vocabularies of kinds, types, sources and events (statuses, outcomes, severities,
 * roles, tiers and providers have theirs beside their lists in lib/vocabulary), and the helpers `labelOf` and `labelOptions`
 * for any label map. Keys are typed by the `as const` arrays of the db/<domain>.ts table files, imported as types
 * only so client components can use this module without the table files: `satisfies Record<…>` fails the
 * type-check when a value is added, renamed or removed there. The key order is the array's canonical order, so
 * `labelOptions` lists values as the domain does.
 */
import type { ControlFrequency, PopulationKind, PopulationSource } from "@/db/audit-populations";
import type { ActivityType, ActorType, AuditType } from "@/db/audits";
import type { FrameworkCategory, MappingOrigin, MappingRelationship } from "@/db/custom-frameworks";
import type { CredentialRevokedReason } from "@/db/accounts";
import type { VersionSource } from "@/db/documents";
import type { AcceptanceChannel, PolicyAudience } from "@/db/policy-acceptance";
import type { EvidenceSource } from "@/db/evidence";
import type { FrameworkKind } from "@/db/frameworks";
import type { IntegrationMode, SyncFrequency, SyncTrigger, TestSource } from "@/db/integrations";
import type { AlertType, DataType, Frequency, ReadinessSourceType, ResultTrigger, WebhookEvent } from "@/db/monitoring";
import type { SignInMethod } from "@/db/members";
import type { NotificationKind } from "@/db/notifications";
import type { RiskCategory, RiskReviewCadence, RiskTreatment } from "@/db/risks";

// ------------------------------------------------------------------------------------------- audits

export const AUDIT_TYPE_LABELS = { type_i: "Type I", type_ii: "Type II" } as const satisfies Record<AuditType, string>;

export const ACTIVITY_TYPE_LABELS = {
  audit_created: "Audit created",
  audit_updated: "Audit edited",
  status_changed: "Status changed",
  auditor_invited: "Auditor invited",
  auditor_joined: "Auditor joined",
  control_reviewed: "Control reviewed",
  evidence_requested: "Evidence requested",
  evidence_submitted: "Evidence submitted",
  finding_created: "Finding recorded",
  finding_updated: "Finding updated",
  report_generated: "Report generated",
  audit_completed: "Audit completed",
  scope_changed: "Scope changed",
  population_added: "Population added",
  population_asserted: "Population asserted complete",
  sample_drawn: "Sample drawn",
  sample_item_tested: "Sample item tested",
  evidence_accepted: "Evidence accepted",
  evidence_returned: "Evidence returned",
  comment_added: "Comment added",
} as const satisfies Record<ActivityType, string>;

/** Who acted in an audit's activity log. */
export const ACTOR_TYPE_LABELS = { customer: "Customer", auditor: "Auditor" } as const satisfies Record<ActorType, string>;

// -------------------------------------------------------------------------------------- populations and samples

export const POPULATION_KIND_LABELS = {
  new_hires: "New hires",
  terminations: "Terminations",
  changes: "Changes",
  access_reviews: "Access reviews",
  incidents: "Incidents",
  backups: "Backups",
  vulnerability_scans: "Vulnerability scans",
  other: "Other",
} as const satisfies Record<PopulationKind, string>;

/** How often a control runs: the rows of the sample-size table (docs/sampling.md). */
export const CONTROL_FREQUENCY_LABELS = {
  annual: "Annual",
  quarterly: "Quarterly",
  monthly: "Monthly",
  weekly: "Weekly",
  daily: "Daily",
  multiple_daily: "Many times a day",
} as const satisfies Record<ControlFrequency, string>;

export const POPULATION_SOURCE_LABELS = {
  csv: "CSV upload",
  api: "API",
  integration: "Integration",
  register: "The product's register",
} as const satisfies Record<PopulationSource, string>;

// -------------------------------------------------------------------------------------- frameworks

export const FRAMEWORK_KIND_LABELS = { builtin: "Built-in", custom: "Custom" } as const satisfies Record<FrameworkKind, string>;

export const FRAMEWORK_CATEGORY_LABELS = {
  custom: "Custom",
  industry: "Industry",
  internal: "Internal",
  regulatory: "Regulatory",
} as const satisfies Record<FrameworkCategory, string>;

/** A mapping's NIST OLIR relationship, read "A · Intersects with · B" (docs/api.md "Mappings"); lower-cased inside a sentence. */
export const MAPPING_RELATIONSHIP_LABELS = {
  equivalent: "Equivalent to",
  subset_of: "Subset of",
  superset_of: "Superset of",
  intersects_with: "Intersects with",
} as const satisfies Record<MappingRelationship, string>;

/** Who a mapping comes from, as its provenance badge says it. */
export const MAPPING_ORIGIN_LABELS = {
  user: "Yours",
  suggestion: "Suggested",
  copied: "Copied",
  crosswalk: "Official crosswalk",
} as const satisfies Record<MappingOrigin, string>;

/** How much of a control the work done for another framework covers (docs/api.md "Coverage"; lib/monitoring COVERAGE_STATUSES). */
export const COVERAGE_STATUS_LABELS = {
  covered: "Covered",
  partly_covered: "Partly covered",
  not_covered: "Not covered",
} as const satisfies Record<"covered" | "partly_covered" | "not_covered", string>;

// -------------------------------------------------------------------------------------- evidence

export const EVIDENCE_SOURCE_LABELS = {
  link: "Link",
  upload: "Uploaded file",
  audit_response: "Audit response",
  integration: "Integration snapshot",
} as const satisfies Record<EvidenceSource, string>;

// ------------------------------------------------------------------------------------- monitoring

export const FREQUENCY_LABELS = {
  daily: "Daily",
  weekly: "Weekly",
  monthly: "Monthly",
  quarterly: "Quarterly",
} as const satisfies Record<Frequency, string>;

export const RESULT_TRIGGER_LABELS = { scheduled: "Scheduled", manual: "Run now" } as const satisfies Record<ResultTrigger, string>;

/** `check.failed` is also a notification kind: one name for a failed compliance check in the alerts and in the inbox. */
export const ALERT_TYPE_LABELS = {
  "check.failed": "Compliance check failed",
  "check.degraded": "Score dropped",
  "schedule.error": "Check could not run",
  "test.failing": "Test failing",
  "integration.sync_failed": "Sync failed",
} as const satisfies Record<AlertType, string>;

/** What a subscriber receives, in the words of the webhook form. */
export const WEBHOOK_EVENT_LABELS = {
  "check.completed": "Every completed check",
  "integration.synced": "Every completed integration sync",
  "check.failed": "A check failed",
  "check.degraded": "A score dropped 10+ points",
  "schedule.error": "A check could not run",
  "test.failing": "An automated test started failing",
  "integration.sync_failed": "An integration could not sync",
} as const satisfies Record<WebhookEvent, string>;

/** Attestation is the company's own statement: it is always named as such. */
export const READINESS_SOURCE_LABELS = {
  evidence: "Evidence",
  document: "Document",
  attestation: "Attested",
  test: "Automated test",
  risk_assessment: "Risk assessment",
} as const satisfies Record<ReadinessSourceType, string>;

/** The data a business profile says the company handles (the monitoring questionnaire). */
export const DATA_TYPE_LABELS = {
  personal_data: "Personal data",
  sensitive_data: "Sensitive (special-category) data",
  health_data: "Health data",
  payment_cards: "Payment card data",
  children_data: "Children's data",
} as const satisfies Record<DataType, string>;

// ---------------------------------------------------------------------------------------- documents

/** How a version came to be (the version history's "How" column). */
export const VERSION_SOURCE_LABELS = { generated: "Generated", edited: "Edited", regenerated: "Regenerated" } as const satisfies Record<VersionSource, string>;

// ------------------------------------------------------------------------------------ notifications

/** How each kind of notification reads in the console and the auditor portal (bell, list, preferences). */
export const NOTIFICATION_KIND_LABELS = {
  "evidence_request.assigned": "Evidence requested",
  "evidence_request.due_soon": "Evidence due soon",
  "evidence_request.overdue": "Evidence overdue",
  "evidence_request.responded": "Evidence submitted",
  "finding.recorded": "Finding recorded",
  "finding.changed": "Finding changed",
  "finding.assigned": "Finding assigned",
  "audit.status_changed": "Audit status changed",
  "audit.completed": "Audit completed",
  "document.approval_requested": "Approval requested",
  "document.approved": "Document approved",
  "control.assigned": "Control assigned",
  "evidence.expiring": "Evidence expiring",
  "check.failed": ALERT_TYPE_LABELS["check.failed"],
  "test.failing": "Test failing",
  "integration.sync_failed": "Sync failed",
  "credential.revoked": "Credential revoked",
} as const satisfies Record<NotificationKind, string>;

// --------------------------------------------------------------------------------------- credentials

/** Why an API key or SCIM token was revoked (the API keys and SCIM pages, the notification to admins). */
export const CREDENTIAL_REVOKED_REASON_LABELS = {
  revoked: "Revoked by an admin",
  rotated: "Rotated to a new secret",
  creator_removed: "Its creator was removed",
  creator_demoted: "Its creator is no longer an admin",
  creator_deactivated: "Its creator was deactivated",
} as const satisfies Record<CredentialRevokedReason, string>;

// ------------------------------------------------------------------------------------------- sign-in

/** How a session was opened (the security page's session list). */
export const SIGN_IN_METHOD_LABELS = { password: "Password", oidc: "Single sign-on (OIDC)", saml: "Single sign-on (SAML)" } as const satisfies Record<
  SignInMethod,
  string
>;

// ----------------------------------------------------------------------------------- integrations

export const SYNC_FREQUENCY_LABELS = { hourly: "Hourly", daily: "Daily", weekly: "Weekly" } as const satisfies Record<SyncFrequency, string>;

export const SYNC_TRIGGER_LABELS = { scheduled: "Scheduled", manual: "Sync now", push: "Pushed over the API" } as const satisfies Record<SyncTrigger, string>;

export const TEST_SOURCE_LABELS = { builtin: "Built-in", custom: "Custom" } as const satisfies Record<TestSource, string>;

/** Whether an integration pulls from its system on a schedule or receives pushes (the API's `mode`). */
export const INTEGRATION_MODE_LABELS = { pull: "Synced on a schedule", push: "Pushed over the API" } as const satisfies Record<IntegrationMode, string>;

// ------------------------------------------------------------------------------------------- risks

export const RISK_CATEGORY_LABELS = {
  security: "Security",
  privacy: "Privacy",
  operational: "Operational",
  compliance: "Compliance",
  vendor: "Vendor",
  strategic: "Strategic",
  custom: "Custom",
} as const satisfies Record<RiskCategory, string>;

export const RISK_TREATMENT_LABELS = { mitigate: "Mitigate", accept: "Accept", transfer: "Transfer", avoid: "Avoid" } as const satisfies Record<
  RiskTreatment,
  string
>;

export const RISK_REVIEW_CADENCE_LABELS = {
  monthly: "Monthly",
  quarterly: "Quarterly",
  semiannual: "Every six months",
  annual: "Yearly",
} as const satisfies Record<RiskReviewCadence, string>;
// -------------------------------------------------------------------------------------- policy acceptance

export const POLICY_AUDIENCE_LABELS = { everyone: "Everyone", departments: "Some departments" } as const satisfies Record<PolicyAudience, string>;

export const ACCEPTANCE_CHANNEL_LABELS = { admin: "Recorded by an admin", self: "By the person" } as const satisfies Record<AcceptanceChannel, string>;

// ------------------------------------------------------------------------------------------ helpers

/**
 * The label of `value` in `labels`; a value the map does not know (an old row, a newer server) is
 * shown in words rather than as a code: underscores become spaces, first letter capitalised.
 */
export function labelOf(labels: Readonly<Record<string, string>>, value: string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "—";
  return Object.hasOwn(labels, value) ? labels[value] : humanize(value);
}

/** `{value, label}` pairs in the vocabulary's order, for selects and filters. */
export function labelOptions<K extends string>(labels: Readonly<Record<K, string>>): { value: K; label: string }[] {
  return (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));
}

function humanize(code: string): string {
  const words = code.replace(/[._:-]+/g, " ").trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : code;
}

// ------------------------------------------------------------------------------ account audit trail

/**
 * The account audit trail's action codes (lib/events; `recordEvent`) in plain words. Audit activity
 * codes arrive as `audit.<activity type>` and reuse ACTIVITY_TYPE_LABELS.
 */
const EVENT_LABELS: Readonly<Record<string, string>> = {
  "account.registered": "Account created",
  "api_key.created": "API key created",
  "api_key.revoked": "API key revoked",
  "api_key.rotated": "API key rotated",
  "billing.checkout_started": "Checkout started",
  "billing.customer_created": "Billing customer created",
  "billing.customer_deleted": "Billing customer deleted",
  "billing.customer_linked": "Billing customer linked",
  "billing.customer_updated": "Billing details updated",
  "billing.payment_method_updated": "Payment method updated",
  "billing.tier_changed": "Plan changed",
  "billing.usage_tracked": "Usage recorded",
  "control.scope_reset": "Scope decision withdrawn",
  "control.scope_set": "Scope decided",
  "custom_control.created": "Custom control added",
  "custom_control.deleted": "Custom control deleted",
  "custom_control.reordered": "Custom controls reordered",
  "custom_control.updated": "Custom control edited",
  "custom_framework.assessed": "Custom framework assessed",
  "custom_framework.cloned": "Framework cloned",
  "custom_framework.created": "Custom framework created",
  "custom_framework.deleted": "Custom framework deleted",
  "custom_framework.imported": "Custom framework imported",
  "custom_framework.published": "Custom framework published",
  "custom_framework.updated": "Custom framework edited",
  "document.generated": "Document generated",
  "evidence.created": "Evidence recorded",
  "evidence_file.uploaded": "Evidence file uploaded",
  "incident.action_created": "Incident action added",
  "incident.action_done": "Incident action done",
  "incident.action_updated": "Incident action edited",
  "incident.created": "Incident recorded",
  "incident.note_added": "Incident note added",
  "incident.review_completed": "Post-incident review completed",
  "incident.review_updated": "Post-incident review edited",
  "incident.status_changed": "Incident status changed",
  "incident.updated": "Incident edited",
  "integration.created": "Integration connected",
  "integration.deleted": "Integration disconnected",
  "integration.resources_pushed": "Resources pushed to an integration",
  "integration.sync_failed": "Integration sync failed",
  "integration.synced": "Integration synced",
  "integration.updated": "Integration edited",
  "member.email_changed": "Member's e-mail changed",
  "member.email_recovered": "Member's previous e-mail restored",
  "mapping_suggestion.accepted": "Suggested mapping accepted",
  "mapping_suggestion.rejected": "Suggested mapping rejected",
  "monitoring.alert_read": "Alert marked read",
  "people.imported": "People imported",
  "policy.accepted": "Policy accepted",
  "policy_requirement.created": "Policy acceptance required",
  "policy_requirement.deleted": "Policy acceptance no longer required",
  "policy_requirement.updated": "Policy acceptance audience changed",
  "person.created": "Person added",
  "person.deleted": "Person removed",
  "person.updated": "Person changed",
  "monitoring.alerts_raised": "Monitoring alerts raised",
  "monitoring.alerts_read_all": "All alerts marked read",
  "monitoring.alerts_resolved": "Monitoring alerts resolved",
  "monitoring.check_completed": "Compliance check completed",
  "monitoring.schedule_created": "Monitoring schedule created",
  "monitoring.schedule_deleted": "Monitoring schedule deleted",
  "monitoring.webhook_created": "Webhook registered",
  "monitoring.webhook_deleted": "Webhook removed",
  "monitoring.webhook_redelivered": "Webhook delivery retried",
  "monitoring.webhook_test_sent": "Webhook test sent",
  "risk.accepted": "Risk accepted",
  "risk.created": "Risk added",
  "risk.deleted": "Risk deleted",
  "risk.updated": "Risk edited",
  "risk_assessment.created": "Risk assessment started",
  "risk_assessment.signed": "Risk assessment signed off",
  "risk_scale.updated": "Risk scales changed",
  "risk_task.created": "Risk treatment task added",
  "risk_task.deleted": "Risk treatment task deleted",
  "risk_task.updated": "Risk treatment task edited",
  "sso.connection_created": "Identity provider added",
  "sso.connection_deleted": "Identity provider removed",
  "sso.connection_updated": "Identity provider changed",
  "sso.domain_added": "E-mail domain added",
  "sso.domain_removed": "E-mail domain removed",
  "sso.domain_verified": "E-mail domain verified",
  "sso.sign_in_refused": "Single sign-on refused",
  "test.created": "Custom test written",
  "test.deleted": "Custom test deleted",
  "test.exclusion_created": "Resource excluded from a test",
  "test.exclusion_revoked": "Test exclusion revoked",
  "test.remediation_sla_updated": "Remediation deadlines changed",
  "test.updated": "Custom test edited",
};

/** An audit-trail action code in words; unknown codes read as "Thing: did something", never raw. */
export function eventLabel(code: string): string {
  if (Object.hasOwn(EVENT_LABELS, code)) return EVENT_LABELS[code];
  const dot = code.indexOf(".");
  if (dot > 0 && code.slice(0, dot) === "audit") {
    const activity = code.slice(dot + 1);
    if (Object.hasOwn(ACTIVITY_TYPE_LABELS, activity)) return ACTIVITY_TYPE_LABELS[activity as ActivityType];
  }
  if (dot <= 0) return humanize(code);
  return `${humanize(code.slice(0, dot))}: ${code.slice(dot + 1).replace(/[._-]+/g, " ")}`;
}

/** The audit trail's target types (`targetType` of recordEvent) in words. */
export function targetTypeLabel(type: string): string {
  return humanize(type);
}

/**
 * What a compliance document IS, independent of the template's id, name or category: other domains
 * (monitoring) reason about kinds, so renaming or adding a template never silently changes what a
 * document counts for. Every template declares exactly one kind; a generated document's kind is its
 * template's kind.
 */
export const DOCUMENT_KINDS = [
  "privacy_policy",
  "cookie_policy",
  "data_processing_agreement",
  "consent_form",
  "incident_response_plan",
  "breach_notification_procedure",
  "information_security_policy",
  "acceptable_use_policy",
  "access_control_policy",
  "data_retention_policy",
  "vendor_management_policy",
  "business_continuity_plan",
] as const;

export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

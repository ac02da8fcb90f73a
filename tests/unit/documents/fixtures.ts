import type { DocumentTemplate, Variables } from "@/lib/documents/internal/types";

/** One realistic company's answers, covering every field of every template. */
export const realisticVariables: Variables = {
  companyName: "Harbor Health Analytics Inc.",
  companyAddress: "500 Atlantic Avenue, Suite 1200, Boston, MA 02210, USA",
  website: "https://www.harborhealth.example",
  contactEmail: "privacy@harborhealth.example",
  securityEmail: "security@harborhealth.example",
  dpoEmail: "dpo@harborhealth.example",
  euRepresentative: "DataRep Europe BV, Keizersgracht 62, 1015 CS Amsterdam, Netherlands",
  effectiveDate: "2027-01-15",
  policyOwner: "VP of Security and Compliance",
  dataTypes: ["personal_data", "health_data", "payment_cards"],
  regions: ["eea", "uk", "california", "us_other"],
  dataCategories: ["Names and work e-mail addresses of clinic staff", "Patient appointment and treatment records", "Device and log data from the mobile app"],
  processingPurposes: [
    "Delivering the scheduling service (contract)",
    "Detecting abuse and securing accounts (legitimate interests)",
    "Meeting HIPAA record-keeping duties (legal obligation)",
  ],
  recipients: ["Microsoft Azure (hosting, EU and US regions)", "Intercom (customer support)", "Stripe (payments)"],
  subprocessors: [
    "Microsoft Ireland Operations Ltd: hosting, Ireland",
    "Intercom R&D Unlimited: support, Ireland",
    "Stripe Payments Europe Ltd: payments, Ireland",
  ],
  transferMechanism: "the EU Standard Contractual Clauses (Decision (EU) 2021/914) and the EU-US Data Privacy Framework",
  supervisoryAuthority: "the Autoriteit Persoonsgegevens (Netherlands)",
  retentionPeriod: "36 months after the account is closed",
  governingLaw: "the Netherlands",
  incidentLead: "Director of Security Operations",
  criticalSystems: ["Scheduling web application", "Patient records database", "Okta single sign-on"],
  processingNature: "hosting and processing clinic scheduling data to provide the Harbor scheduling platform",
  dataSubjects: ["Clinic staff", "Patients of the clinic"],
  consentPurposes: ["Appointment reminders by text message", "Sharing anonymised outcomes with research partners"],
  escalationContacts: ["Outside counsel: Rowe & Partners LLP", "Forensics: Blackline DFIR"],
  analyticsProviders: ["Matomo (self-hosted): page statistics, 13 months"],
  advertisingPartners: ["Google Ads conversion tag: 90 days"],
  consentManager: "our consent banner",
  approvedTools: ["Microsoft 365", "Slack Enterprise Grid"],
  retentionSchedule: ["Patient scheduling records: 6 years after last appointment", "Invoices: 7 years", "Audit logs: 1 year"],
  criticalVendors: ["Microsoft Azure: hosting", "Okta: identity"],
  recoveryTimeObjective: "2 hours",
  recoveryPointObjective: "5 minutes",
  recoverySite: "the Azure North Europe region",
  identityProvider: "Okta",
};

/** The realistic variables restricted to a template's own fields. */
export function variablesFor(t: DocumentTemplate): Variables {
  const out: Variables = {};
  for (const f of t.fields) if (realisticVariables[f.name] !== undefined) out[f.name] = realisticVariables[f.name];
  return out;
}

/** Removes one `## n. …` section (heading and body) from a rendered document. */
export function withoutSection(markdown: string, headingTitle: string): string {
  const parts = markdown.split(/\n(?=## )/);
  const kept = parts.filter((p) => !(p.startsWith("## ") && p.split("\n")[0].replace(/^## \d+\.\s*/, "") === headingTitle));
  if (kept.length !== parts.length - 1) throw new Error(`section ${headingTitle} not found exactly once`);
  return kept.join("\n");
}

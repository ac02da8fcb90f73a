/**
 * The security and privacy practices a company can attest in a business profile (docs/api.md "Readiness"),
 * and the data types that bring conditional controls into scope. Which practices each built-in control
 * needs is written down in control-rules.ts. An attested practice is the company's own statement: it is
 * shown as "Attested" and never makes a control met by itself (assess-readiness.ts).
 */

export const PRACTICE_KEYS = [
  "mfa",
  "encryptionAtRest",
  "encryptionInTransit",
  "accessReviews",
  "securityTraining",
  "incidentResponsePlan",
  "backups",
  "logging",
  "vulnerabilityManagement",
  "vendorManagement",
  "changeManagement",
  "dataRetention",
  "privacyPolicy",
  "riskAssessment",
  "businessContinuity",
] as const;

export type PracticeKey = (typeof PRACTICE_KEYS)[number];

// The data types live with the tables that store business profiles (db/monitoring.ts), so their labels share the list.
export { DATA_TYPES, type DataType } from "@/db/monitoring";

export interface Practice {
  key: PracticeKey;
  label: string;
  /** The questionnaire asks this; "yes" attests the practice. */
  question: string;
  /** What to do when the practice is missing: the actionable half of a failing control's reason. */
  remediation: string;
}

export const PRACTICES: Record<PracticeKey, Practice> = {
  mfa: {
    key: "mfa",
    label: "Multi-factor authentication",
    question: "Is multi-factor authentication enforced for every workforce, administrator and remote-access account?",
    remediation: "enforce multi-factor authentication on every workforce, administrator and remote-access account",
  },
  encryptionAtRest: {
    key: "encryptionAtRest",
    label: "Encryption at rest",
    question: "Are databases, file storage, backups and laptops encrypted at rest with managed keys?",
    remediation: "encrypt databases, file storage, backups and endpoints at rest (e.g. AES-256) with managed, rotated keys",
  },
  encryptionInTransit: {
    key: "encryptionInTransit",
    label: "Encryption in transit",
    question: "Is every connection that carries company or customer data protected with TLS 1.2 or later?",
    remediation: "require TLS 1.2+ on every external and internal connection that carries data and disable plaintext protocols",
  },
  accessReviews: {
    key: "accessReviews",
    label: "Access control and reviews",
    question: "Is access granted by role on least privilege, reviewed at least quarterly, and removed promptly when people leave or move?",
    remediation: "grant access by role on least privilege, review user and privileged access at least quarterly and revoke it on departure or role change",
  },
  securityTraining: {
    key: "securityTraining",
    label: "Security awareness training",
    question: "Does every employee and contractor complete security awareness training at onboarding and at least yearly?",
    remediation: "run security awareness training at onboarding and yearly, and keep completion records",
  },
  incidentResponsePlan: {
    key: "incidentResponsePlan",
    label: "Incident response plan",
    question: "Is there a written, tested incident response plan with roles, escalation and breach-notification steps?",
    remediation: "write an incident response plan with roles, escalation, breach-notification deadlines and a yearly tabletop test",
  },
  backups: {
    key: "backups",
    label: "Backups",
    question: "Are production data backed up automatically, stored separately and restored in a test at least yearly?",
    remediation: "back up production data automatically to a separate location, encrypt the copies and test a restore at least yearly",
  },
  logging: {
    key: "logging",
    label: "Logging and monitoring",
    question: "Are security-relevant events logged centrally, retained, protected from tampering and monitored with alerts?",
    remediation: "centralise security and audit logs, protect and retain them, and alert on suspicious activity",
  },
  vulnerabilityManagement: {
    key: "vulnerabilityManagement",
    label: "Vulnerability management",
    question: "Are systems scanned for vulnerabilities, patched within defined deadlines, protected against malware and penetration-tested yearly?",
    remediation: "scan systems for vulnerabilities, patch within defined deadlines, run anti-malware and commission a yearly penetration test",
  },
  vendorManagement: {
    key: "vendorManagement",
    label: "Vendor management",
    question: "Is there an inventory of vendors with due diligence, security and data-processing terms in contracts, and periodic reviews?",
    remediation: "keep a vendor inventory, assess vendors before onboarding, put security and data-processing terms in contracts and review them yearly",
  },
  changeManagement: {
    key: "changeManagement",
    label: "Change management",
    question: "Are changes to systems and code reviewed, tested and approved before release, against documented baseline configurations?",
    remediation: "require peer review, testing and approval for every production change, keep baseline configurations and an asset inventory",
  },
  dataRetention: {
    key: "dataRetention",
    label: "Data retention and disposal",
    question: "Is there a data retention schedule, with secure deletion of data and media once it expires?",
    remediation: "adopt a data retention schedule and securely delete data and sanitise media when retention ends",
  },
  privacyPolicy: {
    key: "privacyPolicy",
    label: "Privacy programme and notice",
    question: "Is a privacy notice published, with a lawful basis for each processing purpose, consent where needed and a process for data-subject requests?",
    remediation:
      "publish a privacy notice, record the lawful basis of each processing purpose, collect consent where required and handle data-subject requests",
  },
  riskAssessment: {
    key: "riskAssessment",
    label: "Risk assessment",
    question: "Is a documented risk assessment performed at least yearly, with owners and a treatment plan for each risk?",
    remediation: "perform and document a risk assessment at least yearly, with an owner and a treatment plan for each risk",
  },
  businessContinuity: {
    key: "businessContinuity",
    label: "Business continuity and disaster recovery",
    question: "Is there a business continuity and disaster recovery plan with recovery objectives, tested at least yearly?",
    remediation: "write a business continuity and disaster recovery plan with recovery time and point objectives and test it yearly",
  },
};

import type { LibraryTemplate } from "../types";
import { companyName, contactEmail, dataTypes, effectiveDate, policyOwner, retentionPeriod } from "../fields";

const template: LibraryTemplate = {
  id: "data-retention-policy",
  name: "Data Retention and Disposal Policy",
  category: "data-retention",
  kind: "data_retention_policy",
  description:
    "Sets how long each kind of record and personal data is kept, why, and how it is securely deleted or anonymised at the end, including legal holds, backups and erasure requests. Meets GDPR storage limitation (Art. 5(1)(e)), ISO/IEC 27001 A.5.33 and A.8.10, SOC 2 C1.2 and P4.2 and HIPAA 164.316(b)(2).",
  frameworks: ["gdpr", "iso27001", "hipaa", "soc2"],
  keywords: [
    "data retention",
    "records retention",
    "retention schedule",
    "how long to keep data",
    "deletion",
    "disposal",
    "storage limitation",
    "archiving",
    "legal hold",
    "data destruction",
    "keep customer data",
  ],
  version: "1.0.0",
  fields: [
    companyName,
    policyOwner,
    contactEmail,
    retentionPeriod,
    {
      name: "retentionSchedule",
      label: "Retention schedule",
      type: "string[]",
      required: true,
      description: "Record types with their retention period and trigger.",
      example: [
        "Customer account and service data: duration of the contract plus 30 days",
        "Invoices and accounting records: 7 years after the end of the financial year",
        "Security and audit logs: 1 year, 3 months immediately available",
        "Recruitment records of unsuccessful candidates: 6 months after the decision",
        "Employee personnel files: 6 years after employment ends",
        "Marketing contacts: until consent is withdrawn or 24 months without engagement",
      ],
    },
    dataTypes,
    effectiveDate,
  ],
  intro: `**Owner:** {{policyOwner}} · **Effective date:** {{effectiveDate}}

Keeping information longer than necessary increases cost and risk; deleting it too early can breach legal duties. This policy sets how long {{companyName}} keeps its records and personal data, and how they are disposed of at the end of that period.`,
  sections: [
    {
      id: "purpose-scope",
      title: "Purpose and Scope",
      required: true,
      requirements: ["GDPR Art. 5(1)(e)", "ISO 27001 A.5.33", "SOC 2 C1.2", "SOC 2 P4.2", "HIPAA 164.316(b)(2)(i)"],
      body: `This policy applies to all records and information created, received or maintained by {{companyName}}, in any format and location, including production databases, file storage, e-mail, messaging, paper files, logs and backups, and to the same information held for us by service providers.`,
    },
    {
      id: "retention-principles",
      title: "Retention Principles",
      required: true,
      requirements: ["GDPR Art. 5(1)(e)", "GDPR Art. 25(2)", "ISO 27001 A.5.34", "SOC 2 P4.2"],
      body: `- Personal data is kept in a form that permits identification of individuals for no longer than is necessary for the purposes for which it is processed.
- Every type of record has a defined retention period and a documented reason, such as a legal obligation, a contractual commitment or a legitimate business need.
- Where no specific period applies, personal data is kept for {{retentionPeriod}}.
- When the period ends, information is securely deleted or irreversibly anonymised, unless a legal hold applies.
- Systems are designed so that retention periods can be applied automatically.`,
    },
    {
      id: "retention-schedule",
      title: "Retention Schedule",
      required: true,
      requirements: ["GDPR Art. 30(1)(f)", "ISO 27001 A.5.33", "SOC 2 P4.2", "HIPAA 164.316(b)(2)(i)"],
      body: `The following retention periods apply:

{{list retentionSchedule}}

Policies, procedures and records of actions, activities and assessments required by the HIPAA Security Rule are retained for six years from the date of their creation or the date when they last were in effect, whichever is later.{{#if dataTypes includes "payment_cards"}} Cardholder data is not stored after authorisation unless there is a documented business need, and sensitive authentication data is never stored after authorisation.{{/if}} Information owners propose changes to the schedule; the {{policyOwner}} approves them and records the legal basis for each period.`,
    },
    {
      id: "legal-hold",
      title: "Legal Holds",
      required: true,
      requirements: ["GDPR Art. 17(3)(e)", "ISO 27001 A.5.33", "ISO 27001 A.5.28"],
      body: `When litigation, an investigation or a regulatory inquiry is reasonably anticipated, the legal team issues a legal hold identifying the records to be preserved. Records under a legal hold must not be deleted or altered, even if their retention period has expired, until the legal team releases the hold in writing.`,
    },
    {
      id: "secure-disposal",
      title: "Secure Deletion and Disposal",
      required: true,
      requirements: [
        "GDPR Art. 17(1)",
        "ISO 27001 A.8.10",
        "ISO 27001 A.7.14",
        "SOC 2 C1.2",
        "SOC 2 P4.3",
        "SOC 2 CC6.5",
        "HIPAA 164.310(d)(2)(i)",
        "HIPAA 164.310(d)(2)(ii)",
      ],
      body: `At the end of the retention period information is disposed of securely so that it cannot be recovered: records in databases and storage are deleted by automated jobs or cryptographically erased, paper is cross-cut shredded, and storage media and devices are wiped to NIST SP 800-88 standards or physically destroyed before reuse or disposal, with a certificate of destruction from any disposal contractor. Deletion of Restricted data is logged.`,
    },
    {
      id: "backups-archives",
      title: "Backups and Archives",
      required: true,
      requirements: ["ISO 27001 A.8.13", "SOC 2 A1.2", "GDPR Art. 5(1)(e)"],
      body: `Backups are kept for no longer than 35 days and are not used to restore deleted personal data except to recover from an incident; where a restore occurs, deletions made since the backup are re-applied. Archives are encrypted, access-restricted and subject to the same retention periods as the original records.`,
    },
    {
      id: "erasure-requests",
      title: "Erasure Requests",
      required: true,
      requirements: ["GDPR Art. 17", "GDPR Art. 19", "SOC 2 P4.3"],
      body: `Requests from individuals to erase their personal data are sent to {{contactEmail}} and answered within one month. Where erasure is required, the data is deleted from live systems and marked so that it is not restored from backups, and recipients to whom the data was disclosed are informed unless this proves impossible or involves disproportionate effort. Where a legal obligation requires the data to be kept, the individual is told why and the data is restricted to that purpose.`,
    },
    {
      id: "roles-responsibilities",
      title: "Roles and Responsibilities",
      required: true,
      requirements: ["GDPR Art. 24", "ISO 27001 A.5.2", "SOC 2 CC1.3"],
      body: `The {{policyOwner}} owns this policy and the retention schedule. Information owners make sure their systems apply the periods. Engineering maintains automated deletion jobs and monitors them for failures. All personnel delete working copies, exports and e-mail attachments they no longer need.`,
    },
    {
      id: "review-compliance",
      title: "Review and Compliance",
      required: true,
      requirements: ["ISO 27001 A.5.36", "SOC 2 CC4.1", "HIPAA 164.316(b)(2)(iii)"],
      body: `Compliance with the retention schedule is checked at least annually by sampling systems for data held beyond its period. This policy is reviewed at least annually and updated in response to changes in law, business processes or systems.`,
    },
  ],
};

export default template;

import type { TemplateField } from "./types";

/**
 * Field definitions shared by several templates, so that one set of variables (e.g. in bulk
 * generation) means the same thing in every document. Templates may also declare their own.
 */

export const DATA_TYPE_OPTIONS = ["personal_data", "sensitive_data", "health_data", "payment_cards", "children_data"] as const;

export const REGION_OPTIONS = ["eea", "uk", "california", "us_other", "rest_of_world"] as const;

const f = (field: TemplateField): TemplateField => field;

export const companyName = f({
  name: "companyName",
  label: "Company name",
  type: "string",
  required: true,
  description: "Legal name of the organisation adopting the document.",
  example: "Northwind Analytics Ltd",
});
export const companyAddress = f({
  name: "companyAddress",
  label: "Registered address",
  type: "string",
  required: true,
  description: "Postal address of the organisation's registered office.",
  example: "14 Harbour Square, Dublin D02 X285, Ireland",
});
export const website = f({
  name: "website",
  label: "Website",
  type: "url",
  required: true,
  description: "Main website or service address the document applies to.",
  example: "https://www.northwind-analytics.example",
});
export const contactEmail = f({
  name: "contactEmail",
  label: "Privacy contact e-mail",
  type: "email",
  required: true,
  description: "Address that receives privacy questions and data subject requests.",
  example: "privacy@northwind-analytics.example",
});
export const securityEmail = f({
  name: "securityEmail",
  label: "Security contact e-mail",
  type: "email",
  required: true,
  description: "Address that receives security reports and incident notifications.",
  example: "security@northwind-analytics.example",
});
export const effectiveDate = f({
  name: "effectiveDate",
  label: "Effective date",
  type: "date",
  required: true,
  description: "Date from which the document applies (YYYY-MM-DD).",
  example: "2026-12-01",
});
export const policyOwner = f({
  name: "policyOwner",
  label: "Policy owner",
  type: "string",
  required: true,
  description: "Role accountable for maintaining and enforcing the document.",
  example: "Chief Information Security Officer",
});
export const dpoEmail = f({
  name: "dpoEmail",
  label: "Data protection officer e-mail",
  type: "email",
  required: false,
  description: "Contact of the data protection officer, where one is designated (GDPR Art. 37).",
  example: "dpo@northwind-analytics.example",
});
export const euRepresentative = f({
  name: "euRepresentative",
  label: "EU representative",
  type: "string",
  required: false,
  description: "Name and address of the representative in the Union, for organisations established outside it (GDPR Art. 27).",
  example: "EU Rep Services GmbH, Friedrichstrasse 68, 10117 Berlin, Germany",
});
export const dataTypes = f({
  name: "dataTypes",
  label: "Types of data handled",
  type: "string[]",
  required: false,
  description: "Kinds of sensitive data the organisation handles; sections that apply only to them appear when listed.",
  example: ["personal_data", "health_data"],
  options: DATA_TYPE_OPTIONS,
  optionLabels: {
    personal_data: "personal data",
    sensitive_data: "special category data",
    health_data: "health data",
    payment_cards: "payment card data",
    children_data: "children's data",
  },
});
export const regions = f({
  name: "regions",
  label: "Regions served",
  type: "string[]",
  required: false,
  description: "Where the people whose data is processed live; region-specific sections appear when listed.",
  example: ["eea", "uk", "california"],
  options: REGION_OPTIONS,
  optionLabels: {
    eea: "the European Economic Area",
    uk: "the United Kingdom",
    california: "California",
    us_other: "other US states",
    rest_of_world: "the rest of the world",
  },
});
export const dataCategories = f({
  name: "dataCategories",
  label: "Categories of personal data",
  type: "string[]",
  required: true,
  description: "Kinds of personal data collected or processed.",
  example: [
    "Identity data such as name and job title",
    "Contact data such as e-mail address and telephone number",
    "Account and usage data such as log-in times and feature use",
    "Billing data such as invoices and payment status",
  ],
});
export const processingPurposes = f({
  name: "processingPurposes",
  label: "Purposes of processing",
  type: "string[]",
  required: true,
  description: "Why personal data is used, each with its legal basis where possible.",
  example: [
    "Providing and supporting the service (performance of a contract)",
    "Securing accounts and preventing fraud (legitimate interests)",
    "Sending product news to customers who opted in (consent)",
    "Keeping accounting records (legal obligation)",
  ],
});
export const recipients = f({
  name: "recipients",
  label: "Recipients of personal data",
  type: "string[]",
  required: true,
  description: "Categories of recipients or named service providers that receive personal data.",
  example: ["Cloud hosting provider (EU regions)", "Customer support platform", "Payment processor", "Professional advisers such as auditors and lawyers"],
});
export const subprocessors = f({
  name: "subprocessors",
  label: "Sub-processors",
  type: "string[]",
  required: true,
  description: "Sub-processors engaged at signature, with their function and location.",
  example: [
    "Example Cloud Host Ltd: hosting, Ireland",
    "Example Helpdesk Inc.: customer support, United States",
    "Example Mail Delivery Inc.: e-mail delivery, United States",
  ],
});
export const transferMechanism = f({
  name: "transferMechanism",
  label: "Transfer safeguard",
  type: "string",
  required: true,
  description: "Safeguard used for transfers outside the EEA/UK (GDPR Art. 46).",
  example: "the European Commission's Standard Contractual Clauses (Decision (EU) 2021/914) and the UK International Data Transfer Addendum",
});
export const supervisoryAuthority = f({
  name: "supervisoryAuthority",
  label: "Lead supervisory authority",
  type: "string",
  required: true,
  description: "Data protection authority competent for the organisation.",
  example: "the Data Protection Commission (Ireland)",
});
export const retentionPeriod = f({
  name: "retentionPeriod",
  label: "Standard retention period",
  type: "string",
  required: true,
  description: "Default period personal data is kept after the relationship ends.",
  example: "24 months after the end of the customer relationship",
});
export const governingLaw = f({
  name: "governingLaw",
  label: "Governing law",
  type: "string",
  required: true,
  description: "Law of the EU Member State governing the agreement.",
  example: "Ireland",
});
export const incidentLead = f({
  name: "incidentLead",
  label: "Incident response lead",
  type: "string",
  required: true,
  description: "Role that leads the response to security incidents.",
  example: "Head of Security Operations",
});
export const criticalSystems = f({
  name: "criticalSystems",
  label: "Critical systems",
  type: "string[]",
  required: true,
  description: "Systems and services whose loss would stop the business.",
  example: [
    "Customer-facing web application and API",
    "Production PostgreSQL database",
    "Identity provider (single sign-on)",
    "Payment and billing integration",
  ],
});

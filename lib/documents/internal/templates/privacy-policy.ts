import type { LibraryTemplate } from "../types";
import {
  companyAddress,
  companyName,
  contactEmail,
  dataCategories,
  dataTypes,
  dpoEmail,
  effectiveDate,
  euRepresentative,
  processingPurposes,
  recipients,
  regions,
  retentionPeriod,
  supervisoryAuthority,
  transferMechanism,
  website,
} from "../fields";

const template: LibraryTemplate = {
  id: "privacy-policy",
  name: "Privacy Policy",
  category: "privacy-policy",
  kind: "privacy_policy",
  description:
    "Public privacy notice telling customers, users and website visitors what personal data is collected, why, on which legal basis, who receives it, how long it is kept and how to exercise their rights. Written for GDPR Articles 12 to 14 and aware of the CCPA/CPRA.",
  frameworks: ["gdpr", "soc2"],
  keywords: [
    "privacy notice",
    "privacy statement",
    "data protection notice",
    "website privacy",
    "ccpa",
    "cpra",
    "california",
    "transparency",
    "personal information",
    "data subject rights",
  ],
  version: "1.0.0",
  fields: [
    companyName,
    companyAddress,
    website,
    contactEmail,
    dpoEmail,
    euRepresentative,
    dataCategories,
    processingPurposes,
    recipients,
    transferMechanism,
    retentionPeriod,
    supervisoryAuthority,
    dataTypes,
    regions,
    effectiveDate,
  ],
  intro: `**Effective date:** {{effectiveDate}}

This Privacy Policy explains how {{companyName}} ("we", "us", "our") collects and uses personal data when you use {{website}}, our products and services, or otherwise interact with us. It is written to give you the information required by Articles 13 and 14 of the EU General Data Protection Regulation (GDPR) and the UK GDPR{{#if regions includes "california"}}, and the notices required by the California Consumer Privacy Act as amended by the California Privacy Rights Act (CCPA/CPRA){{/if}}. Please read it together with any specific notice we give you when we collect your data.`,
  sections: [
    {
      id: "controller-identity",
      title: "Who We Are and How to Contact Us",
      required: true,
      requirements: ["GDPR Art. 13(1)(a)", "GDPR Art. 13(1)(b)", "GDPR Art. 27", "SOC 2 P1.1"],
      body: `{{companyName}}, of {{companyAddress}}, is the controller of the personal data described in this policy: we decide why and how it is processed.

You can contact us about this policy or your personal data at {{contactEmail}} or by post at the address above.
{{#if dpoEmail}}
We have appointed a data protection officer, who can be contacted at {{dpoEmail}}.
{{/if}}
{{#if euRepresentative}}
Because we are established outside the European Union, we have appointed a representative in the Union under Article 27 GDPR: {{euRepresentative}}.
{{/if}}`,
    },
    {
      id: "data-collected",
      title: "Personal Data We Collect",
      required: true,
      requirements: ["GDPR Art. 13(1)", "GDPR Art. 14(1)(d)", "GDPR Art. 14(2)(f)", "SOC 2 P3.1", "CCPA Cal. Civ. Code 1798.100(a)"],
      body: `We collect the following categories of personal data:

{{list dataCategories}}

Most of this data you give us directly, for example when you create an account, contact support or sign a contract. Some is generated when you use our services (such as log and device data), and some we receive from third parties, such as your employer when it grants you access to its account, or payment providers confirming a transaction. We collect only the data that is adequate, relevant and limited to what is necessary for the purposes below.`,
    },
    {
      id: "purposes-legal-basis",
      title: "How We Use Personal Data and Our Legal Bases",
      required: true,
      requirements: ["GDPR Art. 6(1)", "GDPR Art. 13(1)(c)", "GDPR Art. 13(1)(d)", "SOC 2 P4.1"],
      body: `We use personal data for the following purposes:

{{list processingPurposes}}

Each purpose relies on one of these legal bases under Article 6(1) GDPR: the performance of a contract with you or steps you ask us to take before entering into one; compliance with a legal obligation to which we are subject; our legitimate interests, such as securing our services, preventing fraud and improving our products, where those interests are not overridden by your rights and interests; or your consent, where we ask for it. Where we rely on legitimate interests, you may ask us for details of the balancing test we carried out. We will not use personal data for a new purpose that is incompatible with the purpose for which it was collected without telling you first and, where required, obtaining your consent.`,
    },
    {
      id: "special-categories",
      title: "Health and Other Special Category Data",
      required: false,
      when: `dataTypes includes "health_data"`,
      requirements: ["GDPR Art. 9(1)", "GDPR Art. 9(2)(a)", "GDPR Art. 9(2)(h)"],
      body: `Some of our services involve health data, which the GDPR treats as a special category of personal data. We process it only where an exception under Article 9(2) GDPR applies, normally your explicit consent or, where we act for a healthcare provider, the provision of health care under the responsibility of a professional bound by secrecy. Access to health data is restricted to staff who need it for the purpose concerned, and it is encrypted in transit and at rest.`,
    },
    {
      id: "recipients",
      title: "Who We Share Personal Data With",
      required: true,
      requirements: ["GDPR Art. 13(1)(e)", "GDPR Art. 28", "SOC 2 P6.1", "CCPA Cal. Civ. Code 1798.115"],
      body: `We share personal data only as needed for the purposes described above, with the following recipients or categories of recipients:

{{list recipients}}

Service providers that process personal data on our behalf act as processors under written contracts that meet Article 28 GDPR: they may use the data only on our instructions, must keep it confidential and secure, and must help us honour your rights. We may also disclose personal data where required by law, to protect our rights or the safety of others, or to a buyer or successor in the event of a merger, acquisition or sale of assets, subject to this policy. We do not sell personal data.`,
    },
    {
      id: "international-transfers",
      title: "International Transfers",
      required: true,
      requirements: ["GDPR Art. 13(1)(f)", "GDPR Art. 44", "GDPR Art. 45", "GDPR Art. 46"],
      body: `Some recipients are located outside the European Economic Area and the United Kingdom. Where personal data is transferred to a country that has not received an adequacy decision from the European Commission (or, for the UK, adequacy regulations), we protect it with {{transferMechanism}}, together with supplementary measures such as encryption where our transfer risk assessment requires them. You can obtain a copy of the relevant safeguards by contacting us at {{contactEmail}}.`,
    },
    {
      id: "retention",
      title: "How Long We Keep Personal Data",
      required: true,
      requirements: ["GDPR Art. 5(1)(e)", "GDPR Art. 13(2)(a)", "SOC 2 P4.2", "CCPA Cal. Civ. Code 1798.100(a)(3)"],
      body: `We keep personal data only for as long as we need it for the purposes for which it was collected. Unless a longer period is required or permitted by law (for example, tax and accounting records, which we keep for the statutory retention period), we keep personal data for {{retentionPeriod}}. When the retention period ends we securely delete the data or anonymise it so that it can no longer be associated with you.`,
    },
    {
      id: "data-subject-rights",
      title: "Your Rights",
      required: true,
      requirements: ["GDPR Art. 12", "GDPR Art. 13(2)(b)", "GDPR Art. 13(2)(c)", "GDPR Arts. 15-21", "SOC 2 P5.1", "SOC 2 P5.2"],
      body: `Subject to the conditions and exceptions in data protection law, you have the right to:

- **access** the personal data we hold about you and receive a copy of it (Article 15);
- **rectification** of inaccurate or incomplete personal data (Article 16);
- **erasure** of your personal data, also known as the right to be forgotten (Article 17);
- **restriction** of processing in certain circumstances (Article 18);
- **data portability**: to receive data you provided to us in a structured, commonly used and machine-readable format and to have it transmitted to another controller (Article 20);
- **object** at any time to processing based on our legitimate interests, and without any condition to direct marketing (Article 21).

Where we process personal data on the basis of your consent, you have the right to withdraw your consent at any time, without affecting the lawfulness of processing carried out before the withdrawal. You can withdraw consent through your account settings, the unsubscribe link in our messages, or by writing to {{contactEmail}}.

To exercise any right, contact us at {{contactEmail}}. We will answer within one month of receiving your request; where requests are complex or numerous we may extend this by two further months and will tell you why. We may need to verify your identity before acting on a request. Exercising your rights is free of charge unless a request is manifestly unfounded or excessive.`,
    },
    {
      id: "provision-requirement",
      title: "Whether You Have to Provide Personal Data",
      required: true,
      requirements: ["GDPR Art. 13(2)(e)"],
      body: `Providing personal data is not a statutory requirement. Some personal data is a contractual requirement or necessary to enter into a contract with us: for example, we cannot create an account or provide the service without a name and e-mail address, and we cannot take payment without billing details. Where data is optional we say so when we collect it, and the only consequence of not providing it is that the related feature will not be available.`,
    },
    {
      id: "automated-decisions",
      title: "Automated Decision-Making and Profiling",
      required: true,
      requirements: ["GDPR Art. 13(2)(f)", "GDPR Art. 22"],
      body: `We do not make decisions about you based solely on automated processing, including profiling, that produce legal effects concerning you or similarly significantly affect you. If we introduce such processing we will update this policy beforehand, explain the logic involved and the significance and envisaged consequences for you, and give you the right to obtain human intervention, to express your point of view and to contest the decision.`,
    },
    {
      id: "security-measures",
      title: "How We Protect Personal Data",
      required: true,
      requirements: ["GDPR Art. 5(1)(f)", "GDPR Art. 32", "SOC 2 CC6.1", "SOC 2 CC6.7"],
      body: `We protect personal data with technical and organisational measures appropriate to the risk, including encryption in transit and at rest, role-based access control with multi-factor authentication, logging and monitoring of access, regular backups, vulnerability management, staff confidentiality obligations and security training. No system is completely secure; if a personal data breach is likely to result in a high risk to your rights and freedoms, we will tell you without undue delay.`,
    },
    {
      id: "children",
      title: "Children's Data",
      required: false,
      when: `dataTypes includes "children_data"`,
      requirements: ["GDPR Art. 8", "CCPA Cal. Civ. Code 1798.120(c)"],
      body: `Where our services are offered directly to children, we obtain consent given or authorised by the holder of parental responsibility when the child is below the age of digital consent in their country (between 13 and 16 in the EU), and we make reasonable efforts to verify it. We do not sell or share the personal information of consumers under 16. Parents and guardians may contact {{contactEmail}} to review or delete their child's data.`,
    },
    {
      id: "california-rights",
      title: "Notice to California Residents",
      required: false,
      when: `regions includes "california"`,
      requirements: [
        "CCPA Cal. Civ. Code 1798.100",
        "CCPA Cal. Civ. Code 1798.105",
        "CCPA Cal. Civ. Code 1798.106",
        "CCPA Cal. Civ. Code 1798.110",
        "CCPA Cal. Civ. Code 1798.120",
        "CCPA Cal. Civ. Code 1798.121",
        "CCPA Cal. Civ. Code 1798.125",
      ],
      body: `If you are a California resident, the CCPA/CPRA gives you the right to know the categories and specific pieces of personal information we have collected, the sources, the business purposes and the categories of third parties to whom we disclose it; the right to delete and to correct personal information; the right to opt out of the sale or sharing of personal information for cross-context behavioural advertising; the right to limit the use of sensitive personal information; and the right not to be discriminated against for exercising these rights.

The categories of personal information we collected in the past twelve months are those listed in "Personal Data We Collect" above, obtained from the sources described there and used for the business purposes described in "How We Use Personal Data". We do not sell personal information and do not share it for cross-context behavioural advertising, and we do not use sensitive personal information for purposes other than those permitted by Cal. Code Regs. tit. 11, section 7027(m). We honour Global Privacy Control signals as a valid opt-out request.

To exercise your rights, e-mail {{contactEmail}}. We will confirm receipt within 10 business days and respond within 45 calendar days. You may use an authorised agent; we will ask the agent for proof of authorisation and may ask you to verify your identity directly.`,
    },
    {
      id: "complaints",
      title: "Complaints",
      required: true,
      requirements: ["GDPR Art. 13(2)(d)", "GDPR Art. 77", "SOC 2 P8.1"],
      body: `If you have a concern about how we handle personal data, please contact us first at {{contactEmail}} so that we can try to resolve it. You also have the right to lodge a complaint with a supervisory authority, in particular in the Member State of your habitual residence, place of work or place of the alleged infringement. Our lead supervisory authority is {{supervisoryAuthority}}.`,
    },
    {
      id: "policy-changes",
      title: "Changes to This Policy",
      required: false,
      requirements: ["GDPR Art. 12(1)", "SOC 2 P1.1"],
      body: `We review this policy at least once a year and whenever our processing changes. We will publish the updated version on {{website}} with a new effective date and, where the changes are significant, notify you by e-mail or in the service before they take effect.`,
    },
  ],
};

export default template;

import type { LibraryTemplate } from "../types";
import { companyName, contactEmail, dataTypes, dpoEmail, effectiveDate, policyOwner, securityEmail, supervisoryAuthority } from "../fields";

const template: LibraryTemplate = {
  id: "breach-notification-procedure",
  name: "Data Breach Notification Procedure",
  category: "breach-notification",
  kind: "breach_notification_procedure",
  description:
    "Step-by-step procedure for assessing a personal data breach and notifying the supervisory authority within 72 hours, affected individuals, customers and, for protected health information, HHS and the media. Covers GDPR Articles 33 and 34, the HIPAA Breach Notification Rule and SOC 2 P6.6.",
  frameworks: ["gdpr", "hipaa", "soc2"],
  keywords: [
    "data breach",
    "breach notification",
    "72 hours",
    "notify regulator",
    "notify supervisory authority",
    "notify individuals",
    "personal data breach",
    "hhs breach",
    "breach register",
    "data leak",
  ],
  version: "1.0.0",
  fields: [companyName, policyOwner, securityEmail, contactEmail, dpoEmail, supervisoryAuthority, dataTypes, effectiveDate],
  intro: `**Owner:** {{policyOwner}} · **Effective date:** {{effectiveDate}}

This procedure tells {{companyName}} staff what to do from the moment a possible personal data breach is discovered until every required notification has been made and documented. It works together with the Incident Response Plan: the incident team contains the breach, and this procedure governs the assessment and notification of it.`,
  sections: [
    {
      id: "purpose-scope",
      title: "Purpose and Scope",
      required: true,
      requirements: ["GDPR Art. 33", "GDPR Art. 34", "HIPAA 164.400", "SOC 2 P6.6"],
      body: `The procedure applies to every breach of personal data, including protected health information, that {{companyName}} processes as a controller, covered entity, processor or business associate, in any format and wherever the data is held, including at our service providers.`,
    },
    {
      id: "breach-definition",
      title: "What Counts as a Breach",
      required: true,
      requirements: ["GDPR Art. 4(12)", "HIPAA 164.402"],
      body: `A **personal data breach** is a breach of security leading to the accidental or unlawful destruction, loss, alteration, unauthorised disclosure of, or access to, personal data transmitted, stored or otherwise processed. It covers confidentiality breaches (for example an e-mail sent to the wrong recipient or a database exposed to the internet), integrity breaches (unauthorised alteration) and availability breaches (for example ransomware encrypting the only copy of data).

Under HIPAA, a **breach** is the acquisition, access, use or disclosure of unsecured protected health information in a manner not permitted by the Privacy Rule which compromises its security or privacy. It is presumed to be a breach unless a documented risk assessment shows a low probability that the information has been compromised.`,
    },
    {
      id: "internal-reporting",
      title: "Reporting a Suspected Breach Internally",
      required: true,
      requirements: ["GDPR Art. 33(1)", "HIPAA 164.308(a)(6)(ii)", "HIPAA 164.404(a)(2)", "SOC 2 CC7.3"],
      body: `Anyone who discovers or suspects a breach must report it immediately to {{securityEmail}}{{#if dpoEmail}} and to the data protection officer at {{dpoEmail}}{{/if}}. Do not try to investigate alone, delete evidence, or contact affected people. A breach is treated as discovered, and the notification clocks start, on the first day on which any member of staff knows of it, or by exercising reasonable diligence would have known of it. The privacy team records the time of discovery in the breach register.`,
    },
    {
      id: "risk-assessment",
      title: "Assessing the Risk",
      required: true,
      requirements: ["GDPR Art. 33(1)", "GDPR Art. 34(1)", "HIPAA 164.402(2)", "SOC 2 P6.6"],
      body: `Within 24 hours of discovery, the privacy team, with the incident team, assesses the likely risk to the rights and freedoms of the individuals affected, considering:

- the type and sensitivity of the personal data, including whether it is special category, financial, children's or health data;
- the number of individuals and records affected;
- how easy it is to identify individuals from the data, and whether it was encrypted or otherwise unintelligible to the recipient;
- the likely consequences, such as identity theft, financial loss, discrimination, reputational damage or distress;
- who obtained the data, whether it was actually acquired or viewed, and the extent to which the risk has been mitigated.

The outcome is one of: **no risk likely** (record only), **risk** (notify the supervisory authority), or **high risk** (also notify the individuals). For protected health information, the assessment follows the four factors in 45 CFR 164.402(2).`,
    },
    {
      id: "authority-notification",
      title: "Notifying the Supervisory Authority",
      required: true,
      requirements: ["GDPR Art. 33(1)", "GDPR Art. 33(3)", "GDPR Art. 33(4)"],
      body: `Unless the breach is unlikely to result in a risk to individuals, {{companyName}} notifies {{supervisoryAuthority}} without undue delay and, where feasible, not later than 72 hours after becoming aware of it. A notification after 72 hours must give the reasons for the delay. The notification describes:

- the nature of the breach, including where possible the categories and approximate number of data subjects and of personal data records concerned;
- the name and contact details of the data protection officer or other contact point ({{#if dpoEmail}}{{dpoEmail}}{{else}}{{contactEmail}}{{/if}});
- the likely consequences of the breach;
- the measures taken or proposed to address the breach, including measures to mitigate its possible adverse effects.

Where not all information is available within 72 hours, it is provided in phases without undue further delay.`,
    },
    {
      id: "individual-notification",
      title: "Notifying Affected Individuals",
      required: true,
      requirements: ["GDPR Art. 34(1)", "GDPR Art. 34(2)", "GDPR Art. 34(3)", "HIPAA 164.404", "SOC 2 P6.6"],
      body: `When a breach is likely to result in a high risk to individuals, {{companyName}} communicates it to the affected data subjects without undue delay, in clear and plain language, describing the nature of the breach, the contact point, the likely consequences, the measures taken, and what individuals can do to protect themselves (for example resetting passwords or watching for phishing). Communication is not required where the data was protected by measures such as encryption that make it unintelligible, where subsequent measures ensure the high risk is no longer likely to materialise, or where individual contact would involve disproportionate effort, in which case a public communication is made instead.

For breaches of unsecured protected health information, individuals are notified by first-class mail or, if they agreed, e-mail without unreasonable delay and in no case later than 60 calendar days after discovery, including the content required by 45 CFR 164.404(c).`,
    },
    {
      id: "hipaa-notifications",
      title: "Notifying HHS, the Media and Covered Entities",
      required: true,
      requirements: ["HIPAA 164.406", "HIPAA 164.408", "HIPAA 164.410"],
      body: `For breaches of unsecured protected health information:

- breaches affecting 500 or more individuals are reported to the Secretary of HHS at the same time as the individuals are notified, and to prominent media outlets serving a state or jurisdiction where more than 500 residents are affected, within 60 days of discovery;
- breaches affecting fewer than 500 individuals are logged and reported to HHS within 60 days after the end of the calendar year;
- where {{companyName}} acts as a business associate, it notifies the covered entity without unreasonable delay and no later than 60 days after discovery (or the shorter period in the business associate agreement), identifying each individual affected.{{#if dataTypes includes "health_data"}} Because {{companyName}} handles health data, the privacy team keeps the HHS breach portal account and media contact list current.{{/if}}`,
    },
    {
      id: "processor-breaches",
      title: "Breaches at Processors and Service Providers",
      required: true,
      requirements: ["GDPR Art. 28(3)(f)", "GDPR Art. 33(2)", "SOC 2 P6.5"],
      body: `Our contracts require processors and service providers to notify us of a personal data breach without undue delay. When we act as a processor for our customers, we notify each affected customer without undue delay after becoming aware of the breach, and provide the information they need to meet their own notification duties.`,
    },
    {
      id: "breach-register",
      title: "Breach Register and Documentation",
      required: true,
      requirements: ["GDPR Art. 33(5)", "HIPAA 164.414", "SOC 2 P6.3"],
      body: `Every personal data breach, whether or not it is notified, is documented in the breach register with the facts relating to it, its effects, the risk assessment, the remedial action taken, the notification decisions with their reasons and timing, and copies of the notifications sent. The register is kept for at least six years and made available to the supervisory authority on request, so that compliance with this procedure can be verified.`,
    },
    {
      id: "procedure-review",
      title: "Review of This Procedure",
      required: false,
      requirements: ["SOC 2 CC5.3"],
      body: `The {{policyOwner}} reviews this procedure at least annually and after any notified breach, and rehearses it as part of the yearly incident response exercise.`,
    },
  ],
};

export default template;

import type { LibraryTemplate } from "../types";
import {
  companyAddress,
  companyName,
  contactEmail,
  dataCategories,
  dataTypes,
  effectiveDate,
  recipients,
  retentionPeriod,
  supervisoryAuthority,
} from "../fields";

const template: LibraryTemplate = {
  id: "consent-form",
  name: "Consent Form",
  category: "consent-form",
  kind: "consent_form",
  description:
    "Form for obtaining freely given, specific, informed and unambiguous consent to process personal data, with a separate choice per purpose, the right to withdraw, and explicit consent wording for health data. Built on GDPR Articles 4(11), 7 and 9(2)(a).",
  frameworks: ["gdpr", "soc2"],
  keywords: [
    "consent",
    "opt-in",
    "permission",
    "agreement to process personal data",
    "explicit consent",
    "withdraw consent",
    "marketing consent",
    "research participant consent",
    "signature",
    "data subject",
  ],
  version: "1.0.0",
  fields: [
    companyName,
    companyAddress,
    contactEmail,
    {
      name: "consentPurposes",
      label: "Purposes asking for consent",
      type: "string[]",
      required: true,
      description: "Each purpose the person can consent to separately.",
      example: [
        "Sending newsletters and product updates by e-mail",
        "Inviting you to take part in user research interviews",
        "Using your testimonial and company logo on our website",
      ],
    },
    dataCategories,
    recipients,
    retentionPeriod,
    supervisoryAuthority,
    dataTypes,
    effectiveDate,
  ],
  intro: `**Version effective:** {{effectiveDate}}

{{companyName}} asks for your consent to use your personal data for the purposes described below. Giving consent is entirely voluntary: you can agree to some purposes and not others, refusing will not affect any service you receive from us, and you can change your mind at any time. Please read this form before you decide.`,
  sections: [
    {
      id: "controller-identity",
      title: "Who Is Asking for Your Consent",
      required: true,
      requirements: ["GDPR Art. 13(1)(a)", "GDPR Art. 7(2)", "SOC 2 P2.1"],
      body: `The controller responsible for the processing is {{companyName}}, {{companyAddress}}. You can contact us about this form or your personal data at {{contactEmail}}.`,
    },
    {
      id: "consent-purposes",
      title: "What You Are Consenting To",
      required: true,
      requirements: ["GDPR Art. 4(11)", "GDPR Art. 6(1)(a)", "GDPR Art. 7(2)", "GDPR Art. 13(1)(c)", "SOC 2 P3.2"],
      body: `We ask for your consent separately for each of the following purposes. Please tick each purpose you agree to; an unticked box means you do not consent to that purpose.

{{list consentPurposes}}

We will not use your personal data for any of these purposes unless you have ticked the corresponding box, and we will not use it for any other purpose that is incompatible with them.`,
    },
    {
      id: "data-used",
      title: "Personal Data We Will Use",
      required: true,
      requirements: ["GDPR Art. 13(1)", "GDPR Art. 5(1)(c)", "SOC 2 P3.1"],
      body: `For the purposes you consent to we will use only the following personal data:

{{list dataCategories}}

We will not combine this data with other information we hold about you for any purpose you have not agreed to, and we will keep it accurate and limited to what each purpose needs.`,
    },
    {
      id: "explicit-health-consent",
      title: "Explicit Consent to Process Health Data",
      required: false,
      when: `dataTypes includes "health_data"`,
      requirements: ["GDPR Art. 9(1)", "GDPR Art. 9(2)(a)"],
      body: `Some of the purposes above involve information about your health, which is a special category of personal data. By ticking the box below you give your explicit consent to {{companyName}} processing your health data for those purposes only.

- [ ] I explicitly consent to the processing of my health data for the purposes I have ticked above.`,
    },
    {
      id: "recipients",
      title: "Who Will Receive Your Data",
      required: true,
      requirements: ["GDPR Art. 13(1)(e)", "SOC 2 P6.1"],
      body: `Your personal data will be shared only with the following recipients, each bound by a contract to protect it and to use it only on our instructions:

{{list recipients}}`,
    },
    {
      id: "retention",
      title: "How Long We Keep Your Data",
      required: true,
      requirements: ["GDPR Art. 13(2)(a)", "SOC 2 P4.2"],
      body: `We keep personal data processed on the basis of your consent for {{retentionPeriod}}, or until you withdraw your consent if that is sooner. After withdrawal we keep only a record that you consented and withdrew, so that we can demonstrate compliance and respect your choice.`,
    },
    {
      id: "right-to-withdraw",
      title: "Your Right to Withdraw Consent",
      required: true,
      requirements: ["GDPR Art. 7(3)", "GDPR Art. 13(2)(c)", "SOC 2 P2.1"],
      body: `You have the right to withdraw your consent at any time. It is as easy to withdraw as it was to give consent: use the unsubscribe link in any message, change your preferences in your account, or e-mail {{contactEmail}}. Withdrawing consent does not affect the lawfulness of processing based on consent before its withdrawal. We will stop the processing concerned promptly, and in any event within 30 days.`,
    },
    {
      id: "data-subject-rights",
      title: "Your Other Rights",
      required: true,
      requirements: ["GDPR Art. 13(2)(b)", "GDPR Art. 13(2)(d)", "GDPR Arts. 15-21"],
      body: `You also have the right to request access to, rectification or erasure of your personal data, restriction of processing, and data portability, by writing to {{contactEmail}}. If you are unhappy with how we handle your data, you have the right to lodge a complaint with a supervisory authority; ours is {{supervisoryAuthority}}.`,
    },
    {
      id: "consent-record",
      title: "Your Declaration",
      required: true,
      requirements: ["GDPR Art. 7(1)", "GDPR Art. 8", "SOC 2 P2.1"],
      body: `By signing or submitting this form I confirm that I have read and understood the information above, that I am at least 16 years old (or that a person holding parental responsibility has completed this form for me), and that I give my consent for the purposes I have ticked.

| | |
|---|---|
| Full name | |
| Signature | |
| Date | |

{{companyName}} keeps a record of this declaration, the version of the form and the date, so that it can demonstrate that consent was given.`,
    },
  ],
};

export default template;

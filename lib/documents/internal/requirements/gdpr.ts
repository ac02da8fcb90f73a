import type { FrameworkRequirements } from "./types";

const controllerContact = {
  id: "controller-identity",
  description: "Identity and contact details of the controller",
  reference: "GDPR Art. 13(1)(a)",
  terms: [["controller"], ["contact", "e mail", "email", "address"]],
};
const complaintRight = {
  id: "complaint-right",
  description: "Right to lodge a complaint with a supervisory authority",
  reference: "GDPR Art. 13(2)(d)",
  terms: [["complain"], ["supervisory authority", "data protection authority"]],
};
const retentionPeriod = {
  id: "retention-period",
  description: "Period for which personal data will be stored, or the criteria used to determine it",
  reference: "GDPR Art. 13(2)(a)",
  terms: [
    ["keep", "retain", "retention", "stored", "expire", "last"],
    ["month", "year", "period", "as long as", "until"],
  ],
};
const dataSubjectRights = {
  id: "data-subject-rights",
  description: "Rights of access, rectification, erasure, restriction, objection and portability",
  reference: "GDPR Art. 13(2)(b)",
  terms: [["access"], ["rectif", "correct"], ["erasure", "erase", "delete"], ["restrict"], ["portab"]],
};
const withdrawConsent = {
  id: "withdraw-consent",
  description: "Right to withdraw consent at any time without affecting prior lawful processing",
  reference: "GDPR Art. 7(3); Art. 13(2)(c)",
  terms: [["withdraw"], ["consent"], ["at any time", "any time"], ["lawfulness", "does not affect"]],
};

export const gdprRequirements: FrameworkRequirements = {
  frameworkId: "gdpr",
  categories: {
    "privacy-policy": {
      sections: {
        "controller-identity": "GDPR Art. 13(1)(a)",
        "data-collected": "GDPR Art. 14(1)(d)",
        "purposes-legal-basis": "GDPR Art. 13(1)(c)",
        recipients: "GDPR Art. 13(1)(e)",
        "international-transfers": "GDPR Art. 13(1)(f)",
        retention: "GDPR Art. 13(2)(a)",
        "data-subject-rights": "GDPR Art. 13(2)(b)",
        "provision-requirement": "GDPR Art. 13(2)(e)",
        "automated-decisions": "GDPR Art. 13(2)(f)",
        "security-measures": "GDPR Art. 32",
        complaints: "GDPR Art. 13(2)(d)",
      },
      disclosures: [
        controllerContact,
        {
          id: "legal-basis",
          description: "Purposes of processing and their legal basis",
          reference: "GDPR Art. 13(1)(c)",
          terms: [["legal basis", "legal bases", "lawful basis", "article 6"], ["purpose"]],
        },
        {
          id: "legitimate-interests",
          description: "Legitimate interests pursued, where processing relies on them",
          reference: "GDPR Art. 13(1)(d)",
          terms: [["legitimate interest"]],
        },
        {
          id: "recipients",
          description: "Recipients or categories of recipients",
          reference: "GDPR Art. 13(1)(e)",
          terms: [
            ["recipient", "share", "disclose"],
            ["processor", "service provider", "third part"],
          ],
        },
        {
          id: "transfer-safeguards",
          description: "Transfers to third countries and the safeguards relied on",
          reference: "GDPR Art. 13(1)(f)",
          terms: [["transfer"], ["adequacy", "standard contractual clauses", "safeguard", "binding corporate rules"]],
        },
        retentionPeriod,
        dataSubjectRights,
        { ...withdrawConsent, reference: "GDPR Art. 13(2)(c)" },
        complaintRight,
        {
          id: "statutory-requirement",
          description: "Whether providing data is a statutory or contractual requirement and the consequences of not providing it",
          reference: "GDPR Art. 13(2)(e)",
          terms: [
            ["statutory", "contractual"],
            ["requirement", "obligat", "required"],
            ["consequence", "cannot", "not be able", "not be available"],
          ],
        },
        {
          id: "automated-decision-making",
          description: "Existence of automated decision-making, including profiling",
          reference: "GDPR Art. 13(2)(f)",
          terms: [["automated"], ["decision"], ["profiling"]],
        },
      ],
    },
    dpa: {
      sections: {
        "processing-details": "GDPR Art. 28(3)",
        "controller-instructions": "GDPR Art. 28(3)(a)",
        confidentiality: "GDPR Art. 28(3)(b)",
        "security-of-processing": "GDPR Art. 28(3)(c)",
        "sub-processors": "GDPR Art. 28(3)(d)",
        "data-subject-assistance": "GDPR Art. 28(3)(e)",
        "controller-assistance": "GDPR Art. 28(3)(f)",
        "breach-notification": "GDPR Art. 33(2)",
        "deletion-return": "GDPR Art. 28(3)(g)",
        "audit-rights": "GDPR Art. 28(3)(h)",
        "international-transfers": "GDPR Art. 28(3)(a); Art. 44",
      },
      disclosures: [
        {
          id: "processing-details",
          description: "Subject matter, duration, nature and purpose of processing, types of personal data and categories of data subjects",
          reference: "GDPR Art. 28(3)",
          terms: [["subject matter"], ["duration", "lasts", "term of"], ["nature"], ["purpose"], ["data subjects"], ["personal data"]],
        },
        {
          id: "documented-instructions",
          description: "Processing only on documented instructions, including for transfers",
          reference: "GDPR Art. 28(3)(a)",
          terms: [["documented instructions"], ["third country", "transfer"]],
        },
        {
          id: "infringing-instruction",
          description: "Processor informs the controller if an instruction infringes data protection law",
          reference: "GDPR Art. 28(3)",
          terms: [["infring"], ["inform"], ["instruction"]],
        },
        {
          id: "confidentiality",
          description: "Persons authorised to process are bound by confidentiality",
          reference: "GDPR Art. 28(3)(b)",
          terms: [["confidentiality"], ["authori"]],
        },
        {
          id: "security-measures",
          description: "Measures required by Article 32",
          reference: "GDPR Art. 28(3)(c)",
          terms: [["technical and organisational measures", "technical and organizational measures", "article 32"]],
        },
        {
          id: "sub-processor-authorisation",
          description: "Prior authorisation of sub-processors and the right to object to changes",
          reference: "GDPR Art. 28(2)",
          terms: [["authoris", "authoriz"], ["sub processor", "subprocessor"], ["object"]],
        },
        {
          id: "sub-processor-flow-down",
          description: "Same obligations imposed on sub-processors; processor remains liable",
          reference: "GDPR Art. 28(4)",
          terms: [
            ["same data protection obligations", "same obligations"],
            ["liable", "liability"],
          ],
        },
        {
          id: "data-subject-assistance",
          description: "Assistance with data subject requests",
          reference: "GDPR Art. 28(3)(e)",
          terms: [["assist"], ["data subject"], ["request", "rights"]],
        },
        {
          id: "compliance-assistance",
          description: "Assistance with Articles 32 to 36 obligations",
          reference: "GDPR Art. 28(3)(f)",
          terms: [["assist"], ["32 to 36", "impact assessment"]],
        },
        {
          id: "breach-notification",
          description: "Notification of personal data breaches to the controller without undue delay",
          reference: "GDPR Art. 33(2)",
          terms: [["notif"], ["without undue delay"], ["breach"]],
        },
        {
          id: "deletion-return",
          description: "Deletion or return of personal data at the end of services",
          reference: "GDPR Art. 28(3)(g)",
          terms: [["delet"], ["return"], ["end of the provision of services", "end of the services", "termination"]],
        },
        {
          id: "audits",
          description: "Information to demonstrate compliance and audits, including inspections",
          reference: "GDPR Art. 28(3)(h)",
          terms: [["audit"], ["inspection"], ["demonstrate compliance"]],
        },
      ],
    },
    "consent-form": {
      sections: {
        "controller-identity": "GDPR Art. 13(1)(a)",
        "consent-purposes": "GDPR Art. 7(2)",
        "data-used": "GDPR Art. 13(1)",
        recipients: "GDPR Art. 13(1)(e)",
        retention: "GDPR Art. 13(2)(a)",
        "right-to-withdraw": "GDPR Art. 7(3)",
        "data-subject-rights": "GDPR Art. 13(2)(b)",
        "consent-record": "GDPR Art. 7(1)",
      },
      disclosures: [
        controllerContact,
        {
          id: "freely-given",
          description: "Consent is voluntary and refusal has no detriment",
          reference: "GDPR Art. 4(11); Art. 7(4)",
          terms: [
            ["voluntar", "freely given"],
            ["refus", "not affect"],
          ],
        },
        {
          id: "granular-consent",
          description: "Separate consent for each purpose, clearly distinguishable",
          reference: "GDPR Art. 7(2)",
          terms: [["separate", "each purpose", "each of the following"], ["purpose"], ["tick", "opt in", "box"]],
        },
        withdrawConsent,
        retentionPeriod,
        complaintRight,
        {
          id: "record-of-consent",
          description: "Controller can demonstrate that consent was given",
          reference: "GDPR Art. 7(1)",
          terms: [["record"], ["demonstrate"]],
        },
      ],
    },
    "cookie-policy": {
      sections: {
        "what-are-cookies": "ePrivacy Directive Art. 5(3)",
        "controller-identity": "GDPR Art. 13(1)(a)",
        "cookie-categories": "ePrivacy Directive Art. 5(3); GDPR Art. 13(1)(c)",
        "cookie-consent": "ePrivacy Directive Art. 5(3); GDPR Art. 7",
        "managing-cookies": "GDPR Art. 7(3)",
        "third-party-transfers": "GDPR Art. 13(1)(e)",
        retention: "GDPR Art. 13(2)(a)",
        "data-subject-rights": "GDPR Art. 13(2)(b)",
      },
      disclosures: [
        {
          id: "strictly-necessary",
          description: "Which cookies are strictly necessary and exempt from consent",
          reference: "ePrivacy Directive Art. 5(3)",
          terms: [["strictly necessary", "essential"], ["consent"]],
        },
        {
          id: "prior-consent",
          description: "Non-essential cookies are set only after consent",
          reference: "ePrivacy Directive Art. 5(3); GDPR Art. 6(1)(a)",
          terms: [["consent"], ["not set until", "only with your consent", "not set before", "only after"]],
        },
        {
          id: "reject-as-easy",
          description: "Refusing is as easy as accepting",
          reference: "GDPR Art. 7(3); Art. 4(11)",
          terms: [
            ["reject", "refus"],
            ["as easy as", "single click", "one click"],
          ],
        },
        { ...withdrawConsent, terms: [["withdraw"], ["consent"], ["any time"]] },
        {
          id: "cookie-duration",
          description: "How long each cookie lasts",
          reference: "GDPR Art. 13(2)(a)",
          terms: [
            ["expire", "expiry", "duration", "last"],
            ["month", "year", "session"],
          ],
        },
        {
          id: "third-party-cookies",
          description: "Third parties that set cookies or receive data",
          reference: "GDPR Art. 13(1)(e)",
          terms: [["third part"], ["cookie"]],
        },
        complaintRight,
      ],
    },
    "breach-notification": {
      sections: {
        "purpose-scope": "GDPR Art. 33",
        "breach-definition": "GDPR Art. 4(12)",
        "internal-reporting": "GDPR Art. 33(1)",
        "risk-assessment": "GDPR Art. 33(1); Art. 34(1)",
        "authority-notification": "GDPR Art. 33(1)",
        "individual-notification": "GDPR Art. 34",
        "processor-breaches": "GDPR Art. 33(2)",
        "breach-register": "GDPR Art. 33(5)",
      },
      disclosures: [
        {
          id: "breach-definition",
          description: "Definition of a personal data breach",
          reference: "GDPR Art. 4(12)",
          terms: [["breach of security"], ["destruction", "loss", "alteration", "unauthorised disclosure", "unauthorized disclosure"]],
        },
        {
          id: "seventy-two-hours",
          description: "Notification to the supervisory authority within 72 hours",
          reference: "GDPR Art. 33(1)",
          terms: [["72 hours", "seventy two hours"], ["supervisory authority"]],
        },
        {
          id: "delay-reasons",
          description: "Reasons given when notification is later than 72 hours",
          reference: "GDPR Art. 33(1)",
          terms: [["after 72 hours", "later than 72 hours", "delay"], ["reason"]],
        },
        {
          id: "notification-content",
          description: "Content of the notification: nature, contact point, likely consequences, measures taken",
          reference: "GDPR Art. 33(3)",
          terms: [["nature of the breach", "nature of the personal data breach"], ["contact"], ["likely consequences"], ["measures"]],
        },
        {
          id: "phased-notification",
          description: "Information provided in phases where not all is available",
          reference: "GDPR Art. 33(4)",
          terms: [["in phases", "phased"]],
        },
        {
          id: "high-risk-communication",
          description: "Communication to data subjects when the breach is likely to result in a high risk",
          reference: "GDPR Art. 34(1)",
          terms: [["high risk"], ["data subject", "individual"], ["without undue delay"]],
        },
        {
          id: "communication-exceptions",
          description: "When communication to data subjects is not required",
          reference: "GDPR Art. 34(3)",
          terms: [["unintelligible", "encrypt"], ["disproportionate effort"]],
        },
        {
          id: "processor-notification",
          description: "Processors notify the controller without undue delay",
          reference: "GDPR Art. 33(2)",
          terms: [["processor"], ["without undue delay"]],
        },
        {
          id: "breach-documentation",
          description: "Documentation of every breach, its effects and remedial action",
          reference: "GDPR Art. 33(5)",
          terms: [["document", "register"], ["facts"], ["effects", "remedial"]],
        },
      ],
    },
    "data-retention": {
      sections: {
        "purpose-scope": "GDPR Art. 5(1)(e)",
        "retention-principles": "GDPR Art. 5(1)(e)",
        "retention-schedule": "GDPR Art. 30(1)(f)",
        "secure-disposal": "GDPR Art. 5(1)(f); Art. 17",
        "erasure-requests": "GDPR Art. 17",
        "backups-archives": "GDPR Art. 5(1)(e)",
      },
      disclosures: [
        {
          id: "storage-limitation",
          description: "Personal data kept no longer than necessary for its purposes",
          reference: "GDPR Art. 5(1)(e)",
          terms: [["no longer than", "only for as long as"], ["necessary"]],
        },
        {
          id: "time-limits",
          description: "Envisaged time limits for erasure of each category of data",
          reference: "GDPR Art. 30(1)(f)",
          terms: [["retention period"], ["month", "year", "days"]],
        },
        {
          id: "anonymisation",
          description: "Deletion or anonymisation at the end of the period",
          reference: "GDPR Art. 5(1)(e)",
          terms: [["anonymis", "anonymiz"], ["delet"]],
        },
        {
          id: "erasure-response",
          description: "Erasure requests answered within one month",
          reference: "GDPR Art. 12(3); Art. 17",
          terms: [
            ["erasure", "erase"],
            ["one month", "30 days"],
          ],
        },
        {
          id: "notify-recipients",
          description: "Recipients informed of erasure",
          reference: "GDPR Art. 19",
          terms: [["recipient"], ["inform", "notif"], ["disproportionate effort", "impossible"]],
        },
      ],
    },
  },
};

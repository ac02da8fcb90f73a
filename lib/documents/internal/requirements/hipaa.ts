import type { FrameworkRequirements } from "./types";

export const hipaaRequirements: FrameworkRequirements = {
  frameworkId: "hipaa",
  categories: {
    "incident-response": {
      sections: {
        "purpose-scope": "HIPAA 164.308(a)(6)(i)",
        "roles-responsibilities": "HIPAA 164.308(a)(2)",
        "detection-reporting": "HIPAA 164.308(a)(6)(ii)",
        "response-procedures": "HIPAA 164.308(a)(6)(ii)",
        communication: "HIPAA 164.308(a)(6)(ii)",
        "testing-training": "HIPAA 164.308(a)(5)",
      },
      disclosures: [
        {
          id: "identify-respond",
          description: "Suspected or known incidents are identified and responded to",
          reference: "HIPAA 164.308(a)(6)(ii)",
          terms: [["suspect"], ["report"]],
        },
        {
          id: "mitigate",
          description: "Harmful effects mitigated to the extent practicable",
          reference: "HIPAA 164.308(a)(6)(ii)",
          terms: [["contain", "mitigat", "limit the spread"]],
        },
        {
          id: "document",
          description: "Incidents and their outcomes documented",
          reference: "HIPAA 164.308(a)(6)(ii)",
          terms: [["record", "document"], ["incident"], ["register", "outcome"]],
        },
      ],
    },
    "breach-notification": {
      sections: {
        "purpose-scope": "HIPAA 164.400",
        "breach-definition": "HIPAA 164.402",
        "internal-reporting": "HIPAA 164.404(a)(2)",
        "risk-assessment": "HIPAA 164.402(2)",
        "individual-notification": "HIPAA 164.404",
        "hipaa-notifications": "HIPAA 164.406; 164.408; 164.410",
        "breach-register": "HIPAA 164.414",
      },
      disclosures: [
        {
          id: "individual-60-days",
          description: "Individuals notified no later than 60 days after discovery",
          reference: "HIPAA 164.404(b)",
          terms: [["60 calendar days", "60 days", "sixty days"], ["individual"]],
        },
        { id: "hhs", description: "Notification to the Secretary of HHS", reference: "HIPAA 164.408", terms: [["secretary", "hhs"], ["500"]] },
        {
          id: "media",
          description: "Media notice for breaches of more than 500 residents of a state",
          reference: "HIPAA 164.406",
          terms: [["media"], ["500"]],
        },
        {
          id: "risk-assessment",
          description: "Low-probability-of-compromise risk assessment",
          reference: "HIPAA 164.402(2)",
          terms: [["risk assessment", "four factor", "low probability"]],
        },
        {
          id: "business-associate",
          description: "Business associates notify the covered entity",
          reference: "HIPAA 164.410",
          terms: [["business associate"], ["covered entity"]],
        },
        {
          id: "discovery",
          description: "When a breach is treated as discovered",
          reference: "HIPAA 164.404(a)(2)",
          terms: [["discover"], ["reasonable diligence"]],
        },
      ],
    },
    "information-security": {
      sections: {
        "purpose-scope": "HIPAA 164.316(a)",
        "roles-responsibilities": "HIPAA 164.308(a)(2)",
        "risk-management": "HIPAA 164.308(a)(1)(ii)(A)",
        "access-control": "HIPAA 164.312(a)(1)",
        cryptography: "HIPAA 164.312(a)(2)(iv)",
        "operations-security": "HIPAA 164.312(b)",
        "physical-security": "HIPAA 164.310(a)(1)",
        "people-security": "HIPAA 164.308(a)(5)",
        "supplier-security": "HIPAA 164.308(b)(1)",
        "incident-management": "HIPAA 164.308(a)(6)",
        "business-continuity": "HIPAA 164.308(a)(7)",
        "compliance-review": "HIPAA 164.308(a)(8)",
        enforcement: "HIPAA 164.308(a)(1)(ii)(C)",
      },
      disclosures: [
        { id: "security-official", description: "A designated security official", reference: "HIPAA 164.308(a)(2)", terms: [["security official"]] },
        {
          id: "sanction-policy",
          description: "Sanctions against workforce members who fail to comply",
          reference: "HIPAA 164.308(a)(1)(ii)(C)",
          terms: [["disciplinary", "sanction"]],
        },
        {
          id: "documentation-retention",
          description: "Documentation retained for six years",
          reference: "HIPAA 164.316(b)(2)(i)",
          terms: [["six years", "6 years"]],
        },
        { id: "evaluation", description: "Periodic evaluation", reference: "HIPAA 164.308(a)(8)", terms: [["review", "evaluat"], ["annual"]] },
        {
          id: "encryption",
          description: "Encryption of ePHI at rest and in transit",
          reference: "HIPAA 164.312(a)(2)(iv); 164.312(e)(2)(ii)",
          terms: [["encrypt"], ["at rest"], ["transit"]],
        },
      ],
    },
    "acceptable-use": {
      sections: {
        "purpose-scope": "HIPAA 164.310(b)",
        "passwords-authentication": "HIPAA 164.308(a)(5)(ii)(D)",
        "devices-remote-work": "HIPAA 164.310(c)",
        "information-handling": "HIPAA 164.310(b)",
      },
      disclosures: [
        { id: "workstation-lock", description: "Workstations locked when unattended", reference: "HIPAA 164.310(c)", terms: [["screen lock"]] },
        {
          id: "password-management",
          description: "Creating, changing and safeguarding passwords",
          reference: "HIPAA 164.308(a)(5)(ii)(D)",
          terms: [["password"], ["change"]],
        },
        { id: "device-loss", description: "Lost or stolen devices reported", reference: "HIPAA 164.310(d)(1)", terms: [["lost", "stolen"], ["report"]] },
      ],
    },
    "data-retention": {
      sections: {
        "purpose-scope": "HIPAA 164.316(b)(2)(i)",
        "retention-schedule": "HIPAA 164.316(b)(2)(i)",
        "secure-disposal": "HIPAA 164.310(d)(2)(i)",
        "review-compliance": "HIPAA 164.316(b)(2)(iii)",
      },
      disclosures: [
        {
          id: "six-years",
          description: "Security Rule documentation retained six years",
          reference: "HIPAA 164.316(b)(2)(i)",
          terms: [["six years", "6 years"]],
        },
        {
          id: "disposal",
          description: "Final disposition of ePHI and the media holding it",
          reference: "HIPAA 164.310(d)(2)(i)",
          terms: [["media"], ["wipe", "destroy"]],
        },
        { id: "media-reuse", description: "ePHI removed before media is reused", reference: "HIPAA 164.310(d)(2)(ii)", terms: [["reuse", "re use"]] },
      ],
    },
    "vendor-management": {
      sections: {
        "purpose-scope": "HIPAA 164.308(b)(1)",
        "due-diligence": "HIPAA 164.308(b)(1)",
        "contract-requirements": "HIPAA 164.314(a)(1)",
      },
      disclosures: [
        {
          id: "baa",
          description: "Business associate agreements",
          reference: "HIPAA 164.308(b)(1); 164.314(a)",
          terms: [["business associate agreement", "business associate contract"]],
        },
        {
          id: "breach-reporting",
          description: "Business associates report incidents and breaches",
          reference: "HIPAA 164.314(a)(2)(i)(C)",
          terms: [["incident", "breach"], ["notif"]],
        },
      ],
    },
    "business-continuity": {
      sections: {
        "purpose-scope": "HIPAA 164.308(a)(7)(i)",
        "business-impact-analysis": "HIPAA 164.308(a)(7)(ii)(E)",
        "roles-responsibilities": "HIPAA 164.308(a)(7)(i)",
        "data-backup": "HIPAA 164.308(a)(7)(ii)(A)",
        "disaster-recovery": "HIPAA 164.308(a)(7)(ii)(B)",
        "emergency-mode": "HIPAA 164.308(a)(7)(ii)(C)",
        "testing-exercises": "HIPAA 164.308(a)(7)(ii)(D)",
        "plan-maintenance": "HIPAA 164.308(a)(7)(ii)(D)",
      },
      disclosures: [
        { id: "exact-copies", description: "Retrievable exact copies of ePHI", reference: "HIPAA 164.308(a)(7)(ii)(A)", terms: [["exact"], ["cop"]] },
        { id: "restore", description: "Procedures to restore any loss of data", reference: "HIPAA 164.308(a)(7)(ii)(B)", terms: [["restor"], ["backup"]] },
        {
          id: "emergency-mode",
          description: "Critical processes continue in emergency mode while protecting ePHI",
          reference: "HIPAA 164.308(a)(7)(ii)(C)",
          terms: [["emergency mode"], ["protect"]],
        },
      ],
    },
    "access-control": {
      sections: {
        "purpose-scope": "HIPAA 164.312(a)(1)",
        "user-provisioning": "HIPAA 164.308(a)(4)(ii)(B)",
        authentication: "HIPAA 164.312(d)",
        "access-reviews": "HIPAA 164.308(a)(4)(ii)(C)",
        "access-removal": "HIPAA 164.308(a)(3)(ii)(C)",
        "session-controls": "HIPAA 164.312(a)(2)(iii)",
        "emergency-access": "HIPAA 164.312(a)(2)(ii)",
        "access-logging": "HIPAA 164.312(b)",
      },
      disclosures: [
        { id: "unique-user-id", description: "Unique user identification", reference: "HIPAA 164.312(a)(2)(i)", terms: [["unique"], ["identifier"]] },
        {
          id: "automatic-logoff",
          description: "Automatic logoff after inactivity",
          reference: "HIPAA 164.312(a)(2)(iii)",
          terms: [
            ["automatically", "automatic"],
            ["lock", "time out", "logoff"],
          ],
        },
        { id: "emergency-access", description: "Emergency access procedure", reference: "HIPAA 164.312(a)(2)(ii)", terms: [["emergency"], ["access"]] },
        {
          id: "termination",
          description: "Access terminated when employment ends",
          reference: "HIPAA 164.308(a)(3)(ii)(C)",
          terms: [["leav", "terminat"], ["revok"]],
        },
      ],
    },
  },
};

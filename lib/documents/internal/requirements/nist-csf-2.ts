import type { FrameworkRequirements } from "./types";

export const nistCsf2Requirements: FrameworkRequirements = {
  frameworkId: "nist-csf-2",
  categories: {
    "incident-response": {
      sections: {
        "purpose-scope": "NIST CSF RS.MA-01",
        "roles-responsibilities": "NIST CSF GV.RR-02",
        "severity-classification": "NIST CSF RS.MA-03",
        "detection-reporting": "NIST CSF DE.AE-02; RS.MA-02",
        "response-procedures": "NIST CSF RS.MI-01; RS.MI-02",
        "evidence-preservation": "NIST CSF RS.AN-07",
        communication: "NIST CSF RS.CO-02; RS.CO-03",
        "post-incident-review": "NIST CSF ID.IM-03",
        "plan-maintenance": "NIST CSF ID.IM-04",
      },
      disclosures: [
        { id: "categorise", description: "Incidents are categorised and prioritised", reference: "NIST CSF RS.MA-03", terms: [["categor"], ["severity"]] },
        { id: "contain", description: "Incidents are contained", reference: "NIST CSF RS.MI-01", terms: [["contain"]] },
        { id: "eradicate", description: "Incidents are eradicated", reference: "NIST CSF RS.MI-02", terms: [["eradicat"]] },
        { id: "root-cause", description: "Root cause analysis", reference: "NIST CSF RS.AN-03", terms: [["root cause"]] },
        {
          id: "stakeholders",
          description: "Internal and external stakeholders are notified",
          reference: "NIST CSF RS.CO-02",
          terms: [
            ["notif", "inform"],
            ["customer", "regulator", "stakeholder"],
          ],
        },
      ],
    },
    "information-security": {
      sections: {
        "purpose-scope": "NIST CSF GV.PO-01",
        "security-objectives": "NIST CSF GV.OC-01",
        "roles-responsibilities": "NIST CSF GV.RR-02",
        "risk-management": "NIST CSF ID.RA-01",
        "asset-management": "NIST CSF ID.AM-01",
        "access-control": "NIST CSF PR.AA-01",
        cryptography: "NIST CSF PR.DS-01; PR.DS-02",
        "operations-security": "NIST CSF DE.CM-01",
        "people-security": "NIST CSF PR.AT-01",
        "supplier-security": "NIST CSF GV.SC-01",
        "incident-management": "NIST CSF RS.MA-01",
        "business-continuity": "NIST CSF RC.RP-01",
        "compliance-review": "NIST CSF GV.PO-02",
      },
      disclosures: [
        { id: "policy-review", description: "Policy reviewed, updated and communicated", reference: "NIST CSF GV.PO-02", terms: [["review"], ["annual"]] },
        { id: "awareness", description: "Personnel receive awareness and training", reference: "NIST CSF PR.AT-01", terms: [["training"]] },
        {
          id: "data-at-rest-in-transit",
          description: "Data at rest and in transit protected",
          reference: "NIST CSF PR.DS-01; PR.DS-02",
          terms: [["encrypt"], ["at rest"], ["transit"]],
        },
        {
          id: "risk-register",
          description: "Risks identified, recorded and treated",
          reference: "NIST CSF ID.RA-01; GV.RM",
          terms: [["risk"], ["register", "treat"]],
        },
      ],
    },
    "vendor-management": {
      sections: {
        "purpose-scope": "NIST CSF GV.SC-01",
        "vendor-inventory": "NIST CSF GV.SC-04",
        "risk-classification": "NIST CSF GV.SC-04",
        "due-diligence": "NIST CSF GV.SC-06",
        "contract-requirements": "NIST CSF GV.SC-05",
        "ongoing-monitoring": "NIST CSF GV.SC-07",
        "vendor-offboarding": "NIST CSF GV.SC-10",
        "roles-responsibilities": "NIST CSF GV.SC-02",
      },
      disclosures: [
        {
          id: "contract-requirements",
          description: "Cybersecurity requirements in supplier contracts",
          reference: "NIST CSF GV.SC-05",
          terms: [["contract"], ["security"]],
        },
        {
          id: "prioritised-suppliers",
          description: "Suppliers known and prioritised by criticality",
          reference: "NIST CSF GV.SC-04",
          terms: [["critical"], ["tier"]],
        },
        { id: "post-relationship", description: "Provisions for after the relationship ends", reference: "NIST CSF GV.SC-10", terms: [["revok"], ["data"]] },
      ],
    },
    "business-continuity": {
      sections: {
        "purpose-scope": "NIST CSF RC.RP-01",
        "business-impact-analysis": "NIST CSF GV.OC-04",
        "recovery-objectives": "NIST CSF RC.RP-01",
        "data-backup": "NIST CSF PR.DS-11",
        "disaster-recovery": "NIST CSF RC.RP-02; RC.RP-03; RC.RP-05",
        "crisis-communication": "NIST CSF RC.CO-03; RC.CO-04",
        "testing-exercises": "NIST CSF ID.IM-02",
        "plan-maintenance": "NIST CSF ID.IM-04",
      },
      disclosures: [
        {
          id: "backup-integrity",
          description: "Integrity of restored assets verified",
          reference: "NIST CSF RC.RP-03; RC.RP-05",
          terms: [["integrity"], ["restor"]],
        },
        { id: "public-updates", description: "Public updates on recovery", reference: "NIST CSF RC.CO-04", terms: [["public", "status page"]] },
        {
          id: "backups",
          description: "Backups are created, protected, maintained and tested",
          reference: "NIST CSF PR.DS-11",
          terms: [["backup"], ["test", "monitor"]],
        },
      ],
    },
    "access-control": {
      sections: {
        "purpose-scope": "NIST CSF PR.AA-05",
        "access-principles": "NIST CSF PR.AA-05",
        "user-provisioning": "NIST CSF PR.AA-01",
        authentication: "NIST CSF PR.AA-03",
        "privileged-access": "NIST CSF PR.AA-05",
        "access-reviews": "NIST CSF PR.AA-05",
        "access-removal": "NIST CSF PR.AA-01",
        "remote-access": "NIST CSF PR.IR-01",
        "access-logging": "NIST CSF DE.CM-03",
      },
      disclosures: [
        { id: "authenticate", description: "Users and services are authenticated", reference: "NIST CSF PR.AA-03", terms: [["multi factor", "mfa"]] },
        {
          id: "least-privilege",
          description: "Access permissions incorporate least privilege and separation of duties",
          reference: "NIST CSF PR.AA-05",
          terms: [["least privilege"], ["segregation", "separation"]],
        },
        {
          id: "identities-managed",
          description: "Identities and credentials are managed",
          reference: "NIST CSF PR.AA-01",
          terms: [["unique"], ["identifier", "account"]],
        },
      ],
    },
  },
};

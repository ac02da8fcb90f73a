import type { FrameworkRequirements } from "./types";

export const pciDss4Requirements: FrameworkRequirements = {
  frameworkId: "pci-dss-4",
  categories: {
    "incident-response": {
      sections: {
        "purpose-scope": "PCI DSS 12.10.1",
        "roles-responsibilities": "PCI DSS 12.10.1",
        "severity-classification": "PCI DSS 12.10.1",
        "detection-reporting": "PCI DSS 12.10.5",
        "response-procedures": "PCI DSS 12.10.1",
        communication: "PCI DSS 12.10.1",
        "post-incident-review": "PCI DSS 12.10.6",
        "testing-training": "PCI DSS 12.10.2; 12.10.4",
        "plan-maintenance": "PCI DSS 12.10.2",
      },
      disclosures: [
        {
          id: "payment-brands",
          description: "Communication with payment brands and acquirers",
          reference: "PCI DSS 12.10.1",
          terms: [["payment brand", "card brand"], ["acquir"]],
        },
        {
          id: "monitoring-alerts",
          description: "Alerts from security monitoring systems are part of the response",
          reference: "PCI DSS 12.10.5",
          terms: [["intrusion detection"], ["file integrity"]],
        },
        {
          id: "annual-test",
          description: "Plan reviewed and tested at least annually",
          reference: "PCI DSS 12.10.2",
          terms: [["test"], ["once a year", "annual"]],
        },
        { id: "training", description: "Incident response personnel trained", reference: "PCI DSS 12.10.4", terms: [["training"]] },
      ],
    },
    "information-security": {
      sections: {
        "purpose-scope": "PCI DSS 12.1",
        "roles-responsibilities": "PCI DSS 12.4",
        "risk-management": "PCI DSS 12.3.1",
        "asset-management": "PCI DSS 12.5.1",
        "access-control": "PCI DSS 7.1; 8.1",
        cryptography: "PCI DSS 3.5; 4.2",
        "operations-security": "PCI DSS 5.2; 6.3; 10.2; 11.3",
        "physical-security": "PCI DSS 9.1",
        "people-security": "PCI DSS 12.6",
        "supplier-security": "PCI DSS 12.8",
        "incident-management": "PCI DSS 12.10.1",
        "compliance-review": "PCI DSS 12.1.2",
        enforcement: "PCI DSS 12.1.1",
      },
      disclosures: [
        { id: "annual-review", description: "Policy reviewed at least once every 12 months", reference: "PCI DSS 12.1.2", terms: [["review"], ["annual"]] },
        { id: "training", description: "Security awareness programme", reference: "PCI DSS 12.6", terms: [["training"], ["phishing"]] },
        {
          id: "vulnerability-scans",
          description: "Vulnerability scans and penetration testing",
          reference: "PCI DSS 11.3; 11.4",
          terms: [["scan"], ["penetration test"]],
        },
        { id: "logging", description: "Audit logs capture security events", reference: "PCI DSS 10.2", terms: [["log"], ["retain"]] },
      ],
    },
    "acceptable-use": {
      sections: {
        "purpose-scope": "PCI DSS 12.2.1",
        "prohibited-activities": "PCI DSS 12.2.1",
        "passwords-authentication": "PCI DSS 8.3.6",
        "devices-remote-work": "PCI DSS 12.3.4",
        "information-handling": "PCI DSS 3.2.1",
        "enforcement-acknowledgement": "PCI DSS 12.2.1",
      },
      disclosures: [
        {
          id: "end-user-technologies",
          description: "Acceptable uses of end-user technologies defined",
          reference: "PCI DSS 12.2.1",
          terms: [
            ["laptop", "device"],
            ["mobile", "removable"],
          ],
        },
        { id: "explicit-approval", description: "Explicit approval by authorised parties", reference: "PCI DSS 12.2.1", terms: [["approv"]] },
        {
          id: "cardholder-data",
          description: "Cardholder data accessed only as the role requires",
          reference: "PCI DSS 7.2; 3.2.1",
          terms: [["cardholder data"], ["role"]],
        },
      ],
    },
    "vendor-management": {
      sections: {
        "purpose-scope": "PCI DSS 12.8",
        "vendor-inventory": "PCI DSS 12.8.1",
        "due-diligence": "PCI DSS 12.8.3",
        "contract-requirements": "PCI DSS 12.8.2",
        "ongoing-monitoring": "PCI DSS 12.8.4",
      },
      disclosures: [
        {
          id: "tpsp-list",
          description: "List of third-party service providers",
          reference: "PCI DSS 12.8.1",
          terms: [
            ["inventory", "list"],
            ["service provider", "vendor"],
          ],
        },
        {
          id: "written-acknowledgement",
          description: "Written acknowledgement of responsibility for account data security",
          reference: "PCI DSS 12.8.2",
          terms: [["acknowledg"], ["responsib"]],
        },
        {
          id: "compliance-status",
          description: "PCI DSS compliance status monitored at least every 12 months",
          reference: "PCI DSS 12.8.4",
          terms: [["pci dss"], ["12 months", "annual"]],
        },
        {
          id: "responsibility-matrix",
          description: "Which requirements each provider manages",
          reference: "PCI DSS 12.8.5",
          terms: [["which pci dss requirements"]],
        },
      ],
    },
    "access-control": {
      sections: {
        "purpose-scope": "PCI DSS 7.1; 8.1",
        "access-principles": "PCI DSS 7.2.1",
        "user-provisioning": "PCI DSS 8.2.1",
        authentication: "PCI DSS 8.3; 8.4",
        "privileged-access": "PCI DSS 7.2.2",
        "access-reviews": "PCI DSS 7.2.4",
        "access-removal": "PCI DSS 8.2.5",
        "session-controls": "PCI DSS 8.2.8",
        "remote-access": "PCI DSS 8.4.3",
        "access-logging": "PCI DSS 10.2.1",
      },
      disclosures: [
        { id: "password-length", description: "Passwords of at least 12 characters", reference: "PCI DSS 8.3.6", terms: [["12 characters"]] },
        {
          id: "mfa",
          description: "MFA for access into the cardholder data environment and remote access",
          reference: "PCI DSS 8.4",
          terms: [["multi factor", "mfa"], ["remote"]],
        },
        {
          id: "review-six-months",
          description: "User accounts and privileges reviewed at least every six months",
          reference: "PCI DSS 7.2.4",
          terms: [["review"], ["six months"]],
        },
        {
          id: "inactive-90-days",
          description: "Inactive accounts removed or disabled within 90 days",
          reference: "PCI DSS 8.2.6",
          terms: [["90 days"], ["disabl"]],
        },
        { id: "lockout", description: "Lockout after no more than 10 failed attempts", reference: "PCI DSS 8.3.4", terms: [["10 consecutive"], ["lock"]] },
        { id: "idle-timeout", description: "Re-authentication after 15 minutes idle", reference: "PCI DSS 8.2.8", terms: [["15 minutes"]] },
      ],
    },
  },
};

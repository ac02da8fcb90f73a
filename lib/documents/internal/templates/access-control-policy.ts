import type { LibraryTemplate } from "../types";
import { companyName, dataTypes, effectiveDate, policyOwner } from "../fields";

const template: LibraryTemplate = {
  id: "access-control-policy",
  name: "Access Control Policy",
  category: "access-control",
  kind: "access_control_policy",
  description:
    "Rules for granting, authenticating, reviewing and removing access to systems and data: least privilege, unique IDs, password and multi-factor authentication requirements, privileged access, quarterly access reviews, joiner-mover-leaver process, session controls, emergency access and logging. Meets SOC 2 CC6.1 to CC6.3, ISO/IEC 27001 A.5.15 to A.5.18 and A.8.2 to A.8.5, HIPAA 164.312(a) and (d), PCI DSS 7 and 8, NIST SP 800-53 AC and IA and NIST CSF PR.AA.",
  frameworks: ["soc2", "iso27001", "hipaa", "pci-dss-4", "nist-800-53", "nist-csf-2"],
  keywords: ["access control", "least privilege", "mfa", "multi-factor authentication", "password", "passwords", "user access review", "rbac", "identity and access management", "iam", "onboarding offboarding", "privileged access", "sso", "joiner mover leaver"],
  version: "1.0.0",
  fields: [
    companyName, policyOwner,
    {
      name: "identityProvider", label: "Identity provider", type: "string", required: true,
      description: "Central identity provider used for single sign-on.", example: "Example Identity Provider",
    },
    dataTypes, effectiveDate,
  ],
  intro: `**Owner:** {{policyOwner}} · **Effective date:** {{effectiveDate}}

Access control makes sure that only authorised people and systems can use {{companyName}} information, and only to the extent their role requires. This policy sets the requirements for every system that stores or processes non-public information.`,
  sections: [
    {
      id: "purpose-scope", title: "Purpose and Scope", required: true,
      requirements: ["ISO 27001 A.5.15", "SOC 2 CC6.1", "HIPAA 164.312(a)(1)", "PCI DSS 7.1", "PCI DSS 8.1", "NIST 800-53 AC-1", "NIST 800-53 IA-1", "NIST CSF PR.AA-05"],
      body: `This policy applies to all users (employees, contractors, service accounts and third parties) and to all {{companyName}} systems, applications, databases, networks, cloud accounts and facilities that hold non-public information{{#if dataTypes}}, including {{join dataTypes}}{{/if}}.`,
    },
    {
      id: "access-principles", title: "Access Control Principles", required: true,
      requirements: ["ISO 27001 A.5.15", "ISO 27001 A.5.3", "SOC 2 CC6.1", "SOC 2 CC6.3", "HIPAA 164.308(a)(4)(i)", "PCI DSS 7.2.1", "NIST 800-53 AC-5", "NIST 800-53 AC-6", "NIST CSF PR.AA-05"],
      body: `- **Least privilege and need to know:** users receive only the access required for their job, defined by role-based access profiles.
- **Deny by default:** access that has not been explicitly granted is denied.
- **Segregation of duties:** no single user can request, approve and implement their own access or critical changes.
- **Individual accountability:** every user has a unique account; shared and generic accounts are prohibited except documented service accounts with a named owner.
- **Central identity:** access to applications is through {{identityProvider}} with single sign-on wherever the application supports it.`,
    },
    {
      id: "user-provisioning", title: "Granting Access", required: true,
      requirements: ["ISO 27001 A.5.16", "ISO 27001 A.5.18", "SOC 2 CC6.2", "HIPAA 164.308(a)(4)(ii)(B)", "HIPAA 164.308(a)(4)(ii)(C)", "HIPAA 164.312(a)(2)(i)", "PCI DSS 7.2.2", "PCI DSS 8.2.1", "NIST 800-53 AC-2", "NIST CSF PR.AA-01"],
      body: `Access is granted only after a documented request, approved by the user's manager and the system owner, is fulfilled by an administrator other than the requester. New joiners receive their role's standard access profile on their first day; additional access requires a separate approval. Every user and account is assigned a unique identifier, and all grants are recorded in the access management system.`,
    },
    {
      id: "authentication", title: "Authentication", required: true,
      requirements: ["ISO 27001 A.5.17", "ISO 27001 A.8.5", "SOC 2 CC6.1", "HIPAA 164.312(d)", "PCI DSS 8.3.1", "PCI DSS 8.3.6", "PCI DSS 8.4.2", "NIST 800-53 IA-2", "NIST 800-53 IA-5", "NIST CSF PR.AA-03"],
      body: `- Multi-factor authentication (MFA) is required for all access through {{identityProvider}}, all remote access, all administrative access and all access to systems holding Restricted data. Phishing-resistant methods (security keys or platform authenticators) are required for administrators.
- Passwords must be at least 12 characters, may not appear in known breached-password lists, are never shared or written down, and are changed immediately when compromise is suspected. Accounts are locked after no more than 10 consecutive failed attempts.
- Initial and reset passwords are unique, transmitted securely and must be changed on first use.
- Service account credentials and API keys are stored in the secrets manager, rotated at least annually and on staff departure, and never committed to source code.`,
    },
    {
      id: "privileged-access", title: "Privileged Access", required: true,
      requirements: ["ISO 27001 A.8.2", "ISO 27001 A.8.18", "SOC 2 CC6.3", "PCI DSS 7.2.2", "PCI DSS 8.2.2", "NIST 800-53 AC-6(5)", "NIST 800-53 AC-2(7)", "NIST CSF PR.AA-05"],
      body: `Administrative and other privileged access is limited to the smallest number of people, granted through separate privileged accounts or time-limited just-in-time elevation, approved by the {{policyOwner}}, and used only for administrative tasks. Privileged sessions are logged. Production database access with the ability to read customer data requires a documented business reason and is reviewed monthly.`,
    },
    {
      id: "access-reviews", title: "Access Reviews", required: true,
      requirements: ["ISO 27001 A.5.18", "SOC 2 CC6.2", "SOC 2 CC6.3", "HIPAA 164.308(a)(4)(ii)(C)", "PCI DSS 7.2.4", "PCI DSS 7.2.5.1", "NIST 800-53 AC-2", "NIST CSF PR.AA-05"],
      body: `System owners review all user and service accounts and their access rights at least quarterly for privileged access and systems holding Restricted data, and at least every six months for all other systems. Reviews confirm that each account belongs to a current user and that its access is still appropriate; inappropriate access is removed within five business days. Review evidence is retained for audit.`,
    },
    {
      id: "access-removal", title: "Changing and Removing Access", required: true,
      requirements: ["ISO 27001 A.5.18", "ISO 27001 A.6.5", "SOC 2 CC6.2", "HIPAA 164.308(a)(3)(ii)(C)", "PCI DSS 8.2.5", "PCI DSS 8.2.6", "NIST 800-53 AC-2", "NIST 800-53 PS-4", "NIST CSF PR.AA-01"],
      body: `When a user changes role, access no longer required is removed and the new role's access is requested through the normal process. When a user leaves, all access is revoked on or before their last working day, and within one hour for involuntary terminations, starting with {{identityProvider}}. Shared secrets known to the leaver are rotated. Accounts inactive for 90 days are disabled automatically.`,
    },
    {
      id: "session-controls", title: "Session Controls", required: true,
      requirements: ["HIPAA 164.312(a)(2)(iii)", "PCI DSS 8.2.8", "NIST 800-53 AC-11", "NIST 800-53 AC-12", "ISO 27001 A.8.5"],
      body: `Workstations lock automatically after no more than five minutes of inactivity and require re-authentication. Sessions to administrative consoles and systems holding Restricted data time out after 15 minutes of inactivity. Single sign-on sessions require re-authentication at least every 24 hours.`,
    },
    {
      id: "emergency-access", title: "Emergency Access", required: true,
      requirements: ["HIPAA 164.312(a)(2)(ii)", "NIST 800-53 AC-2(2)", "ISO 27001 A.8.2"],
      body: `Break-glass accounts exist for obtaining necessary access to systems and information during an emergency, such as an outage of {{identityProvider}}. Their credentials are stored sealed in the secrets manager under dual control; any use alerts the security team, is justified in writing, and is followed by rotation of the credentials.`,
    },
    {
      id: "remote-access", title: "Remote and Network Access", required: true,
      requirements: ["ISO 27001 A.8.20", "SOC 2 CC6.6", "PCI DSS 8.4.3", "NIST 800-53 AC-17", "NIST CSF PR.IR-01"],
      body: `Remote access to internal systems is provided only through the approved zero-trust access service or VPN, requires MFA and a managed, compliant device, and is logged. Production networks are segmented, and access between segments is restricted to what is necessary.`,
    },
    {
      id: "access-logging", title: "Access Logging and Monitoring", required: true,
      requirements: ["HIPAA 164.312(b)", "HIPAA 164.308(a)(5)(ii)(C)", "ISO 27001 A.8.15", "SOC 2 CC7.2", "PCI DSS 10.2.1", "NIST 800-53 AU-2", "NIST CSF DE.CM-03"],
      body: `Successful and failed log-ins, privilege changes, account creation and deletion, and access to Restricted data are logged with user, time, source and action. Logs are sent to the central logging platform, protected from alteration, retained for at least one year, and monitored for anomalies such as impossible travel, repeated failures and out-of-hours privileged access.`,
    },
    {
      id: "policy-review", title: "Compliance and Review", required: false,
      requirements: ["ISO 27001 A.5.36", "SOC 2 CC4.1"],
      body: `Compliance with this policy is verified through access reviews, audits and automated configuration checks. Violations are handled under the disciplinary process. The {{policyOwner}} reviews this policy at least annually.`,
    },
  ],
};

export default template;

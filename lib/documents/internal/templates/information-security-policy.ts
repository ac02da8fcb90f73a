import type { LibraryTemplate } from "../types";
import { companyName, dataTypes, effectiveDate, policyOwner, securityEmail } from "../fields";

const template: LibraryTemplate = {
  id: "information-security-policy",
  name: "Information Security Policy",
  category: "information-security",
  kind: "information_security_policy",
  description:
    "Top-level policy of the information security management system: objectives, roles, risk management, asset classification, access control, cryptography, operations, physical security, people, suppliers, incidents, continuity, compliance and enforcement. Maps to ISO/IEC 27001 A.5.1, SOC 2 CC5.3, HIPAA 164.316, NIST CSF GV.PO, NIST SP 800-53 -1 controls and PCI DSS 12.1.",
  frameworks: ["soc2", "iso27001", "hipaa", "nist-csf-2", "nist-800-53", "pci-dss-4"],
  keywords: [
    "infosec policy",
    "isms",
    "security policy",
    "security program",
    "security objectives",
    "encryption",
    "information security management system",
    "master security policy",
    "wisp",
    "security governance",
  ],
  version: "1.0.0",
  fields: [companyName, policyOwner, securityEmail, dataTypes, effectiveDate],
  intro: `**Owner:** {{policyOwner}} · **Approved by:** executive management · **Effective date:** {{effectiveDate}}

{{companyName}} depends on the confidentiality, integrity and availability of the information it holds for its customers, employees and partners. This policy states management's commitment to protecting that information and sets the rules from which all other security policies, standards and procedures derive.`,
  sections: [
    {
      id: "purpose-scope",
      title: "Purpose and Scope",
      required: true,
      requirements: ["ISO 27001 A.5.1", "SOC 2 CC5.3", "HIPAA 164.316(a)", "NIST CSF GV.PO-01", "NIST 800-53 PL-1", "PCI DSS 12.1"],
      body: `This policy applies to all information owned or processed by {{companyName}}, in any form, and to all systems, networks, applications, devices and facilities used to process it, whether operated by us or by service providers. It applies to all employees, contractors, temporary staff and third parties with access to {{companyName}} information (together, "personnel").{{#if dataTypes}} It applies with particular force to {{join dataTypes}}, which we handle.{{/if}}`,
    },
    {
      id: "security-objectives",
      title: "Information Security Objectives",
      required: true,
      requirements: ["ISO 27001 Clause 6.2", "SOC 2 CC3.1", "NIST CSF GV.OC-01", "NIST 800-53 PM-9"],
      body: `{{companyName}} will:

1. protect information from unauthorised access, disclosure, alteration and destruction, in proportion to its value and sensitivity;
2. meet its legal, regulatory and contractual obligations, including customer security commitments;
3. keep critical services available within agreed recovery objectives;
4. detect and respond to security incidents promptly and learn from them;
5. continually improve the information security management system.

Measurable objectives supporting these commitments are set annually by management, monitored through security metrics and reviewed at the management review.`,
    },
    {
      id: "roles-responsibilities",
      title: "Roles and Responsibilities",
      required: true,
      requirements: ["ISO 27001 A.5.2", "ISO 27001 A.5.4", "SOC 2 CC1.3", "HIPAA 164.308(a)(2)", "NIST CSF GV.RR-02", "NIST 800-53 PM-2", "PCI DSS 12.4"],
      body: `- **Executive management** approves this policy, provides resources and is accountable for information security.
- The **{{policyOwner}}** is the designated security official responsible for developing, implementing and maintaining the security programme and reporting on it to management at least quarterly.
- **Information and system owners** classify their assets, approve access, and ensure controls are applied.
- **Managers** make sure their teams know and follow security policies.
- **All personnel** protect the information entrusted to them, complete security training and report incidents and weaknesses to {{securityEmail}}.

Conflicting duties are segregated so that no single person can misuse or modify critical assets without detection.`,
    },
    {
      id: "risk-management",
      title: "Risk Management",
      required: true,
      requirements: [
        "ISO 27001 Clause 6.1.2",
        "SOC 2 CC3.2",
        "HIPAA 164.308(a)(1)(ii)(A)",
        "HIPAA 164.308(a)(1)(ii)(B)",
        "NIST CSF ID.RA-01",
        "NIST 800-53 RA-3",
        "PCI DSS 12.3.1",
      ],
      body: `Information security risks are identified, analysed and evaluated at least annually and whenever significant changes occur, using a documented methodology that considers threats, vulnerabilities, likelihood and impact. Risks above management's risk appetite are treated by selecting controls, and residual risks are formally accepted by the risk owner. The risk register and treatment plan are reviewed by management.`,
    },
    {
      id: "asset-management",
      title: "Asset Management and Information Classification",
      required: true,
      requirements: ["ISO 27001 A.5.9", "ISO 27001 A.5.12", "SOC 2 CC6.1", "NIST CSF ID.AM-01", "NIST 800-53 CM-8", "PCI DSS 12.5.1"],
      body: `An inventory of information assets, systems and devices is maintained with an owner for each. Information is classified as **Public**, **Internal**, **Confidential** or **Restricted** according to the harm its disclosure would cause, and handled according to the classification standard. Customer data, personal data, credentials and regulated data are Restricted. Assets are returned when employment or contracts end, and media are securely wiped or destroyed before disposal or reuse.`,
    },
    {
      id: "access-control",
      title: "Access Control",
      required: true,
      requirements: [
        "ISO 27001 A.5.15",
        "ISO 27001 A.8.5",
        "SOC 2 CC6.1",
        "SOC 2 CC6.2",
        "SOC 2 CC6.3",
        "HIPAA 164.312(a)(1)",
        "NIST CSF PR.AA-01",
        "NIST 800-53 AC-1",
        "PCI DSS 7.1",
        "PCI DSS 8.1",
      ],
      body: `Access to information and systems is granted on the principles of least privilege and need to know, through unique individual accounts, and approved by the asset owner. Multi-factor authentication is required for remote access, administrative access and access to systems holding Restricted data. Access rights are reviewed at least quarterly for privileged accounts and at least twice a year for all others, and removed promptly when no longer needed. Detailed requirements are set in the Access Control Policy.`,
    },
    {
      id: "cryptography",
      title: "Cryptography and Data Protection",
      required: true,
      requirements: [
        "ISO 27001 A.8.24",
        "SOC 2 CC6.7",
        "HIPAA 164.312(a)(2)(iv)",
        "HIPAA 164.312(e)(2)(ii)",
        "NIST CSF PR.DS-01",
        "NIST CSF PR.DS-02",
        "NIST 800-53 SC-13",
        "NIST 800-53 SC-28",
        "PCI DSS 3.5",
        "PCI DSS 4.2",
      ],
      body: `Confidential and Restricted information is encrypted in transit over public networks using TLS 1.2 or later, and at rest using AES-256 or an equivalent industry-standard algorithm. Cryptographic keys are generated, stored, rotated and destroyed under the key management standard, using a managed key service or hardware security module, with access limited to named custodians. Deprecated algorithms and protocols are not permitted.`,
    },
    {
      id: "operations-security",
      title: "Operations Security",
      required: true,
      requirements: [
        "ISO 27001 A.8.7",
        "ISO 27001 A.8.8",
        "ISO 27001 A.8.15",
        "ISO 27001 A.8.32",
        "SOC 2 CC6.8",
        "SOC 2 CC7.1",
        "SOC 2 CC8.1",
        "HIPAA 164.308(a)(5)(ii)(B)",
        "HIPAA 164.312(b)",
        "NIST CSF DE.CM-01",
        "NIST 800-53 SI-2",
        "NIST 800-53 AU-2",
        "NIST 800-53 CM-3",
        "PCI DSS 5.2",
        "PCI DSS 6.3",
        "PCI DSS 10.2",
        "PCI DSS 11.3",
      ],
      body: `- **Change management:** changes to production systems are documented, tested, peer-reviewed and approved before deployment, with emergency changes reviewed after the fact.
- **Vulnerability management:** systems are scanned for vulnerabilities at least monthly and after significant changes; critical vulnerabilities are remediated within 14 days and high within 30 days; external penetration tests are performed at least annually.
- **Malware protection:** endpoints and servers run anti-malware protection that is kept current and cannot be disabled by users.
- **Logging and monitoring:** security-relevant events, including authentication, privileged actions and access to Restricted data, are logged centrally, protected from tampering, reviewed through automated alerting, and retained for at least one year.
- **Secure configuration:** systems are hardened against documented baselines and configuration drift is detected.
- **Secure development:** software is developed following secure coding standards, with code review and security testing before release.`,
    },
    {
      id: "physical-security",
      title: "Physical and Environmental Security",
      required: true,
      requirements: ["ISO 27001 A.7.1", "ISO 27001 A.7.7", "SOC 2 CC6.4", "HIPAA 164.310(a)(1)", "HIPAA 164.310(b)", "NIST 800-53 PE-1", "PCI DSS 9.1"],
      body: `Offices and facilities that hold information systems are protected by access controls appropriate to their risk, with visitor logs and escorts. Production systems are hosted in data centres with independently audited physical and environmental controls. Personnel keep screens locked when unattended, keep desks clear of Restricted information, and protect laptops and mobile devices when working remotely or travelling.`,
    },
    {
      id: "people-security",
      title: "People Security and Awareness",
      required: true,
      requirements: [
        "ISO 27001 A.6.1",
        "ISO 27001 A.6.2",
        "ISO 27001 A.6.3",
        "SOC 2 CC1.4",
        "SOC 2 CC2.2",
        "HIPAA 164.308(a)(5)(i)",
        "NIST CSF PR.AT-01",
        "NIST 800-53 AT-2",
        "PCI DSS 12.6",
      ],
      body: `Background checks are carried out before employment, in proportion to the role and as local law allows. Employment and contractor agreements include confidentiality and security obligations. All personnel complete security awareness training on joining and at least annually, including phishing, social engineering and data handling, and acknowledge this policy and the Acceptable Use Policy in writing.`,
    },
    {
      id: "supplier-security",
      title: "Supplier Security",
      required: true,
      requirements: ["ISO 27001 A.5.19", "SOC 2 CC9.2", "HIPAA 164.308(b)(1)", "NIST CSF GV.SC-01", "NIST 800-53 SA-9", "PCI DSS 12.8"],
      body: `Suppliers that access, process or host {{companyName}} information are assessed for security risk before engagement, bound by contracts with appropriate security and confidentiality requirements (including business associate agreements and data processing agreements where required), and monitored throughout the relationship, as set out in the Vendor Management Policy.`,
    },
    {
      id: "incident-management",
      title: "Incident Management",
      required: true,
      requirements: [
        "ISO 27001 A.5.24",
        "ISO 27001 A.6.8",
        "SOC 2 CC7.3",
        "HIPAA 164.308(a)(6)(i)",
        "NIST CSF RS.MA-01",
        "NIST 800-53 IR-1",
        "PCI DSS 12.10.1",
      ],
      body: `Personnel must report suspected security incidents and weaknesses immediately to {{securityEmail}}. Incidents are handled according to the Incident Response Plan, which defines classification, escalation, containment, recovery, evidence handling, notification and lessons learned.`,
    },
    {
      id: "business-continuity",
      title: "Business Continuity and Backup",
      required: true,
      requirements: ["ISO 27001 A.5.30", "ISO 27001 A.8.13", "SOC 2 A1.2", "HIPAA 164.308(a)(7)(i)", "NIST CSF RC.RP-01", "NIST 800-53 CP-1"],
      body: `Critical information is backed up regularly, backups are encrypted, stored separately from production and tested by restoration. The Business Continuity and Disaster Recovery Plan defines recovery objectives for critical services and is tested at least annually.`,
    },
    {
      id: "compliance-review",
      title: "Compliance, Exceptions and Review",
      required: true,
      requirements: [
        "ISO 27001 A.5.31",
        "ISO 27001 A.5.35",
        "ISO 27001 A.5.36",
        "ISO 27001 Clause 9.3",
        "SOC 2 CC4.1",
        "HIPAA 164.308(a)(8)",
        "HIPAA 164.316(b)(2)",
        "NIST CSF GV.PO-02",
        "NIST 800-53 CA-2",
        "PCI DSS 12.1.2",
      ],
      body: `Compliance with this policy is checked through continuous control monitoring, internal audits and independent external assessments. Exceptions must be requested in writing, justified by a risk assessment, approved by the {{policyOwner}}, time-limited and recorded in the exceptions register. This policy and its supporting documents are reviewed at least annually and after significant changes to the business, technology, threats or law; policies and records of actions required by them are retained for at least six years from their creation or last effective date.`,
    },
    {
      id: "enforcement",
      title: "Enforcement",
      required: true,
      requirements: ["ISO 27001 A.6.4", "SOC 2 CC1.5", "HIPAA 164.308(a)(1)(ii)(C)", "NIST 800-53 PS-8", "PCI DSS 12.1.1"],
      body: `Violations of this policy may result in disciplinary action up to and including termination of employment or contract, and, where the law has been broken, referral to the relevant authorities. Sanctions are applied consistently and documented.`,
    },
  ],
};

export default template;

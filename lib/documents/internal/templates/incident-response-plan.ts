import type { LibraryTemplate } from "../types";
import { companyName, criticalSystems, dataTypes, effectiveDate, incidentLead, policyOwner, securityEmail } from "../fields";

const template: LibraryTemplate = {
  id: "incident-response-plan",
  name: "Incident Response Plan",
  category: "incident-response",
  kind: "incident_response_plan",
  description:
    "Plan for detecting, reporting, classifying, containing, eradicating and recovering from information security incidents, with roles, severity levels, evidence handling, communications and lessons learned. Meets SOC 2 CC7.3 to CC7.5, ISO/IEC 27001 A.5.24 to A.5.28, HIPAA 164.308(a)(6), NIST CSF 2.0 Respond, NIST SP 800-53 IR and PCI DSS 12.10.",
  frameworks: ["soc2", "iso27001", "hipaa", "nist-csf-2", "nist-800-53", "pci-dss-4"],
  keywords: [
    "incident response",
    "security incident",
    "cyber attack",
    "hacked",
    "ransomware",
    "breach response",
    "csirt",
    "playbook",
    "containment",
    "forensics",
    "on-call",
    "lessons learned",
    "irp",
  ],
  version: "1.0.0",
  fields: [
    companyName,
    policyOwner,
    incidentLead,
    securityEmail,
    criticalSystems,
    dataTypes,
    effectiveDate,
    {
      name: "escalationContacts",
      label: "Escalation contacts",
      type: "string[]",
      required: false,
      description: "External parties to engage in a serious incident.",
      example: ["Outside counsel: Example Law Firm LLP", "Forensics retainer: Example Forensics Ltd", "Cyber insurer claims line"],
    },
  ],
  intro: `**Owner:** {{policyOwner}} · **Effective date:** {{effectiveDate}}

This plan sets out how {{companyName}} prepares for, detects, responds to and recovers from information security incidents, so that harm to customers, employees and the business is limited and obligations to notify others are met on time. It is mandatory for all staff, contractors and service providers with access to {{companyName}} systems or data.`,
  sections: [
    {
      id: "purpose-scope",
      title: "Purpose and Scope",
      required: true,
      requirements: [
        "SOC 2 CC7.3",
        "ISO 27001 A.5.24",
        "HIPAA 164.308(a)(6)(i)",
        "NIST CSF RS.MA-01",
        "NIST 800-53 IR-1",
        "NIST 800-53 IR-8",
        "PCI DSS 12.10.1",
      ],
      body: `This plan covers every information security event and incident affecting the confidentiality, integrity or availability of {{companyName}} information or systems, wherever they are hosted, including those of service providers that process data for us. A **security event** is an observable occurrence that may indicate a threat; a **security incident** is an event, or series of events, that actually or potentially jeopardises information or systems or violates security policy, including the attempted or successful unauthorised access, use, disclosure, modification or destruction of information.

Systems in scope with the highest priority:

{{list criticalSystems}}`,
    },
    {
      id: "roles-responsibilities",
      title: "Roles and Responsibilities",
      required: true,
      requirements: ["SOC 2 CC7.4", "ISO 27001 A.5.24", "HIPAA 164.308(a)(2)", "NIST CSF GV.RR-02", "NIST 800-53 IR-8", "PCI DSS 12.10.1"],
      body: `- **Incident Commander** ({{incidentLead}}): leads the response, decides on severity, containment and escalation, and owns the incident record until closure.
- **Incident Response Team**: security, engineering and operations staff assigned by the Incident Commander to investigate, contain and remediate.
- **Communications Lead**: prepares internal updates and, with legal counsel, all external statements and notifications.
- **Legal and Privacy**: assesses notification duties to regulators, customers, individuals, card brands and law enforcement, and directs privileged investigations.
- **Executive Sponsor** ({{policyOwner}}): approves decisions with significant business impact and provides resources.
- **All staff**: report suspected incidents immediately and follow the instructions of the Incident Commander.
{{#if escalationContacts}}
External parties engaged for serious incidents:

{{list escalationContacts}}
{{/if}}
An on-call rota ensures that an Incident Commander can be reached at all times.`,
    },
    {
      id: "severity-classification",
      title: "Incident Classification and Severity",
      required: true,
      requirements: ["SOC 2 CC7.3", "ISO 27001 A.5.25", "NIST CSF RS.MA-03", "NIST CSF RS.AN-03", "NIST 800-53 IR-4", "PCI DSS 12.10.1"],
      body: `The Incident Commander assesses each reported event and decides whether it is an incident and which severity level applies. The severity is reviewed as facts emerge.

| Severity | Definition | Response target |
|---|---|---|
| SEV-1 Critical | Confirmed compromise of sensitive or regulated data, or outage of a critical system affecting all customers | Team assembled within 15 minutes; executive sponsor informed within 1 hour |
| SEV-2 High | Likely compromise of data or systems, or major degradation of a critical system | Team assembled within 1 hour |
| SEV-3 Medium | Contained compromise of a single user or non-critical system; policy violation with limited impact | Triage within 1 business day |
| SEV-4 Low | Suspicious activity with no evidence of compromise | Triage within 3 business days |

Every incident is recorded in the incident register with its category (for example malware, unauthorised access, data loss, denial of service, insider misuse, third-party compromise), severity, timeline, decisions and actions.`,
    },
    {
      id: "detection-reporting",
      title: "Detection and Reporting",
      required: true,
      requirements: ["SOC 2 CC7.2", "ISO 27001 A.6.8", "HIPAA 164.308(a)(6)(ii)", "NIST CSF DE.AE-02", "NIST CSF RS.MA-02", "NIST 800-53 IR-6", "PCI DSS 10.7"],
      body: `Incidents are detected through centralised logging and alerting, endpoint and network monitoring, vulnerability scanning, service provider notices, customer reports and staff observation. Anyone who suspects an incident must report it immediately, and within one hour at the latest, to {{securityEmail}} or the on-call channel, without attempting to investigate it themselves. Reports should say what was observed, when, on which system, and who else knows. Alerts from security monitoring systems, including intrusion detection, change detection and file integrity monitoring, feed into this process. Security alerts are triaged by the on-call engineer, who opens an incident record and pages the Incident Commander for anything that may be SEV-2 or higher.`,
    },
    {
      id: "response-procedures",
      title: "Containment, Eradication and Recovery",
      required: true,
      requirements: [
        "SOC 2 CC7.4",
        "SOC 2 CC7.5",
        "ISO 27001 A.5.26",
        "HIPAA 164.308(a)(6)(ii)",
        "NIST CSF RS.MI-01",
        "NIST CSF RS.MI-02",
        "NIST CSF RC.RP-01",
        "NIST 800-53 IR-4",
        "PCI DSS 12.10.1",
      ],
      body: `1. **Containment.** Limit the spread and impact: isolate affected hosts or accounts, revoke or rotate exposed credentials and keys, block malicious addresses and domains, and disable compromised integrations. Prefer measures that preserve evidence.
2. **Eradication.** Identify the root cause and remove it: remove malware and persistence, patch exploited vulnerabilities, correct misconfigurations and close unauthorised access paths.
3. **Recovery.** Restore systems from known-good sources or backups, verify their integrity, monitor closely for recurrence, and return them to production only with the Incident Commander's approval.
4. **Closure.** The incident is closed when the threat is removed, services are restored, notifications are complete and follow-up actions are assigned.`,
    },
    {
      id: "evidence-preservation",
      title: "Evidence Collection and Preservation",
      required: true,
      requirements: ["ISO 27001 A.5.28", "NIST CSF RS.AN-07", "NIST 800-53 IR-4", "NIST 800-53 AU-9", "SOC 2 CC7.4"],
      body: `Evidence is collected in a way that keeps it admissible and reliable: logs, disk and memory images and other artefacts are copied with cryptographic hashes recorded, stored in access-restricted locations, and handled under a chain-of-custody record that names each person who accessed them and when. Log retention is extended for systems involved in an incident until the incident is closed and any legal hold is released.`,
    },
    {
      id: "communication",
      title: "Communication and Notification",
      required: true,
      requirements: [
        "SOC 2 CC2.3",
        "SOC 2 CC7.4",
        "ISO 27001 A.5.5",
        "ISO 27001 A.5.26",
        "NIST CSF RS.CO-02",
        "NIST CSF RS.CO-03",
        "NIST 800-53 IR-6",
        "HIPAA 164.308(a)(6)(ii)",
      ],
      body: `Internal updates are given to the executive sponsor and affected teams at intervals set by the Incident Commander (at least every four hours for SEV-1). External communication is made only by the Communications Lead with legal approval. Legal and Privacy assess, for every incident involving personal or regulated data, whether customers, individuals, supervisory authorities, regulators, law enforcement or other parties must be notified, and track each notification against its legal or contractual deadline (for example 72 hours to a supervisory authority under GDPR Article 33, and the deadlines agreed in customer contracts). Where payment card data may be affected, the acquiring bank and the payment brands are notified under their incident procedures.`,
    },
    {
      id: "payment-card-incidents",
      title: "Payment Card Data Incidents",
      required: false,
      when: `dataTypes includes "payment_cards"`,
      requirements: ["PCI DSS 12.10.1", "PCI DSS 12.10.5"],
      body: `If cardholder data or the cardholder data environment may be compromised, the Incident Commander notifies the acquiring bank and follows each affected payment brand's incident procedures, engages a PCI Forensic Investigator when required, and does not power off or rebuild affected systems before evidence has been secured. Alerts from security monitoring systems, including intrusion detection, change detection and file integrity monitoring, are included in the response.`,
    },
    {
      id: "health-data-incidents",
      title: "Incidents Involving Protected Health Information",
      required: false,
      when: `dataTypes includes "health_data"`,
      requirements: ["HIPAA 164.308(a)(6)(ii)", "HIPAA 164.402", "HIPAA 164.404", "HIPAA 164.410"],
      body: `Incidents involving electronic protected health information are documented together with their outcome, as HIPAA requires. Legal and Privacy perform the four-factor risk assessment under 45 CFR 164.402 to determine whether a breach of unsecured protected health information occurred. As a business associate, {{companyName}} notifies the covered entity without unreasonable delay and no later than the deadline in the business associate agreement; as a covered entity, it notifies affected individuals within 60 days of discovery and HHS and, where more than 500 residents of a state are affected, the media, as required by 45 CFR 164.404 to 164.408.`,
    },
    {
      id: "post-incident-review",
      title: "Post-Incident Review and Lessons Learned",
      required: true,
      requirements: ["SOC 2 CC4.2", "SOC 2 CC7.5", "ISO 27001 A.5.27", "NIST CSF ID.IM-03", "NIST 800-53 IR-4", "PCI DSS 12.10.6"],
      body: `Within ten business days of closing a SEV-1 or SEV-2 incident, the Incident Commander holds a blameless post-incident review. It records the timeline, root cause, what worked and what did not, and corrective actions with owners and due dates. Actions are tracked to completion, and this plan, detection rules and training are updated with what was learned.`,
    },
    {
      id: "testing-training",
      title: "Testing and Training",
      required: true,
      requirements: ["NIST 800-53 IR-2", "NIST 800-53 IR-3", "PCI DSS 12.10.2", "PCI DSS 12.10.4", "ISO 27001 A.5.24", "SOC 2 CC7.4", "HIPAA 164.308(a)(5)"],
      body: `The plan is tested at least once a year through a tabletop exercise or simulation covering a realistic scenario, such as ransomware or a cloud credential leak, and after significant changes to systems or the organisation. Members of the Incident Response Team receive role-specific incident response training on joining and annually, and all staff are trained to recognise and report incidents.`,
    },
    {
      id: "plan-maintenance",
      title: "Plan Review and Maintenance",
      required: true,
      requirements: ["NIST 800-53 IR-8", "PCI DSS 12.10.2", "ISO 27001 A.5.1", "SOC 2 CC5.3"],
      body: `The {{policyOwner}} reviews this plan at least annually, after every SEV-1 incident and after each test, and updates it to reflect lessons learned, changes in threats, systems, organisation and legal requirements. Changes are approved by management and communicated to everyone with a role in the plan.`,
    },
  ],
};

export default template;

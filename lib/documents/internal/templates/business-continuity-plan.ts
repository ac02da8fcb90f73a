import type { LibraryTemplate } from "../types";
import { companyName, criticalSystems, effectiveDate, incidentLead, policyOwner } from "../fields";

const template: LibraryTemplate = {
  id: "business-continuity-plan",
  name: "Business Continuity and Disaster Recovery Plan",
  category: "business-continuity",
  kind: "business_continuity_plan",
  description:
    "Plan for keeping critical services running and restoring them after a disruption: business impact analysis, recovery time and point objectives, backups, disaster recovery steps, emergency-mode operation, crisis communication, and testing. Meets ISO/IEC 27001 A.5.29, A.5.30 and A.8.13, SOC 2 A1.2, A1.3 and CC9.1, HIPAA 164.308(a)(7), NIST SP 800-53 CP and NIST CSF 2.0 Recover.",
  frameworks: ["iso27001", "soc2", "hipaa", "nist-800-53", "nist-csf-2"],
  keywords: [
    "business continuity",
    "disaster recovery",
    "bcp",
    "drp",
    "bcdr",
    "outage",
    "rto",
    "rpo",
    "backup and restore",
    "contingency plan",
    "resilience",
    "failover",
    "region outage",
  ],
  version: "1.0.0",
  fields: [
    companyName,
    policyOwner,
    incidentLead,
    criticalSystems,
    {
      name: "recoveryTimeObjective",
      label: "Recovery time objective",
      type: "string",
      required: true,
      description: "Maximum acceptable time to restore critical services.",
      example: "4 hours",
    },
    {
      name: "recoveryPointObjective",
      label: "Recovery point objective",
      type: "string",
      required: true,
      description: "Maximum acceptable data loss measured in time.",
      example: "15 minutes",
    },
    {
      name: "recoverySite",
      label: "Recovery location",
      type: "string",
      required: false,
      description: "Secondary region or site used for recovery.",
      example: "a second region of Example Cloud Host",
    },
    effectiveDate,
  ],
  intro: `**Owner:** {{policyOwner}} · **Effective date:** {{effectiveDate}}

This plan describes how {{companyName}} continues to deliver its critical services during a disruption and restores normal operations afterwards, whether the cause is a cyber attack, a cloud provider outage, loss of a facility, a pandemic or the loss of key staff.`,
  sections: [
    {
      id: "purpose-scope",
      title: "Purpose and Scope",
      required: true,
      requirements: ["ISO 27001 A.5.29", "SOC 2 CC9.1", "HIPAA 164.308(a)(7)(i)", "NIST 800-53 CP-1", "NIST 800-53 CP-2", "NIST CSF RC.RP-01"],
      body: `The plan covers the people, processes, technology, facilities and suppliers needed to deliver {{companyName}} services to customers, and maintains information security during a disruption at the level required in normal operations.`,
    },
    {
      id: "business-impact-analysis",
      title: "Business Impact Analysis",
      required: true,
      requirements: ["ISO 27001 A.5.30", "HIPAA 164.308(a)(7)(ii)(E)", "NIST 800-53 CP-2", "NIST 800-53 RA-9", "NIST CSF GV.OC-04", "SOC 2 CC9.1"],
      body: `A business impact analysis, reviewed annually, identifies the services and data whose loss would cause the greatest harm, their dependencies and the maximum tolerable downtime. The systems critical to the business are:

{{list criticalSystems}}

Other systems are restored after critical systems, in the priority order recorded in the business impact analysis.`,
    },
    {
      id: "recovery-objectives",
      title: "Recovery Objectives",
      required: true,
      requirements: ["ISO 27001 A.5.30", "SOC 2 A1.2", "NIST 800-53 CP-2", "NIST CSF RC.RP-01"],
      body: `For critical systems, the recovery time objective (RTO) is {{recoveryTimeObjective}} and the recovery point objective (RPO) is {{recoveryPointObjective}}. Architecture, backup frequency and recovery procedures are designed to meet these objectives, and tests measure whether they are achieved.`,
    },
    {
      id: "roles-responsibilities",
      title: "Roles and Responsibilities",
      required: true,
      requirements: ["ISO 27001 A.5.29", "NIST 800-53 CP-2", "HIPAA 164.308(a)(7)(i)"],
      body: `- The **{{policyOwner}}** owns this plan and declares a business continuity event.
- The **Recovery Lead** ({{incidentLead}}) coordinates technical recovery.
- **Service owners** carry out the recovery procedures for their systems.
- The **Communications Lead** informs staff, customers and partners.
- **Deputies** are named for each role so that the plan does not depend on any single person.

Contact details for all roles, key suppliers and authorities are kept in the emergency contact list, available offline.`,
    },
    {
      id: "data-backup",
      title: "Data Backup",
      required: true,
      requirements: ["HIPAA 164.308(a)(7)(ii)(A)", "HIPAA 164.310(d)(2)(iv)", "ISO 27001 A.8.13", "NIST 800-53 CP-9", "NIST CSF PR.DS-11", "SOC 2 A1.2"],
      body: `Production databases are backed up continuously with point-in-time recovery, and full backups are taken at least daily. Backups are encrypted, stored in a separate account and location from production{{#if recoverySite}} ({{recoverySite}}){{/if}}, protected against deletion or alteration (immutable storage), and kept for 35 days. Backup jobs are monitored, and failures are fixed within one business day. Exact retrievable copies of electronic protected health information and other critical data are maintained.`,
    },
    {
      id: "disaster-recovery",
      title: "Disaster Recovery Procedures",
      required: true,
      requirements: [
        "HIPAA 164.308(a)(7)(ii)(B)",
        "ISO 27001 A.5.30",
        "ISO 27001 A.8.14",
        "NIST 800-53 CP-10",
        "NIST CSF RC.RP-02",
        "NIST CSF RC.RP-03",
        "NIST CSF RC.RP-05",
        "SOC 2 A1.2",
      ],
      body: `1. **Assess** the disruption, its cause and expected duration, and decide whether to invoke the plan.
2. **Declare** the event and assemble the recovery team.
3. **Recover** infrastructure from code{{#if recoverySite}} in {{recoverySite}}{{/if}}, restore data from the most recent verified backup, and restore services in the order set by the business impact analysis.
4. **Verify** the integrity of restored systems and data, and that security controls, logging and monitoring are working, before opening services to customers.
5. **Return** to normal operations, reconcile data and stand down the recovery team.

Where a cyber attack caused the disruption, recovery is coordinated with the incident response team so that restored systems are not re-compromised.`,
    },
    {
      id: "emergency-mode",
      title: "Emergency Mode Operation",
      required: true,
      requirements: ["HIPAA 164.308(a)(7)(ii)(C)", "HIPAA 164.312(a)(2)(ii)", "ISO 27001 A.5.29", "NIST 800-53 CP-2"],
      body: `While operating in emergency mode, critical business processes continue with the minimum required systems and staff, and the protection of sensitive information is maintained: emergency access to systems follows the documented break-glass procedure, is logged, and is reviewed and revoked when normal operations resume.`,
    },
    {
      id: "crisis-communication",
      title: "Crisis Communication",
      required: true,
      requirements: ["NIST CSF RC.CO-03", "NIST CSF RC.CO-04", "NIST 800-53 CP-2", "SOC 2 CC2.3"],
      body: `The Communications Lead keeps staff informed through the out-of-band channel, updates the public status page within 30 minutes of declaring an event and at least hourly afterwards, and informs customers, regulators and partners as contracts and law require. Public statements are approved by the {{policyOwner}}.`,
    },
    {
      id: "testing-exercises",
      title: "Testing and Exercises",
      required: true,
      requirements: ["HIPAA 164.308(a)(7)(ii)(D)", "ISO 27001 A.5.30", "SOC 2 A1.3", "NIST 800-53 CP-4", "NIST CSF ID.IM-02"],
      body: `Backups are restored in a test at least quarterly. The plan is exercised at least annually, alternating a tabletop exercise with a technical failover test, and results, including the recovery times and data loss actually achieved, are documented. Gaps are tracked as corrective actions.`,
    },
    {
      id: "plan-maintenance",
      title: "Plan Maintenance",
      required: true,
      requirements: ["HIPAA 164.308(a)(7)(ii)(D)", "NIST 800-53 CP-2", "ISO 27001 A.5.29", "NIST CSF ID.IM-04"],
      body: `The plan is reviewed at least annually and after each test, real activation or significant change to systems, suppliers or organisation. Updated versions are distributed to everyone with a role in the plan, and an offline copy is kept accessible.`,
    },
  ],
};

export default template;

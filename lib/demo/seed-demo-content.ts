import { createAudit, createPopulation, inviteAuditor, setAuditScope, updateAudit } from "@/lib/audits";
import type { Ctx } from "@/lib/context";
import { approveDocument, generateDocuments, exampleVariables, listDocuments, templates } from "@/lib/documents";
import { createEvidence } from "@/lib/evidence";
import { isoDate } from "@/lib/format/date-time";
import { businessProfileSchema, createScheduleSchema } from "@/lib/monitoring/schemas";
import { createSchedule } from "@/lib/monitoring";

const DAY = 24 * 60 * 60 * 1000;

/** Evidence a young SaaS company would have collected for SOC 2 (and ISO 27001 where it overlaps). */
const EVIDENCE = [
  {
    title: "Okta MFA enforcement policy (screenshot)",
    url: "https://example.com/evidence/okta-mfa.png",
    controls: [
      ["soc2", "CC6.1"],
      ["iso27001", "A.8.5"],
    ],
  },
  {
    title: "Q3 user access review sign-off",
    url: "https://example.com/evidence/access-review-q3.pdf",
    controls: [
      ["soc2", "CC6.2"],
      ["soc2", "CC6.3"],
      ["iso27001", "A.5.18"],
    ],
  },
  {
    title: "Security awareness training completion report",
    url: "https://example.com/evidence/training-2026.csv",
    controls: [
      ["soc2", "CC1.4"],
      ["soc2", "CC2.2"],
      ["iso27001", "A.6.3"],
    ],
  },
  {
    title: "AWS RDS encryption-at-rest configuration",
    url: "https://example.com/evidence/rds-encryption.json",
    controls: [
      ["soc2", "CC6.7"],
      ["iso27001", "A.8.24"],
    ],
  },
  {
    title: "Incident response tabletop exercise notes",
    url: "https://example.com/evidence/ir-tabletop.pdf",
    controls: [
      ["soc2", "CC7.3"],
      ["soc2", "CC7.4"],
      ["iso27001", "A.5.26"],
    ],
  },
  {
    title: "Nightly backup restore test log",
    url: "https://example.com/evidence/backup-restore.log",
    controls: [
      ["soc2", "A1.2"],
      ["soc2", "A1.3"],
      ["iso27001", "A.8.13"],
    ],
  },
] as const;

/** The policy of the demo's set left waiting for approval: "My work" shows it to its approver. */
export const DEMO_AWAITING_APPROVAL = "vendor-management-policy";

/**
 * Fills a new demo account with a realistic picture through the same services the API uses:
 * evidence, the SOC 2 policy set, a daily monitoring schedule, and a SOC 2 audit in
 * progress whose invited auditor's magic link waits in the outbox (/dev/mailbox).
 */
export async function seedDemoContent(ctx: Ctx): Promise<void> {
  const now = ctx.now().getTime();
  for (const [i, e] of EVIDENCE.entries()) {
    await createEvidence(ctx, {
      title: e.title,
      url: e.url,
      controls: e.controls.map(([framework, controlId]) => ({ framework, controlId })),
      collectedAt: new Date(now - (30 - i * 4) * DAY),
      expiresAt: new Date(now + (335 + i * 4) * DAY),
    });
  }

  const soc2Templates = templates.filter((t) => t.frameworks.includes("soc2"));
  const variables = Object.assign({}, ...soc2Templates.map(exampleVariables), { companyName: "Demo Company" });
  await generateDocuments(ctx, { frameworkId: "soc2", variables });
  // The demo admin approves the policy set, so the approved versions back their controls (CC1.1 by the Acceptable
  // Use Policy) for readiness and for the auditor; one stays a draft for Priya to approve (seed-demo-work.ts).
  for (const doc of (await listDocuments(ctx, { limit: 100 })).items) {
    if (doc.templateId !== DEMO_AWAITING_APPROVAL) await approveDocument(ctx, doc.id);
  }

  // Its first check is due at once: the scheduler runs it as soon as the server is up.
  await createSchedule(
    ctx,
    createScheduleSchema.parse({
      frameworkId: "soc2",
      frequency: "daily",
      businessProfile: businessProfileSchema.parse({
        companyName: "Demo Company",
        industry: "B2B SaaS",
        employeeCount: 45,
        regions: ["US", "EU"],
        dataTypes: ["personal_data"],
        practices: {
          mfa: true,
          encryptionAtRest: true,
          encryptionInTransit: true,
          accessReviews: true,
          securityTraining: true,
          incidentResponsePlan: true,
          backups: true,
          logging: true,
          changeManagement: true,
          privacyPolicy: true,
        },
      }),
    }),
  );

  // Six months of observation ending with this month, so the population below is dated inside it.
  const today = new Date(now);
  const periodStart = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 5, 1));
  const periodEnd = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 0));
  const audit = await createAudit(ctx, {
    framework_id: "soc2",
    type: "type_ii",
    title: "SOC 2 Type II — FY2027",
    description: "Six-month observation period; Security, Availability and Confidentiality criteria.",
    target_completion: new Date(now + 90 * DAY),
    period_start: isoDate(periodStart),
    period_end: isoDate(periodEnd),
  });
  const notAudited = "Not part of this engagement: the report covers Security, Availability and Confidentiality.";
  await setAuditScope(ctx, audit.id, {
    categories: [
      { category: "Privacy", in_scope: false, reason: notAudited },
      { category: "Processing Integrity", in_scope: false, reason: notAudited },
    ],
  });
  // A population for the auditor to sample: a new hire every few days so far in the period.
  const owners = ["priya.admin@example.com", "sam.engineer@example.com", null];
  const hires = [];
  for (let day = 2, i = 1; periodStart.getTime() + day * DAY < now; day += 4, i++) {
    hires.push({
      key: `EMP-${String(1000 + i)}`,
      occurred_at: new Date(periodStart.getTime() + day * DAY).toISOString(),
      owner_email: owners[i % 3],
      data: { department: ["Engineering", "Sales", "Support"][i % 3] },
    });
  }
  await createPopulation(ctx, audit.id, { control_id: "CC6.2", name: "New hires", kind: "new_hires", frequency: "weekly", source: "api", rows: hires });
  await updateAudit(ctx, audit.id, { status: "in_progress" });
  await inviteAuditor(ctx, audit.id, { email: "auditor@example.com", name: "Alex Auditor", firm: "Example Assurance LLP" });
}

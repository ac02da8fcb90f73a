import type { Ctx } from "@/lib/context";
import { requireCustomer } from "@/lib/context/guards";
import { isoDate } from "@/lib/format/date-time";
import { demoColleagues } from "./demo-people";
import { acceptRisk, addLibraryRisks, createRiskAssessment, createRiskTask, signRiskAssessment, updateRisk, updateRiskTask } from "@/lib/risks";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Twelve risks from the library, in this order (R-3 and R-7 are the risks the demo's scope decisions cite), each owned
 * by someone, most treated: residual scores, plans with tasks, one accepted.
 */
const RISKS = [
  "public-bucket",
  "unpatched-systems",
  "stolen-credentials",
  "vendor-breach",
  "ransomware",
  "leaver-access",
  "backup-failure",
  "unreviewed-change",
  "logging-gaps",
  "incident-response",
  "lost-laptop",
  "key-person",
] as const;

type Treat = { residual?: [number, number]; plan?: string; tasks?: [title: string, dueInDays: number, done?: boolean][]; status?: "treating" | "closed" };

const TREATMENT: Partial<Record<(typeof RISKS)[number], Treat>> = {
  "public-bucket": {
    residual: [1, 5],
    plan: "Organisation policy blocking public buckets; alert on any bucket policy change.",
    tasks: [
      ["Enforce the block-public-access organisation policy", -20, true],
      ["Alert on bucket policy changes", 14],
    ],
    status: "treating",
  },
  "unpatched-systems": {
    residual: [2, 4],
    plan: "Automated dependency and image updates; critical patches within 7 days.",
    tasks: [["Turn on automated security updates for every repository", 10]],
    status: "treating",
  },
  "stolen-credentials": {
    residual: [1, 4],
    plan: "Single sign-on with phishing-resistant MFA for every workforce account.",
    tasks: [
      ["Require MFA in the identity provider", -30, true],
      ["Move administrators to hardware security keys", -3],
    ],
    status: "treating",
  },
  "backup-failure": {
    residual: [1, 4],
    plan: "Daily snapshots copied to a second account; a restore test every quarter.",
    tasks: [["Run the quarterly restore test", 21]],
    status: "treating",
  },
  "leaver-access": { residual: [1, 3], plan: "Offboarding through SCIM deprovisioning.", status: "treating" },
  "unreviewed-change": { residual: [2, 3], plan: "Branch protection: review and passing checks before merge.", status: "treating" },
};

/**
 * The demo's risk register and its signed annual assessment, made through the risks domain's own verbs: twelve library
 * risks, treatment plans with tasks for Sam and Priya, one risk accepted, then the assessment, signed off by the owner.
 * Without the demo members it does nothing.
 */
export async function seedDemoRisks(ctx: Ctx): Promise<void> {
  const { userId } = requireCustomer(ctx);
  const { sam, priya } = await demoColleagues(ctx);
  if (!sam || !priya) return;
  const owners = [sam, priya, userId];
  const { added } = await addLibraryRisks(ctx, { ids: [...RISKS] });
  const now = ctx.now().getTime();
  for (const [index, risk] of added.entries()) {
    const treat = TREATMENT[risk.libraryId as (typeof RISKS)[number]];
    const owner = owners[index % owners.length];
    await updateRisk(ctx, risk.id, {
      ownerId: owner,
      ...(treat?.residual ? { residualLikelihood: treat.residual[0], residualImpact: treat.residual[1] } : {}),
      ...(treat?.plan ? { treatmentPlan: treat.plan, targetDate: isoDate(new Date(now + 90 * DAY_MS)) } : {}),
      ...(treat?.status ? { status: treat.status } : {}),
    });
    for (const [title, dueInDays, done] of treat?.tasks ?? []) {
      const task = await createRiskTask(ctx, risk.id, { title, assigneeId: owner, dueDate: isoDate(new Date(now + dueInDays * DAY_MS)) });
      if (done) await updateRiskTask(ctx, risk.id, task.id, { status: "done" });
    }
  }
  const keyPerson = added.find((r) => r.libraryId === "key-person");
  if (keyPerson) {
    await acceptRisk(ctx, keyPerson.id, {
      justification: "A team of six: the runbooks and a shared vault cover the gap until the next hire in the platform team.",
      expiresOn: isoDate(new Date(now + 180 * DAY_MS)),
    });
  }
  const assessment = await createRiskAssessment(ctx, {
    title: `Annual risk assessment ${new Date(now).getUTCFullYear()}`,
    summary: "Workshop with engineering, security and the founders; the register reviewed risk by risk, treatments agreed.",
  });
  await signRiskAssessment(ctx, assessment.id, {});
}

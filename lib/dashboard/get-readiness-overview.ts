import { openAuditWork } from "@/lib/audits";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { customFrameworkTitles } from "@/lib/custom-frameworks";
import { expiringEvidence } from "@/lib/evidence";
import { getBuiltinControl, getBuiltinFramework } from "@/lib/frameworks";
import { readinessSnapshots, type ReadinessSnapshot } from "@/lib/monitoring";
import { nextActionFor } from "./internal/next-action";
import type { FrameworkReadiness, NextAction, ReadinessOverview } from "./schemas";

/** Scores drawn per framework. */
export const TREND_POINTS = 12;
/** Next actions per framework, and items per open-work list. */
export const TOP_ITEMS = 5;
/** Evidence expiring within this many days is listed. */
export const EXPIRY_DAYS = 30;

/**
 * The readiness dashboard (docs/api.md "Dashboard"): per monitored framework the latest score, its trend, the
 * met/partial/missing counts and the next actions, from the same readiness model monitoring stores; and across
 * the account open evidence requests and findings, evidence about to expire and each active audit's progress.
 * A fixed set of queries whatever the number of frameworks and audits.
 */
export async function getReadinessOverview(ctx: Ctx): Promise<ReadinessOverview> {
  const { accountId } = requireRole(ctx, "viewer");
  const now = ctx.now();
  const [snapshots, work, expiring] = await Promise.all([
    readinessSnapshots(ctx.db, accountId, TREND_POINTS),
    openAuditWork(ctx.db, accountId, TOP_ITEMS),
    expiringEvidence(ctx.db, accountId, now, new Date(now.getTime() + EXPIRY_DAYS * 86_400_000), TOP_ITEMS),
  ]);
  const custom = await customFrameworkTitles(
    ctx.db,
    accountId,
    snapshots.map((s) => s.frameworkId),
  );
  const frameworkOf = (id: string) => {
    const builtin = getBuiltinFramework(id);
    return builtin
      ? { name: builtin.name, custom: false, title: (controlId: string) => getBuiltinControl(id, controlId)?.title ?? null }
      : { name: custom.names.get(id) ?? id, custom: true, title: (controlId: string) => custom.controls.get(id)?.get(controlId) ?? null };
  };
  return {
    frameworks: snapshots.map((s) => frameworkReadiness(s, frameworkOf(s.frameworkId))),
    evidenceRequests: { open: work.evidenceRequests.total, items: work.evidenceRequests.items.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) },
    findings: { open: work.findings.total, items: work.findings.items.map((f) => ({ ...f, createdAt: f.createdAt.toISOString() })) },
    expiringEvidence: { days: EXPIRY_DAYS, count: expiring.total, items: expiring.items.map((e) => ({ ...e, expiresAt: e.expiresAt.toISOString() })) },
    audits: work.activeAudits.map((a) => ({ ...a, targetCompletion: a.targetCompletion?.toISOString() ?? null })),
  };
}

function frameworkReadiness(s: ReadinessSnapshot, fw: { name: string; custom: boolean; title: (controlId: string) => string | null }): FrameworkReadiness {
  const controls = s.latest?.controls ?? [];
  const count = (status: string) => controls.filter((c) => c.readiness === status).length;
  const nextActions: NextAction[] = [];
  // Missing before partial: a missing control costs the score twice what a partial one does.
  for (const readiness of ["missing", "partial"] as const) {
    for (const c of controls) {
      if (nextActions.length === TOP_ITEMS) break;
      if (c.readiness !== readiness) continue;
      const title = fw.title(c.controlId);
      const next = nextActionFor({ controlId: c.controlId, title, readiness, sources: c.sources });
      if (next) nextActions.push({ controlId: c.controlId, title, readiness, ...next, reason: c.reason });
    }
  }
  return {
    frameworkId: s.frameworkId,
    frameworkName: fw.name,
    custom: fw.custom,
    scheduleId: s.scheduleId,
    scheduleName: s.scheduleName,
    passThreshold: s.passThreshold,
    resultId: s.latest?.resultId ?? null,
    score: s.latest?.score ?? null,
    previousScore: s.latest?.previousScore ?? null,
    status: s.latest?.status ?? null,
    checkedAt: s.latest?.at.toISOString() ?? null,
    trend: s.trend.map((p) => ({ score: p.score, at: p.at.toISOString() })),
    counts: { met: count("met"), partial: count("partial"), missing: count("missing"), notApplicable: count("not_applicable") },
    nextActions,
  };
}

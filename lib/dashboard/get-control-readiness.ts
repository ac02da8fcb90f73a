import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { readinessSnapshots } from "@/lib/monitoring";
import type { ControlReadiness } from "./schemas";

/**
 * Each control's readiness and reason from the latest scored monitoring check of one framework, by control id
 * (the audit page shows it beside the auditor's review); empty when the framework is not monitored or not yet checked.
 */
export async function getControlReadiness(ctx: Ctx, frameworkId: string): Promise<Map<string, ControlReadiness>> {
  const { accountId } = requireRole(ctx, "viewer");
  const [snapshot] = await readinessSnapshots(ctx.db, accountId, 1, frameworkId);
  return new Map((snapshot?.latest?.controls ?? []).map((c) => [c.controlId, { readiness: c.readiness, reason: c.reason }]));
}

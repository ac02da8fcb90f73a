import { and, asc, eq } from "drizzle-orm";
import { riskControls, risks } from "@/db/risks";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { riskReference } from "./internal/serialize";
import type { RiskStatus } from "@/lib/vocabulary";

export interface ControlRisk {
  id: string;
  reference: string;
  title: string;
  status: RiskStatus;
}

/** The risks linked to each control of one framework (built-in or custom), by control id, in register order: viewers and above. */
export async function listControlRisks(ctx: Ctx, frameworkId: string): Promise<Map<string, ControlRisk[]>> {
  const { accountId } = requireRole(ctx, "viewer");
  const rows = await ctx.db
    .select({ controlId: riskControls.controlId, id: risks.id, number: risks.number, title: risks.title, status: risks.status })
    .from(riskControls)
    .innerJoin(risks, eq(risks.id, riskControls.riskId))
    .where(and(eq(riskControls.accountId, accountId), eq(riskControls.frameworkId, frameworkId)))
    .orderBy(asc(risks.number));
  const byControl = new Map<string, ControlRisk[]>();
  for (const r of rows) {
    const list = byControl.get(r.controlId) ?? [];
    list.push({ id: r.id, reference: riskReference(r.number), title: r.title, status: r.status });
    byControl.set(r.controlId, list);
  }
  return byControl;
}

import type { Ctx } from "@/lib/context";
import type { PageRequest } from "@/lib/pagination";
import { auditorAudit, auditorGate } from "../auditor/internal/access";
import { pagePopulationRows } from "./internal/population-rows";

/** A population's rows, for the auditor of its audit only. */
export async function listAuditorPopulationRows(ctx: Ctx, populationId: string, page: PageRequest) {
  const caller = await auditorGate(ctx);
  const { audit } = await auditorAudit(ctx, ctx.db, caller);
  return pagePopulationRows(ctx.db, audit.id, populationId, page);
}

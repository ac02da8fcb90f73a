import type { Ctx } from "@/lib/context";
import type { PageRequest } from "@/lib/pagination";
import { auditorAudit, auditorGate } from "../auditor/internal/access";
import type { PopulationFilter } from "./schemas";
import { pagePopulations } from "./internal/population-rows";

/** The populations of the auditor's one audit, newest first. */
export async function listAuditorPopulations(ctx: Ctx, filter: PopulationFilter, page: PageRequest) {
  const caller = await auditorGate(ctx);
  const { audit } = await auditorAudit(ctx, ctx.db, caller);
  return pagePopulations(ctx.db, audit.id, filter, page);
}

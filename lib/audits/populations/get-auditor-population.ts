import type { Ctx } from "@/lib/context";
import { auditorAudit, auditorGate } from "../auditor/internal/access";
import type { PopulationJson } from "./schemas";
import { findPopulationView } from "./internal/population-rows";
import { toPopulation } from "./internal/serialize";

/** A population of the auditor's audit; any other audit's answers 404. */
export async function getAuditorPopulation(ctx: Ctx, populationId: string): Promise<PopulationJson> {
  const caller = await auditorGate(ctx);
  const { audit } = await auditorAudit(ctx, ctx.db, caller);
  return toPopulation(await findPopulationView(ctx.db, audit.id, populationId));
}

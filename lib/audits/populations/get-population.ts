import type { Ctx } from "@/lib/context";
import { findCustomerAudit, readerGate } from "../internal/access";
import type { PopulationJson } from "./schemas";
import { findPopulationView } from "./internal/population-rows";
import { toPopulation } from "./internal/serialize";

export async function getPopulation(ctx: Ctx, auditId: string, populationId: string): Promise<PopulationJson> {
  const caller = await readerGate(ctx);
  const audit = await findCustomerAudit(ctx.db, caller.accountId, auditId);
  return toPopulation(await findPopulationView(ctx.db, audit.id, populationId));
}

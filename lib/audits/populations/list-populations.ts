import type { Ctx } from "@/lib/context";
import type { PageRequest } from "@/lib/pagination";
import { findCustomerAudit, readerGate } from "../internal/access";
import type { PopulationFilter } from "./schemas";
import { pagePopulations } from "./internal/population-rows";

/** The audit's populations, newest first. */
export async function listPopulations(ctx: Ctx, auditId: string, filter: PopulationFilter, page: PageRequest) {
  const caller = await readerGate(ctx);
  const audit = await findCustomerAudit(ctx.db, caller.accountId, auditId);
  return pagePopulations(ctx.db, audit.id, filter, page);
}

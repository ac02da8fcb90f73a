import type { Ctx } from "@/lib/context";
import type { PageRequest } from "@/lib/pagination";
import { findCustomerAudit, readerGate } from "../internal/access";
import { pagePopulationRows } from "./internal/population-rows";

/** A population's rows in row-number order. */
export async function listPopulationRows(ctx: Ctx, auditId: string, populationId: string, page: PageRequest) {
  const caller = await readerGate(ctx);
  const audit = await findCustomerAudit(ctx.db, caller.accountId, auditId);
  return pagePopulationRows(ctx.db, audit.id, populationId, page);
}

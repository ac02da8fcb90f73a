import type { Ctx } from "@/lib/context";
import type { PageRequest } from "@/lib/pagination";
import { findCustomerAudit, readerGate } from "../internal/access";
import type { SampleFilter } from "./schemas";
import { pageSamples } from "./internal/sample-rows";

/** The audit's samples for the customer (viewers too), newest first. */
export async function listSamples(ctx: Ctx, auditId: string, filter: SampleFilter, page: PageRequest) {
  const caller = await readerGate(ctx);
  const audit = await findCustomerAudit(ctx.db, caller.accountId, auditId);
  return pageSamples(ctx.db, audit.id, filter, page);
}

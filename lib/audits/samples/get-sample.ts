import type { Ctx } from "@/lib/context";
import { findCustomerAudit, readerGate } from "../internal/access";
import { sampleDetail, sampleOf } from "./internal/sample-rows";

/** One sample of the audit with its items in draw order, for the customer (viewers too). */
export async function getSample(ctx: Ctx, auditId: string, sampleId: string) {
  const caller = await readerGate(ctx);
  const audit = await findCustomerAudit(ctx.db, caller.accountId, auditId);
  const { sample, population } = await sampleOf(ctx.db, audit.id, sampleId);
  return sampleDetail(ctx.db, sample, population);
}

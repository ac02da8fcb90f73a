import type { Ctx } from "@/lib/context";
import type { PageRequest } from "@/lib/pagination";
import { findCustomerAudit, readerGate } from "./internal/access";
import { evidenceRequestOf } from "./internal/audit-rows";
import { pageComments } from "./internal/comments";

/** The thread of one evidence request, oldest first (any member, or a read key). */
export async function listRequestComments(ctx: Ctx, auditId: string, requestId: string, page: PageRequest) {
  const caller = await readerGate(ctx);
  const audit = await findCustomerAudit(ctx.db, caller.accountId, auditId);
  const request = await evidenceRequestOf(ctx.db, audit.id, requestId);
  return pageComments(ctx.db, audit, request.id, page);
}

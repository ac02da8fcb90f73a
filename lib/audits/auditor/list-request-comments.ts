import type { Ctx } from "@/lib/context";
import type { PageRequest } from "@/lib/pagination";
import { evidenceRequestOf } from "../internal/audit-rows";
import { pageComments } from "../internal/comments";
import { auditorAudit, auditorGate } from "./internal/access";

/** The thread of one of the audit's evidence requests, oldest first. */
export async function listAuditorRequestComments(ctx: Ctx, requestId: string, page: PageRequest) {
  const caller = await auditorGate(ctx);
  const { audit } = await auditorAudit(ctx, ctx.db, caller);
  const request = await evidenceRequestOf(ctx.db, audit.id, requestId);
  return pageComments(ctx.db, audit, request.id, page);
}

import type { Ctx } from "@/lib/context";
import type { PageRequest } from "@/lib/pagination";
import { pageFindings, type FindingFilter } from "../list-findings";
import { auditorAudit, auditorGate } from "./internal/access";

export async function listAuditorFindings(ctx: Ctx, filter: FindingFilter, page: PageRequest) {
  const caller = await auditorGate(ctx);
  const { audit } = await auditorAudit(ctx, ctx.db, caller);
  return pageFindings(ctx.db, audit.id, filter, page);
}

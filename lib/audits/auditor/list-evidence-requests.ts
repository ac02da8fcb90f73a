import type { Ctx } from "@/lib/context";
import type { PageRequest } from "@/lib/pagination";
import { pageEvidenceRequests, type EvidenceRequestFilter } from "../list-evidence-requests";
import { auditorAudit, auditorGate } from "./internal/access";

/** The evidence requests of the auditor's audit, newest first (lets the portal follow them up). */
export async function listAuditorEvidenceRequests(ctx: Ctx, filter: EvidenceRequestFilter, page: PageRequest) {
  const caller = await auditorGate(ctx);
  const { audit } = await auditorAudit(ctx, ctx.db, caller);
  return pageEvidenceRequests(ctx.db, audit.id, filter, page);
}

import type { Ctx } from "@/lib/context";
import { incidentsDetectedIn } from "@/lib/incidents";
import type { PageRequest } from "@/lib/pagination";
import { auditWindow } from "../internal/period";
import { auditorAudit, auditorGate } from "./internal/access";

/**
 * The company's incidents detected inside the audit's period (a Type I audit: on its as-of day), oldest first, with
 * their handling, breach notifications and reviews: what the auditor reads for CC7.3–CC7.5. None before the period is set.
 */
export async function listAuditorIncidents(ctx: Ctx, page: PageRequest) {
  const caller = await auditorGate(ctx);
  const { audit } = await auditorAudit(ctx, ctx.db, caller);
  const window = auditWindow(audit);
  if (!window) return { items: [], pagination: { limit: page.limit, nextCursor: null, hasMore: false } };
  return incidentsDetectedIn(ctx.db, audit.accountId, window, page, ctx.now());
}

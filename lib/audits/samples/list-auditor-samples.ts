import type { Ctx } from "@/lib/context";
import type { PageRequest } from "@/lib/pagination";
import { auditorAudit, auditorGate } from "../auditor/internal/access";
import type { SampleFilter } from "./schemas";
import { pageSamples } from "./internal/sample-rows";

/** The samples of the auditor's own audit, newest first. */
export async function listAuditorSamples(ctx: Ctx, filter: SampleFilter, page: PageRequest) {
  const caller = await auditorGate(ctx);
  const { audit } = await auditorAudit(ctx, ctx.db, caller);
  return pageSamples(ctx.db, audit.id, filter, page);
}

import type { Ctx } from "@/lib/context";
import { auditorAudit, auditorGate } from "../auditor/internal/access";
import { sampleDetail, sampleOf } from "./internal/sample-rows";

/** One sample of the auditor's own audit with its items in draw order. */
export async function getAuditorSample(ctx: Ctx, sampleId: string) {
  const caller = await auditorGate(ctx);
  const { audit } = await auditorAudit(ctx, ctx.db, caller);
  const { sample, population } = await sampleOf(ctx.db, audit.id, sampleId);
  return sampleDetail(ctx.db, sample, population);
}

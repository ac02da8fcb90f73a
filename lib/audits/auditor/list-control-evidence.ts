import type { Ctx } from "@/lib/context";
import type { PageRequest } from "@/lib/pagination";
import { auditorAudit, auditorGate, findAuditControl } from "./internal/access";
import { pageControlEvidence } from "./internal/control-evidence";

/**
 * Evidence of one control of the audit (unknown control: 404): by default what falls in the audit's period,
 * with `include_out_of_period` everything the auditor may see, each marked `in_period`.
 */
export async function listControlEvidence(ctx: Ctx, controlId: string, page: PageRequest & { include_out_of_period?: boolean }) {
  const caller = await auditorGate(ctx);
  const { audit } = await auditorAudit(ctx, ctx.db, caller);
  const control = await findAuditControl(ctx.db, audit.id, controlId, "path");
  return pageControlEvidence(ctx.db, audit, control.controlId, page, page.include_out_of_period ?? false);
}

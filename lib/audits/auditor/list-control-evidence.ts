import type { Ctx } from "@/lib/context";
import type { PageRequest } from "@/lib/pagination";
import { auditorAudit, auditorGate, findAuditControl } from "./access";
import { pageControlEvidence } from "./internal/control-evidence";

/** Evidence submitted for one control of the audit (unknown control: 404). */
export async function listControlEvidence(ctx: Ctx, controlId: string, page: PageRequest) {
  const caller = await auditorGate(ctx);
  const { audit } = await auditorAudit(ctx, ctx.db, caller);
  const control = await findAuditControl(ctx.db, audit.id, controlId, "path");
  return pageControlEvidence(ctx.db, audit, control.controlId, page);
}

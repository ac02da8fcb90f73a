import type { Ctx } from "@/lib/context";
import { pageArray, type PageRequest } from "@/lib/pagination";
import { auditBacking } from "../internal/control-backing";
import { toControlDocument } from "../internal/serialize";
import { auditorAudit, auditorGate, findAuditControl } from "./internal/access";

/**
 * The document versions that back one control of the audit (unknown control: 404), by lib/readiness's one rule: the
 * approved version of each document whose kind the control asks for, or, once the audit is complete, the versions it
 * cited then. A control out of the audit's scope has none.
 */
export async function listControlDocuments(ctx: Ctx, controlId: string, page: PageRequest) {
  const caller = await auditorGate(ctx);
  const { audit } = await auditorAudit(ctx, ctx.db, caller);
  const control = await findAuditControl(ctx.db, audit.id, controlId, "path");
  const backing = await auditBacking(ctx.db, audit);
  return pageArray(backing.documentsOf(control.controlId).map(toControlDocument), page);
}

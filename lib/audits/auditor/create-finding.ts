import type { Ctx } from "@/lib/context";
import type { CreateFindingInput } from "../schemas";
import { openFinding } from "../internal/open-finding";
import { toFinding } from "../internal/serialize";
import { assertReviewable, auditorAudit, auditorGate, findAuditControl } from "./internal/access";

/** Records a finding against a control of the audit; it starts `open`. */
export async function createFinding(ctx: Ctx, input: CreateFindingInput) {
  const caller = await auditorGate(ctx);
  return ctx.db.transaction(async (tx) => {
    const { audit, actor } = await auditorAudit(ctx, tx, caller, { lock: true });
    assertReviewable(audit);
    const control = await findAuditControl(tx, audit.id, input.control_id, "body");
    const finding = await openFinding(
      tx,
      ctx,
      audit,
      actor,
      { controlId: control.controlId, severity: input.severity, title: input.title, description: input.description, remediation: input.remediation },
      ctx.now(),
    );
    return toFinding(finding);
  });
}

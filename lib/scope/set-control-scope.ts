import { and, eq } from "drizzle-orm";
import { controlScopeDecisions } from "@/db/scope";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { cannotBeExcluded } from "./internal/annex-a";
import { decisionRows, toControlScope } from "./internal/decisions";
import { frameworkControls } from "./internal/framework-controls";
import type { ControlScope } from "./schemas";
import type { ControlScopeInput } from "./schemas";

/**
 * Decides whether a control of a built-in framework or of one of the account's custom frameworks applies, and why.
 * The readiness model then counts an excluded control as not applicable (docs/api.md "Scope"). The same decision
 * again writes nothing; a change is one audit-trail row with the decision before and after.
 */
export async function setControlScope(ctx: Ctx, frameworkId: string, controlId: string, input: ControlScopeInput): Promise<ControlScope> {
  const { accountId, userId } = requireRole(ctx, "member");
  const controls = await frameworkControls(ctx.db, accountId, frameworkId);
  if (!controls.ids.has(controlId)) throw ServiceError.notFound("control");
  if (!input.applicable && cannotBeExcluded(frameworkId, controlId)) {
    throw ServiceError.validation([{ path: "applicable", message: "ISO/IEC 27001 clauses 4 to 10 always apply; only Annex A controls can be excluded." }]);
  }
  const d = controlScopeDecisions;
  const key = and(eq(d.accountId, accountId), eq(d.frameworkId, frameworkId), eq(d.controlId, controlId));

  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(d).where(key).for("update");
    if (!current || current.applicable !== input.applicable || current.justification !== input.justification) {
      const now = ctx.now();
      const decision = { applicable: input.applicable, justification: input.justification, decidedBy: userId, decidedAt: now };
      await tx
        .insert(d)
        .values({ accountId, frameworkId, controlId, ...decision, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: [d.accountId, d.frameworkId, d.controlId], set: { ...decision, updatedAt: now } });
      await recordEvent(tx, ctx, {
        accountId,
        action: "control.scope_set",
        targetType: "control",
        targetId: `${frameworkId}:${controlId}`,
        details: {
          framework_id: frameworkId,
          control_id: controlId,
          before: current ? { applicable: current.applicable, justification: current.justification } : null,
          after: { applicable: input.applicable, justification: input.justification },
        },
      });
    }
    const [row] = await decisionRows(tx, accountId, frameworkId, controlId);
    return toControlScope(frameworkId, row, controls.title(controlId));
  });
}

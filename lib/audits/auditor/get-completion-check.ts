import type { Ctx } from "@/lib/context";
import type { CompletionCheckJson } from "../schemas";
import { openWorkOf } from "../internal/open-at-completion";
import { completableFrom, periodHoldsCompletion } from "../internal/period";
import { auditorAudit, auditorGate } from "./internal/access";

/**
 * Before the auditor completes the audit (docs/api.md §8): whether `completeAudit` would complete it now, the reason
 * it would not (a draft, a completed audit, a Type II period still running, with the date), and what completing it
 * would leave open. The portal's "Complete this audit?" dialog shows it; a read, so it writes nothing.
 */
export async function getCompletionCheck(ctx: Ctx): Promise<CompletionCheckJson> {
  const caller = await auditorGate(ctx);
  const { audit } = await auditorAudit(ctx, ctx.db, caller);
  const rule = completableFrom(audit);
  const reason =
    audit.status === "complete"
      ? "The audit is already complete."
      : audit.status === "draft"
        ? "The audit is still a draft: the organisation starts it before the auditor can review or complete it."
        : periodHoldsCompletion(audit, ctx.now());
  return {
    can_complete: reason === null,
    reason,
    period_end: audit.type === "type_ii" ? (audit.periodEnd ?? null) : null,
    completable_from: rule?.from ?? null,
    open: await openWorkOf(ctx.db, audit.id),
  };
}

import { testSettings } from "@/db/integrations";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { recordEvent } from "@/lib/events";
import { remediationSlaOf } from "./internal/remediation-sla";
import type { RemediationSlaInput, RemediationSlaResponse } from "./schemas";

/**
 * Sets the days to fix a failing test, by severity. Applies to resources that start failing from now on; due dates
 * already set stay (a deadline does not move because the policy changed).
 */
export async function updateRemediationSla(ctx: Ctx, input: RemediationSlaInput): Promise<RemediationSlaResponse> {
  const { accountId } = requireRole(ctx, "member");
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const before = await remediationSlaOf(tx, accountId);
    const after = { ...before, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) };
    await tx
      .insert(testSettings)
      .values({ accountId, remediationDays: after, updatedAt: now })
      .onConflictDoUpdate({ target: testSettings.accountId, set: { remediationDays: after, updatedAt: now } });
    await recordEvent(tx, ctx, {
      accountId,
      action: "test.remediation_sla_updated",
      targetType: "account",
      targetId: accountId,
      details: { from: before, to: after },
    });
    return after;
  });
}

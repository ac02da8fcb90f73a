import { and, eq } from "drizzle-orm";
import { monitoringAlerts } from "@/db/monitoring";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { recordEvent } from "@/lib/events";

/**
 * Resolves every open alert whose subject went away — an integration or a custom test was deleted — inside the
 * caller's transaction, with one log entry naming them.
 */
export async function resolveAlerts(
  tx: DbOrTx,
  ctx: Ctx,
  input: { accountId: string; reason: string } & ({ integrationId: string; testId?: undefined } | { testId: string; integrationId?: undefined }),
): Promise<number> {
  const t = monitoringAlerts;
  const subject = input.integrationId ? eq(t.integrationId, input.integrationId) : eq(t.testId, input.testId!);
  const resolved = await tx
    .update(t)
    .set({ state: "resolved", resolvedAt: ctx.now() })
    .where(and(eq(t.accountId, input.accountId), subject, eq(t.state, "open")))
    .returning({ id: t.id, type: t.type });
  if (resolved.length > 0) {
    await recordEvent(tx, ctx, {
      accountId: input.accountId,
      action: "integration.alerts_resolved",
      targetType: input.integrationId ? "integration" : "test",
      targetId: input.integrationId ?? input.testId,
      details: { reason: input.reason, alerts: resolved },
    });
  }
  return resolved.length;
}

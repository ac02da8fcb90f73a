import { eq } from "drizzle-orm";
import { integrations } from "@/db/integrations";
import { resolveAlerts } from "@/lib/alerts";
import { actorOf, type Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { recordEvent } from "@/lib/events";
import { findIntegration } from "./internal/find-integration";

/**
 * Disconnects a system: no further syncs; its credentials are erased; its open alerts resolve. Its syncs, results
 * and evidence snapshots stay as history (an audit that cited a snapshot keeps it), but its tests no longer count.
 */
export async function deleteIntegration(ctx: Ctx, id: string): Promise<{ id: string; deleted: true }> {
  const { accountId } = requireRole(ctx, "member");
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await findIntegration(tx, accountId, id, { lock: true });
    await tx
      .update(integrations)
      .set({ deletedAt: now, credentialsCiphertext: null, credentialFields: [], nextSyncAt: null, claimId: null, claimedUntil: null, updatedAt: now })
      .where(eq(integrations.id, row.id));
    await resolveAlerts(tx, ctx, { accountId, integrationId: row.id, reason: "integration_deleted" });
    await recordEvent(tx, ctx, {
      accountId,
      action: "integration.deleted",
      targetType: "integration",
      targetId: row.id,
      details: { provider: row.provider, name: row.name, by: actorOf(ctx.caller).id },
    });
  });
  return { id, deleted: true };
}

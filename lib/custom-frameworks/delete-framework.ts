import { eq } from "drizzle-orm";
import { customFrameworks } from "@/db/custom-frameworks";
import type { Ctx } from "@/lib/context";
import { recordEvent } from "@/lib/events";
import { requireCustomFrameworks } from "./internal/access";
import { findFramework } from "./internal/queries";

/**
 * Soft delete: gone from list and get, kept in the database with its controls, so audits that
 * snapshotted it keep working and its history stays explainable.
 */
export async function deleteFramework(ctx: Ctx, id: string): Promise<{ id: string; deleted: true }> {
  const accountId = await requireCustomFrameworks(ctx);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const row = await findFramework(tx, accountId, id, { lock: true });
    await tx.update(customFrameworks).set({ deletedAt: now, updatedAt: now }).where(eq(customFrameworks.id, row.id));
    await recordEvent(tx, ctx, {
      accountId,
      action: "custom_framework.deleted",
      targetType: "custom_framework",
      targetId: row.id,
      details: { name: row.name },
    });
    return { id: row.id, deleted: true as const };
  });
}

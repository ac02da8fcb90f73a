import { and, eq, gt, sql } from "drizzle-orm";
import { customControls } from "@/db/custom-frameworks";
import type { Ctx } from "@/lib/context";
import { recordEvent } from "@/lib/events";
import { requireCustomFrameworks } from "./internal/access";
import { findControl } from "./internal/find-control";
import { assertDraft, findFramework, touchFramework } from "./internal/queries";

/** Removes a control of a draft framework; the ones after it move up, keeping positions 0..n-1. */
export async function deleteControl(ctx: Ctx, frameworkId: string, controlId: string): Promise<{ id: string; deleted: true }> {
  const accountId = await requireCustomFrameworks(ctx);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const fw = await findFramework(tx, accountId, frameworkId, { lock: true });
    const control = await findControl(tx, fw.id, controlId);
    assertDraft(fw);
    await tx.delete(customControls).where(eq(customControls.id, control.id));
    await tx
      .update(customControls)
      .set({ sortOrder: sql`${customControls.sortOrder} - 1` })
      .where(and(eq(customControls.frameworkId, fw.id), gt(customControls.sortOrder, control.sortOrder)));
    await touchFramework(tx, fw.id, now);
    await recordEvent(tx, ctx, {
      accountId,
      action: "custom_control.deleted",
      targetType: "custom_framework",
      targetId: fw.id,
      details: { controlId: control.id, label: control.controlIdLabel },
    });
    return { id: control.id, deleted: true as const };
  });
}

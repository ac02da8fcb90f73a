import { eq } from "drizzle-orm";
import { evidenceItems } from "@/db/evidence";
import { actorOf, type Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { recordEvent } from "@/lib/events";
import { assertHandMade, liveEvidence } from "./internal/live-evidence";

/**
 * Soft-deletes an evidence item: it leaves the lists, readiness and monitoring facts and can no longer
 * be cited, but the row, its controls and files stay, so an audit whose request it answered still
 * shows it, marked deleted (audit-evidence.ts).
 */
export async function deleteEvidence(ctx: Ctx, id: string): Promise<{ id: string; deleted: true }> {
  const { accountId } = requireRole(ctx, "member");
  await ctx.db.transaction(async (tx) => {
    const row = await liveEvidence(tx, accountId, id, { lock: true });
    assertHandMade(row);
    await tx
      .update(evidenceItems)
      .set({ deletedAt: ctx.now(), deletedBy: actorOf(ctx.caller).id })
      .where(eq(evidenceItems.id, id));
    await recordEvent(tx, ctx, {
      accountId,
      action: "evidence.deleted",
      targetType: "evidence",
      targetId: id,
      details: { title: row.title, source: row.source, auditId: row.auditId },
    });
  });
  return { id, deleted: true };
}

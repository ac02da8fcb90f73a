import { eq } from "drizzle-orm";
import { risks } from "@/db/risks";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { recordEvent } from "@/lib/events";
import { scoreState } from "./internal/history";
import { lockRisk } from "./internal/lock-risk";
import { riskReference } from "./internal/serialize";

/**
 * Deletes a risk with its tasks, control links and history (docs/api.md "Risks"): members and above. The audit trail
 * keeps what it was; a risk assessment that holds it keeps its snapshot.
 */
export async function deleteRisk(ctx: Ctx, id: string): Promise<{ id: string; deleted: true }> {
  const { accountId } = requireRole(ctx, "member");
  return ctx.db.transaction(async (tx) => {
    const before = await lockRisk(tx, accountId, id);
    await tx.delete(risks).where(eq(risks.id, id));
    await recordEvent(tx, ctx, {
      accountId,
      action: "risk.deleted",
      targetType: "risk",
      targetId: id,
      details: { reference: riskReference(before.number), title: before.title, scores: { before: scoreState(before), after: null } },
    });
    return { id, deleted: true as const };
  });
}

import { and, eq } from "drizzle-orm";
import { policyRequirements } from "@/db/policy-acceptance";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";

/** Stops asking for a document's acceptance; the acceptances already recorded are kept. */
export async function deleteRequirement(ctx: Ctx, id: string): Promise<{ id: string; deleted: true }> {
  const { accountId } = requireRole(ctx, "admin");
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(policyRequirements)
      .where(and(eq(policyRequirements.accountId, accountId), eq(policyRequirements.id, id)))
      .returning();
    if (!row) throw ServiceError.notFound("requirement");
    await recordEvent(tx, ctx, {
      accountId,
      action: "policy_requirement.deleted",
      targetType: "document",
      targetId: row.documentId,
      details: { title: row.documentTitle },
    });
    return { id: row.id, deleted: true as const };
  });
}

import { eq } from "drizzle-orm";
import { people } from "@/db/people";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { lockPerson } from "./internal/person-rows";

/** A foreign key of a record that must outlive nothing it cites (PostgreSQL's foreign_key_violation). */
const isReferenced = (error: unknown) => (error as { code?: string })?.code === "23503" || (error as { cause?: { code?: string } })?.cause?.code === "23503";

/**
 * Removes a person entered by mistake, with their joiner and leaver events. Someone who has worked here and left is
 * marked `former` instead: a person whose records must be kept (a policy acceptance) cannot be deleted, 409 `conflict`.
 */
export async function deletePerson(ctx: Ctx, id: string): Promise<{ id: string; deleted: true }> {
  const { accountId } = requireRole(ctx, "member");
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await lockPerson(tx, accountId, id);
      await tx.delete(people).where(eq(people.id, row.id));
      await recordEvent(tx, ctx, {
        accountId,
        action: "person.deleted",
        targetType: "person",
        targetId: row.id,
        details: { name: row.name, email: row.email },
      });
      return { id: row.id, deleted: true as const };
    });
  } catch (error) {
    if (isReferenced(error)) {
      throw new ServiceError("conflict", "This person has records that are kept (policy acceptances): mark them former instead of deleting them.");
    }
    throw error;
  }
}

import { eq } from "drizzle-orm";
import { scimGroups } from "@/db/sso";
import type { Ctx } from "@/lib/context";
import { recordEvent } from "@/lib/events";
import { loadGroup } from "./internal/group-resource";
import { syncGroupRoles } from "./internal/role-sync";
import { requireScim } from "./internal/scim-caller";

/** `DELETE /scim/v2/Groups/{id}`: the group goes, and its former members get the highest role their other mapped groups give (none left: they keep theirs). */
export async function deleteScimGroup(ctx: Ctx, id: string): Promise<void> {
  const { accountId } = requireScim(ctx);
  await ctx.db.transaction(async (tx) => {
    const { row, members } = await loadGroup(tx, accountId, id);
    await tx.delete(scimGroups).where(eq(scimGroups.id, id));
    await recordEvent(tx, ctx, {
      accountId,
      action: "scim.group_deleted",
      targetType: "scim_group",
      targetId: id,
      details: { displayName: row.displayName, memberCount: members.length },
    });
    await syncGroupRoles(
      tx,
      ctx,
      accountId,
      members.map((m) => m.userId),
    );
  });
}

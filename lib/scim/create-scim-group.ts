import { scimGroups } from "@/db/sso";
import type { Ctx } from "@/lib/context";
import { recordEvent } from "@/lib/events";
import { loadGroup, readGroup, toScimGroup } from "./internal/group-resource";
import { setGroupMembers } from "./internal/group-members";
import { requireScim } from "./internal/scim-caller";
import { assertGroupNameFree } from "./internal/write-group";
import type { ScimGroupInput } from "./schemas";

/** `POST /scim/v2/Groups`: a group, with its members. It grants no role until an admin maps it to one. */
export async function createScimGroup(ctx: Ctx, input: ScimGroupInput) {
  const { accountId } = requireScim(ctx);
  const fields = readGroup(input);
  const id = await ctx.db.transaction(async (tx) => {
    await assertGroupNameFree(tx, accountId, fields.displayName);
    const [group] = await tx
      .insert(scimGroups)
      .values({ accountId, displayName: fields.displayName, externalId: fields.externalId, createdAt: ctx.now(), updatedAt: ctx.now() })
      .returning({ id: scimGroups.id });
    await recordEvent(tx, ctx, {
      accountId,
      action: "scim.group_created",
      targetType: "scim_group",
      targetId: group.id,
      details: { displayName: fields.displayName },
    });
    await setGroupMembers(tx, ctx, { accountId, id: group.id, displayName: fields.displayName }, fields.memberIds);
    return group.id;
  });
  const { row, members } = await loadGroup(ctx.db, accountId, id);
  return toScimGroup(row, members);
}

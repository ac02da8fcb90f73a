import { eq } from "drizzle-orm";
import { scimGroups } from "@/db/sso";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { recordEvent } from "@/lib/events";
import type { GroupRow } from "./group-resource";
import { setGroupMembers } from "./group-members";
import { assertGroupNameFree } from "./write-group";

/** Writes what a PUT or a patched copy says about a group: its name and external id, then its members. */
export async function writeGroup(
  tx: DbOrTx,
  ctx: Ctx,
  row: GroupRow,
  fields: { displayName: string; externalId: string | null; memberIds: string[] },
): Promise<void> {
  if (fields.displayName !== row.displayName || fields.externalId !== row.externalId) {
    if (fields.displayName !== row.displayName) await assertGroupNameFree(tx, row.accountId, fields.displayName, row.id);
    await tx.update(scimGroups).set({ displayName: fields.displayName, externalId: fields.externalId, updatedAt: ctx.now() }).where(eq(scimGroups.id, row.id));
    await recordEvent(tx, ctx, {
      accountId: row.accountId,
      action: "scim.group_updated",
      targetType: "scim_group",
      targetId: row.id,
      details: { from: { displayName: row.displayName, externalId: row.externalId }, to: { displayName: fields.displayName, externalId: fields.externalId } },
    });
  } else {
    // Membership alone changed: the group's lastModified still moves (RFC 7643 §3.1 meta).
    await tx.update(scimGroups).set({ updatedAt: ctx.now() }).where(eq(scimGroups.id, row.id));
  }
  await setGroupMembers(tx, ctx, { accountId: row.accountId, id: row.id, displayName: fields.displayName }, fields.memberIds);
}

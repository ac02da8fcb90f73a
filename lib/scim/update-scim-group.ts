import type { Ctx } from "@/lib/context";
import { loadGroup, readGroup, toScimGroup } from "./internal/group-resource";
import { applyPatch } from "./internal/patch";
import { requireScim } from "./internal/scim-caller";
import { writeGroup } from "./internal/write-group-resource";
import type { PatchOpInput } from "./schemas";

/** `PATCH /scim/v2/Groups/{id}` (PatchOp): members add/remove/replace, displayName replace, in Okta's and Entra's forms. */
export async function updateScimGroup(ctx: Ctx, id: string, input: PatchOpInput) {
  const { accountId } = requireScim(ctx);
  await ctx.db.transaction(async (tx) => {
    const { row, members } = await loadGroup(tx, accountId, id);
    const patched = applyPatch(toScimGroup(row, members) as unknown as Record<string, unknown>, input.Operations);
    await writeGroup(tx, ctx, row, readGroup(patched));
  });
  const { row, members } = await loadGroup(ctx.db, accountId, id);
  return toScimGroup(row, members);
}

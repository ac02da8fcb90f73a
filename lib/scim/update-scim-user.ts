import type { Ctx } from "@/lib/context";
import { applyPatch } from "./internal/patch";
import { requireScim } from "./internal/scim-caller";
import { loadUser, readUser, toScimUser } from "./internal/user-resource";
import { writeUser } from "./internal/write-user";
import type { PatchOpInput } from "./schemas";

/**
 * `PATCH /scim/v2/Users/{id}` (PatchOp): applied to the member as answered, then written like a PUT. Okta's
 * `{"op":"replace","value":{"active":false}}` and Entra's `{"op":"Replace","path":"active","value":"False"}` both
 * deactivate, and deactivation ends the member's sessions at once.
 */
export async function updateScimUser(ctx: Ctx, id: string, input: PatchOpInput) {
  const { accountId } = requireScim(ctx);
  await ctx.db.transaction(async (tx) => {
    const { row, groups } = await loadUser(tx, accountId, id);
    const before = toScimUser(row, groups);
    const patched = applyPatch(before as unknown as Record<string, unknown>, input.Operations);
    await writeUser(tx, ctx, accountId, row, readUser(patched, before));
  });
  const { row, groups } = await loadUser(ctx.db, accountId, id);
  return toScimUser(row, groups);
}

import type { Ctx } from "@/lib/context";
import { requestEmailDelivery } from "@/lib/email";
import { applyPatch } from "./internal/patch";
import { requireScim } from "./internal/scim-caller";
import { checkPatchedUser } from "./internal/user-patch-rules";
import { loadUser, readUser, toScimUser } from "./internal/user-resource";
import { writeUser } from "./internal/write-user";
import type { PatchOpInput } from "./schemas";

/**
 * `PATCH /scim/v2/Users/{id}` (PatchOp): applied to the member as answered, then written like a PUT. Okta's
 * `{"op":"replace","value":{"active":false}}` and Entra's `{"op":"Replace","path":"active","value":"False"}` both
 * deactivate, and deactivation ends the member's sessions at once. A PATCH that would leave the User invalid
 * (userName removed, blanked or not an address, `active` not a boolean, e-mails without one primary address) is
 * refused whole (internal/user-patch-rules.ts); e-mail changes follow the identity rule (lib/auth, docs/api.md §4).
 */
export async function updateScimUser(ctx: Ctx, id: string, input: PatchOpInput) {
  const { accountId } = requireScim(ctx);
  const messageIds = await ctx.db.transaction(async (tx) => {
    const { row, groups } = await loadUser(tx, accountId, id);
    const before = toScimUser(row, groups);
    const patched = applyPatch(before as unknown as Record<string, unknown>, input.Operations);
    checkPatchedUser(patched, before as unknown as Record<string, unknown>);
    return writeUser(tx, ctx, accountId, row, readUser(patched, before));
  });
  if (messageIds.length) await requestEmailDelivery({ messageIds, log: ctx.log });
  const { row, groups } = await loadUser(ctx.db, accountId, id);
  return toScimUser(row, groups);
}

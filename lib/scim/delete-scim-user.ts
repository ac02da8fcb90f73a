import type { Ctx } from "@/lib/context";
import { removeMember } from "@/lib/members";
import { requireScim } from "./internal/scim-caller";
import { loadUser } from "./internal/user-resource";

/**
 * `DELETE /scim/v2/Users/{id}`: removes the member for good (their work stays, attributed to a deleted user), as
 * Entra ID expects after its soft-delete period; Okta deactivates with PATCH and never deletes. The last active owner
 * cannot be removed (409).
 */
export async function deleteScimUser(ctx: Ctx, id: string): Promise<void> {
  const { accountId } = requireScim(ctx);
  await ctx.db.transaction(async (tx) => {
    await loadUser(tx, accountId, id);
    await removeMember(tx, ctx, { accountId, userId: id, via: "scim" });
  });
}

import { assertProvisionableEmail } from "@/lib/auth";
import type { Ctx } from "@/lib/context";
import { provisionMember, setMemberActive } from "@/lib/members";
import { requireScim } from "./internal/scim-caller";
import { loadUser, readUser, toScimUser } from "./internal/user-resource";
import type { ScimUserInput } from "./schemas";

/**
 * `POST /scim/v2/Users`: a new member with the `member` role (their groups may raise it) and no password; they sign
 * in through single sign-on. An e-mail already in use, here or in another account, is 409 `uniqueness`.
 */
export async function createScimUser(ctx: Ctx, input: ScimUserInput) {
  const { accountId } = requireScim(ctx);
  const fields = readUser(input);
  const id = await ctx.db.transaction(async (tx) => {
    await assertProvisionableEmail(tx, accountId, fields.email);
    const userId = await provisionMember(tx, ctx, {
      accountId,
      email: fields.email,
      name: fields.name ?? fields.email.split("@")[0],
      role: "member",
      passwordHash: null,
      externalId: fields.externalId,
      via: "scim",
    });
    if (!fields.active) await setMemberActive(tx, ctx, { accountId, userId, active: false, via: "scim" });
    return userId;
  });
  const { row, groups } = await loadUser(ctx.db, accountId, id);
  return toScimUser(row, groups);
}

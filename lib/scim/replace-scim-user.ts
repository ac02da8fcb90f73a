import type { Ctx } from "@/lib/context";
import { requestEmailDelivery } from "@/lib/email";
import { requireScim } from "./internal/scim-caller";
import { loadUser, readUser, toScimUser } from "./internal/user-resource";
import { writeUser } from "./internal/write-user";
import type { ScimUserInput } from "./schemas";

/** `PUT /scim/v2/Users/{id}`: the resource as sent replaces the member's e-mail, name, external id and status. */
export async function replaceScimUser(ctx: Ctx, id: string, input: ScimUserInput) {
  const { accountId } = requireScim(ctx);
  const fields = readUser(input);
  const messageIds = await ctx.db.transaction(async (tx) => {
    const { row } = await loadUser(tx, accountId, id);
    return writeUser(tx, ctx, accountId, row, fields);
  });
  if (messageIds.length) await requestEmailDelivery({ messageIds, log: ctx.log });
  const { row, groups } = await loadUser(ctx.db, accountId, id);
  return toScimUser(row, groups);
}

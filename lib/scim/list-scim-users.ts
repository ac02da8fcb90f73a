import type { Ctx } from "@/lib/context";
import { listResponse, USER_FILTER_ATTRIBUTES } from "./internal/list-response";
import { requireScim } from "./internal/scim-caller";
import { loadUsers, toScimUser } from "./internal/user-resource";
import type { ScimListQuery } from "./schemas";

/** `GET /scim/v2/Users`: the account's members, filtered and paged the SCIM way. */
export async function listScimUsers(ctx: Ctx, query: ScimListQuery) {
  const { accountId } = requireScim(ctx);
  const users = await loadUsers(ctx.db, accountId);
  return listResponse(
    users.map(({ row, groups }) => toScimUser(row, groups, query.excludedAttributes)),
    query,
    USER_FILTER_ATTRIBUTES,
  );
}

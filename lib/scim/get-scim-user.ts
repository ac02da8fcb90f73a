import type { Ctx } from "@/lib/context";
import { requireScim } from "./internal/scim-caller";
import { loadUser, toScimUser } from "./internal/user-resource";
import type { ScimGetQuery } from "./schemas";

export async function getScimUser(ctx: Ctx, id: string, query: ScimGetQuery = {}) {
  const { accountId } = requireScim(ctx);
  const { row, groups } = await loadUser(ctx.db, accountId, id);
  return toScimUser(row, groups, query.excludedAttributes);
}

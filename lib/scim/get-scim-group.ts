import type { Ctx } from "@/lib/context";
import { loadGroup, toScimGroup } from "./internal/group-resource";
import { requireScim } from "./internal/scim-caller";
import type { ScimGetQuery } from "./schemas";

export async function getScimGroup(ctx: Ctx, id: string, query: ScimGetQuery = {}) {
  const { accountId } = requireScim(ctx);
  const { row, members } = await loadGroup(ctx.db, accountId, id);
  return toScimGroup(row, members, query.excludedAttributes);
}

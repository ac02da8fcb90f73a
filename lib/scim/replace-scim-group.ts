import type { Ctx } from "@/lib/context";
import { loadGroup, readGroup, toScimGroup } from "./internal/group-resource";
import { requireScim } from "./internal/scim-caller";
import { writeGroup } from "./internal/write-group-resource";
import type { ScimGroupInput } from "./schemas";

/** `PUT /scim/v2/Groups/{id}`: name, external id and the whole member list, as sent. */
export async function replaceScimGroup(ctx: Ctx, id: string, input: ScimGroupInput) {
  const { accountId } = requireScim(ctx);
  const fields = readGroup(input);
  await ctx.db.transaction(async (tx) => {
    const { row } = await loadGroup(tx, accountId, id);
    await writeGroup(tx, ctx, row, fields);
  });
  const { row, members } = await loadGroup(ctx.db, accountId, id);
  return toScimGroup(row, members);
}

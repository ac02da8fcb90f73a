import type { Ctx } from "@/lib/context";
import { loadGroups, toScimGroup } from "./internal/group-resource";
import { GROUP_FILTER_ATTRIBUTES, listResponse } from "./internal/list-response";
import { requireScim } from "./internal/scim-caller";
import type { ScimListQuery } from "./schemas";

/** `GET /scim/v2/Groups`: filter `displayName eq "…"`, `externalId eq "…"`, `members[value eq "…"]`, paged the SCIM way. */
export async function listScimGroups(ctx: Ctx, query: ScimListQuery) {
  const { accountId } = requireScim(ctx);
  const groups = await loadGroups(ctx.db, accountId);
  // Filter on the members, then leave them out if asked (Entra checks membership with excludedAttributes=members).
  const found = listResponse(
    groups.map(({ row, members }) => toScimGroup(row, members)),
    query,
    GROUP_FILTER_ATTRIBUTES,
  );
  if (query.excludedAttributes) {
    found.Resources = found.Resources.map((resource) => {
      const { row, members } = groups.find((group) => group.row.id === resource.id)!;
      return toScimGroup(row, members, query.excludedAttributes);
    });
  }
  return found;
}

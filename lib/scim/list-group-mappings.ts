import { and, asc, count, eq, inArray } from "drizzle-orm";
import { scimGroupMembers, scimGroups } from "@/db/sso";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ascendingTextAfter, toPage, type PageRequest } from "@/lib/pagination";
import { toMapping } from "./internal/mapping";

/** `GET /api/v1/scim/groups` (admins): the groups the identity provider pushed, by name, with their role and member count. */
export async function listGroupMappings(ctx: Ctx, page: PageRequest) {
  const { accountId } = requireRole(ctx, "admin");
  const rows = await ctx.db
    .select()
    .from(scimGroups)
    .where(and(eq(scimGroups.accountId, accountId), ascendingTextAfter(scimGroups.displayName, scimGroups.id, page.cursor)))
    .orderBy(asc(scimGroups.displayName), asc(scimGroups.id))
    .limit(page.limit + 1);
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await ctx.db
        .select({ groupId: scimGroupMembers.groupId, n: count() })
        .from(scimGroupMembers)
        .where(inArray(scimGroupMembers.groupId, ids))
        .groupBy(scimGroupMembers.groupId)
    : [];
  return toPage(
    rows,
    page.limit,
    (row) => [row.displayName, row.id],
    (row) => toMapping(row, Number(counts.find((c) => c.groupId === row.id)?.n ?? 0)),
  );
}

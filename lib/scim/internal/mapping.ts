import { count, eq } from "drizzle-orm";
import { scimGroupMembers, scimGroups } from "@/db/sso";
import type { DbOrTx } from "@/lib/db/client";
import type { GrantableRole } from "@/lib/vocabulary";
import type { ScimGroupMappingJson } from "../schemas";

type GroupRow = typeof scimGroups.$inferSelect;

export async function memberCountOf(db: DbOrTx, groupId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(scimGroupMembers).where(eq(scimGroupMembers.groupId, groupId));
  return Number(row?.n ?? 0);
}

export function toMapping(row: GroupRow, memberCount: number): ScimGroupMappingJson {
  return {
    id: row.id,
    displayName: row.displayName,
    externalId: row.externalId,
    // Only set through setGroupRole, which never grants owner.
    role: row.role as GrantableRole | null,
    memberCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

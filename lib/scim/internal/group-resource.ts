import { and, asc, eq, inArray } from "drizzle-orm";
import { users } from "@/db/accounts";
import { scimGroupMembers, scimGroups } from "@/db/sso";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { attributeOf, type Json } from "./filter";
import { excludedOf, scimBaseUrl, versionOf } from "./scim-caller";
import { GROUP_SCHEMA } from "./urns";
import type { ScimGroup } from "../schemas";

export type GroupRow = typeof scimGroups.$inferSelect;
type MemberRef = { groupId: string; userId: string; name: string };

/** The account's SCIM groups (or some), oldest first, with their members. */
export async function loadGroups(db: DbOrTx, accountId: string, ids?: string[]): Promise<{ row: GroupRow; members: MemberRef[] }[]> {
  const rows = await db
    .select()
    .from(scimGroups)
    .where(and(eq(scimGroups.accountId, accountId), ids ? inArray(scimGroups.id, ids) : undefined))
    .orderBy(asc(scimGroups.createdAt), asc(scimGroups.id));
  if (rows.length === 0) return [];
  const members = await db
    .select({ groupId: scimGroupMembers.groupId, userId: users.id, name: users.name })
    .from(scimGroupMembers)
    .innerJoin(users, eq(users.id, scimGroupMembers.userId))
    .where(
      inArray(
        scimGroupMembers.groupId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((row) => ({ row, members: members.filter((m) => m.groupId === row.id) }));
}

export async function loadGroup(db: DbOrTx, accountId: string, id: string) {
  const [found] = await loadGroups(db, accountId, [id]);
  if (!found) throw ServiceError.notFound("group");
  return found;
}

export function toScimGroup(row: GroupRow, members: MemberRef[], excludedAttributes?: string): ScimGroup {
  const base = scimBaseUrl();
  const group: ScimGroup = {
    schemas: [GROUP_SCHEMA],
    id: row.id,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    displayName: row.displayName,
    members: members.map((m) => ({ value: m.userId, display: m.name })),
    meta: {
      resourceType: "Group",
      created: row.createdAt.toISOString(),
      lastModified: row.updatedAt.toISOString(),
      location: `${base}/Groups/${row.id}`,
      version: versionOf(row.updatedAt),
    },
  };
  if (excludedOf(excludedAttributes).has("members")) delete group.members;
  return group;
}

/** What a Group resource (POST, PUT, or a patched copy) says: its name, external id and member ids. */
export function readGroup(resource: Json): { displayName: string; externalId: string | null; memberIds: string[] } {
  const displayName = attributeOf(resource, "displayName");
  if (typeof displayName !== "string" || displayName.trim() === "") {
    throw new ServiceError("validation_failed", "displayName: Required", { scimType: "invalidValue" });
  }
  const externalId = attributeOf(resource, "externalId");
  const members = attributeOf(resource, "members");
  const memberIds = (Array.isArray(members) ? members : []).map((m) => attributeOf(m, "value"));
  if (memberIds.some((id) => typeof id !== "string"))
    throw new ServiceError("validation_failed", "members: each member needs a value (the user's id).", { scimType: "invalidValue" });
  return {
    displayName: displayName.trim().slice(0, 200),
    externalId: typeof externalId === "string" && externalId ? externalId.slice(0, 500) : null,
    memberIds: [...new Set(memberIds as string[])],
  };
}

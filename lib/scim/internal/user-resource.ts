import { and, asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { users } from "@/db/accounts";
import { scimGroupMembers, scimGroups } from "@/db/sso";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { attributeOf, type Json } from "./filter";
import { excludedOf, scimBaseUrl, versionOf } from "./scim-caller";
import { USER_SCHEMA } from "./urns";
import type { ScimUser } from "../schemas";

// A member as a SCIM User: userName is the e-mail, the name is the member's one display name (split at the first
// space into given and family names), active mirrors the member's status.

const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  status: users.status,
  externalId: users.externalId,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};
export type UserRow = { id: string; email: string; name: string; status: string; externalId: string | null; createdAt: Date; updatedAt: Date | null };
type GroupRef = { userId: string; groupId: string; displayName: string };

/** The account's members (or some of them), oldest first, with the SCIM groups each is in. */
export async function loadUsers(db: DbOrTx, accountId: string, ids?: string[]): Promise<{ row: UserRow; groups: GroupRef[] }[]> {
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(and(eq(users.accountId, accountId), ids ? inArray(users.id, ids) : undefined))
    .orderBy(asc(users.createdAt), asc(users.id));
  if (rows.length === 0) return [];
  const memberships = await db
    .select({ userId: scimGroupMembers.userId, groupId: scimGroups.id, displayName: scimGroups.displayName })
    .from(scimGroupMembers)
    .innerJoin(scimGroups, eq(scimGroups.id, scimGroupMembers.groupId))
    .where(and(eq(scimGroups.accountId, accountId), ids ? inArray(scimGroupMembers.userId, ids) : undefined));
  return rows.map((row) => ({ row, groups: memberships.filter((m) => m.userId === row.id) }));
}

/** One member of the account, or 404 (another account's member is unknown here). */
export async function loadUser(db: DbOrTx, accountId: string, id: string): Promise<{ row: UserRow; groups: GroupRef[] }> {
  const [found] = await loadUsers(db, accountId, [id]);
  if (!found) throw ServiceError.notFound("user");
  return found;
}

export function toScimUser(row: UserRow, groups: GroupRef[], excludedAttributes?: string): ScimUser {
  const base = scimBaseUrl();
  const space = row.name.indexOf(" ");
  const givenName = space > 0 ? row.name.slice(0, space) : row.name;
  const familyName = space > 0 ? row.name.slice(space + 1) : undefined;
  const updated = row.updatedAt ?? row.createdAt;
  const user: ScimUser = {
    schemas: [USER_SCHEMA],
    id: row.id,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    userName: row.email,
    name: { formatted: row.name, givenName, ...(familyName ? { familyName } : {}) },
    displayName: row.name,
    emails: [{ value: row.email, type: "work", primary: true }],
    active: row.status === "active",
    // No `$ref` (optional in RFC 7643): ids are what identity providers read, and `$ref` keys confuse JSON tooling.
    groups: groups.map((g) => ({ value: g.groupId, display: g.displayName })),
    meta: {
      resourceType: "User",
      created: row.createdAt.toISOString(),
      lastModified: updated.toISOString(),
      location: `${base}/Users/${row.id}`,
      version: versionOf(updated),
    },
  };
  if (excludedOf(excludedAttributes).has("groups")) delete user.groups;
  return user;
}

/** What a User resource (POST, PUT, or a patched copy) says about the member. */
export interface UserFields {
  email: string;
  /** Undefined: the resource names nobody new (keep the current name). */
  name?: string;
  externalId: string | null;
  active: boolean;
  /** Every address the resource names (userName, emails), lower-cased: the identity rule refuses any change of the owner's. */
  named: string[];
}

function text(value: Json): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** `true`/`false`, or Entra ID's `"True"`/`"False"`. */
export function booleanOf(value: Json, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  if (typeof value === "boolean") return value;
  if (typeof value === "string" && /^(true|false)$/i.test(value.trim())) return value.trim().toLowerCase() === "true";
  throw new ServiceError("validation_failed", "active: must be a boolean.", { scimType: "invalidValue" });
}

const email = z.email();

/** A string that is an e-mail address, lower-cased; undefined otherwise. */
export function addressOf(value: Json): string | undefined {
  const t = text(value);
  return t && email.safeParse(t).success ? t.toLowerCase() : undefined;
}

function namedAddresses(resource: Json): string[] {
  const emails = attributeOf(resource, "emails");
  const values = [attributeOf(resource, "userName"), ...(Array.isArray(emails) ? emails.map((e) => attributeOf(e, "value")) : [])];
  return [...new Set(values.map(addressOf).filter((a): a is string => a !== undefined))];
}

function emailOf(resource: Json): string {
  const userName = addressOf(attributeOf(resource, "userName"));
  if (userName) return userName;
  // An IdP whose userName is not an address (an employee number): the work or primary e-mail instead.
  const emails = attributeOf(resource, "emails");
  const list = Array.isArray(emails) ? emails : [];
  const pick = list.find((e) => booleanOf(attributeOf(e, "primary"), false)) ?? list.find((e) => attributeOf(e, "type") === "work") ?? list[0];
  const value = addressOf(attributeOf(pick, "value"));
  if (value) return value;
  throw new ServiceError("validation_failed", "userName: must be the member's e-mail address (or give one in emails).", { scimType: "invalidValue" });
}

function nameParts(resource: Json) {
  const name = attributeOf(resource, "name");
  const given = text(attributeOf(name, "givenName"));
  const family = text(attributeOf(name, "familyName"));
  return {
    joined: [given, family].filter(Boolean).join(" ") || undefined,
    displayName: text(attributeOf(resource, "displayName")),
    formatted: text(attributeOf(name, "formatted")),
  };
}

/**
 * Reads a resource; `before` (the resource as it was, for PATCH) makes the name follow whichever name attribute
 * changed, since a patched copy still carries the old values of the others.
 */
export function readUser(resource: Json, before?: Json): UserFields {
  const now = nameParts(resource);
  let name: string | undefined;
  if (before) {
    const was = nameParts(before);
    name =
      now.joined !== was.joined
        ? now.joined
        : now.displayName !== was.displayName
          ? now.displayName
          : now.formatted !== was.formatted
            ? now.formatted
            : undefined;
  } else {
    name = now.joined ?? now.displayName ?? now.formatted;
  }
  return {
    email: emailOf(resource),
    name: name?.slice(0, 200),
    externalId: text(attributeOf(resource, "externalId"))?.slice(0, 500) ?? null,
    active: booleanOf(attributeOf(resource, "active"), true),
    named: namedAddresses(resource),
  };
}

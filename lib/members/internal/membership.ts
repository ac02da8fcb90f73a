import { and, eq, ne } from "drizzle-orm";
import { users } from "@/db/accounts";
import { type Role, roleAtLeast } from "@/lib/vocabulary";
import { memberCaller, type Ctx } from "@/lib/context";
import { revokeSessionsOf } from "@/lib/credentials/member-session";
import type { RevokedCredential } from "@/lib/credentials/revoke-credentials-of";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { endCredentialsOf } from "./end-credentials";

// The membership primitives every way a person joins or leaves an account goes through: an invitation, single
// sign-on's just-in-time provisioning, SCIM, the operator CLI. Each takes the caller's transaction and writes its
// audit-trail row there; the rules (one account per e-mail, the last owner stays, a departing admin's secrets end with
// their place: docs/api.md §4 "Who owns a credential") live here only. The changes that end a member's place answer
// the API keys and SCIM tokens that were revoked with it.

/** The least role that creates API keys and SCIM tokens: below it, a member's own still-live ones are revoked. */
const CREDENTIAL_ROLE: Role = "admin";

/** Ends every live session of a user (sign-out everywhere, deactivation, password reset): one implementation, in lib/credentials. */
export { revokeSessionsOf };

export interface ProvisionInput {
  accountId: string;
  email: string;
  name: string;
  role: Role;
  /** Null for a member who signs in only through single sign-on. */
  passwordHash?: string | null;
  externalId?: string | null;
  /** How they joined, for the audit trail: "invitation", "sso", "scim", "operator". */
  via: string;
}

/** Adds a person to an account; an e-mail already used in any account is `409 email_taken`. Answers the user id. */
export async function provisionMember(tx: DbOrTx, ctx: Ctx, input: ProvisionInput): Promise<string> {
  const email = input.email.trim().toLowerCase();
  const [row] = await tx
    .insert(users)
    .values({
      accountId: input.accountId,
      email,
      name: input.name,
      role: input.role,
      passwordHash: input.passwordHash ?? null,
      externalId: input.externalId ?? null,
      updatedAt: ctx.now(),
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!row) throw new ServiceError("email_taken", "A user with this e-mail already exists.");
  // A person joining by invitation or just-in-time sign-on has no session yet: they are the actor of their own joining.
  const actor: Ctx = ctx.caller.kind === "anonymous" ? { ...ctx, caller: memberCaller(row.id, input.accountId, input.role) } : ctx;
  await recordEvent(tx, actor, {
    accountId: input.accountId,
    action: "member.added",
    targetType: "user",
    targetId: row.id,
    details: { email, role: input.role, via: input.via },
  });
  return row.id;
}

/** Active owners besides `userId`, counted under a row lock so two concurrent demotions cannot both pass. */
async function otherActiveOwners(tx: DbOrTx, accountId: string, userId: string): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.role, "owner"), eq(users.status, "active"), ne(users.id, userId)))
    .for("update");
  return rows.length;
}

async function memberRow(tx: DbOrTx, accountId: string, userId: string) {
  const [row] = await tx
    .select({ id: users.id, role: users.role, status: users.status, email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.accountId, accountId)))
    .for("update");
  if (!row) throw new ServiceError("not_found", "No such member in this account.");
  return row;
}

const LAST_OWNER = "The account must keep at least one active owner: make someone else owner first.";

/** Changes a member's role; demoting the last active owner is `409 conflict`; demoting below admin revokes their keys and tokens. */
export async function setMemberRole(tx: DbOrTx, ctx: Ctx, input: { accountId: string; userId: string; role: Role; via: string }): Promise<RevokedCredential[]> {
  const row = await memberRow(tx, input.accountId, input.userId);
  if (row.role === input.role) return [];
  if (row.role === "owner" && row.status === "active" && (await otherActiveOwners(tx, input.accountId, input.userId)) === 0)
    throw new ServiceError("conflict", LAST_OWNER);
  await tx.update(users).set({ role: input.role, updatedAt: ctx.now() }).where(eq(users.id, input.userId));
  await recordEvent(tx, ctx, {
    accountId: input.accountId,
    action: "member.role_changed",
    targetType: "user",
    targetId: input.userId,
    details: { email: row.email, from: row.role, to: input.role, via: input.via },
  });
  if (roleAtLeast(input.role, CREDENTIAL_ROLE)) return [];
  return endCredentialsOf(tx, ctx, { accountId: input.accountId, userId: input.userId, memberName: row.name, reason: "creator_demoted" });
}

/**
 * Deactivates or re-activates a member. A deactivated member's sessions and tokens end at once (each request checks
 * the user's status; the sessions are also revoked so they stay ended after re-activation). The last active owner
 * cannot be deactivated. Deactivation revokes the API keys and SCIM tokens they created (re-activation does not bring
 * them back: rotate them).
 */
export async function setMemberActive(
  tx: DbOrTx,
  ctx: Ctx,
  input: { accountId: string; userId: string; active: boolean; via: string },
): Promise<RevokedCredential[]> {
  const row = await memberRow(tx, input.accountId, input.userId);
  const status = input.active ? "active" : "deactivated";
  if (row.status === status) return [];
  if (!input.active && row.role === "owner" && (await otherActiveOwners(tx, input.accountId, input.userId)) === 0)
    throw new ServiceError("conflict", LAST_OWNER);
  const now = ctx.now();
  await tx
    .update(users)
    .set({ status, deactivatedAt: input.active ? null : now, updatedAt: now })
    .where(eq(users.id, input.userId));
  if (!input.active) await revokeSessionsOf(tx, input.userId, now);
  await recordEvent(tx, ctx, {
    accountId: input.accountId,
    action: input.active ? "member.reactivated" : "member.deactivated",
    targetType: "user",
    targetId: input.userId,
    details: { email: row.email, via: input.via },
  });
  if (input.active) return [];
  return endCredentialsOf(tx, ctx, { accountId: input.accountId, userId: input.userId, memberName: row.name, reason: "creator_deactivated" });
}

/**
 * Removes a member for good (their work stays, attributed to a deleted user); the last active owner cannot be removed.
 * The API keys and SCIM tokens they created are revoked first, while the rows still name them.
 */
export async function removeMember(tx: DbOrTx, ctx: Ctx, input: { accountId: string; userId: string; via: string }): Promise<RevokedCredential[]> {
  const row = await memberRow(tx, input.accountId, input.userId);
  if (row.role === "owner" && row.status === "active" && (await otherActiveOwners(tx, input.accountId, input.userId)) === 0)
    throw new ServiceError("conflict", LAST_OWNER);
  const revoked = await endCredentialsOf(tx, ctx, { accountId: input.accountId, userId: input.userId, memberName: row.name, reason: "creator_removed" });
  await tx.delete(users).where(eq(users.id, input.userId));
  await recordEvent(tx, ctx, {
    accountId: input.accountId,
    action: "member.removed",
    targetType: "user",
    targetId: input.userId,
    details: { email: row.email, role: row.role, via: input.via },
  });
  return revoked;
}

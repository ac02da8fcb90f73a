import { eq } from "drizzle-orm";
import { accounts } from "@/db/accounts";
import { roleAtLeast, tierAtLeast, type Role, type Tier } from "@/lib/vocabulary";
import type { Caller, Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { effectiveTier } from "./effective-tier";

type CustomerCaller = Extract<Caller, { kind: "customer" }>;
type AuditorCaller = Extract<Caller, { kind: "auditor" }>;

/** Services check scope themselves too: pages call them directly, without the route wrapper. */
export function requireCustomer(ctx: Ctx): CustomerCaller {
  if (ctx.caller.kind === "customer") return ctx.caller;
  throw new ServiceError(ctx.caller.kind === "anonymous" ? "unauthorized" : "forbidden");
}

export function requireAuditor(ctx: Ctx): AuditorCaller {
  if (ctx.caller.kind === "auditor") return ctx.caller;
  throw new ServiceError(ctx.caller.kind === "anonymous" ? "unauthorized" : "forbidden");
}

/** The operator CLI (`npm run admin`): changes made at the server's console, never through the API. */
export function requireOperator(ctx: Ctx): Extract<Caller, { kind: "operator" }> {
  if (ctx.caller.kind === "operator") return ctx.caller;
  throw new ServiceError("forbidden");
}

/** The account of a customer or API-key caller. */
export function requireAccount(ctx: Ctx): string {
  if (ctx.caller.kind === "customer" || ctx.caller.kind === "apiKey") return ctx.caller.accountId;
  throw new ServiceError(ctx.caller.kind === "anonymous" ? "unauthorized" : "forbidden");
}

/** What a caller may do as a member of its account: a member's role, or what an API key's scope grants. */
export function roleOf(caller: Caller): Role | undefined {
  if (caller.kind === "customer") return caller.role;
  // A `documents` key reaches only the document routes (lib/http/authenticate.ts), where it writes as a member.
  if (caller.kind === "apiKey") return caller.scope === "read_only" ? "viewer" : "member";
  return undefined;
}

const ROLE_WORDS: Record<Role, string> = { viewer: "a viewer", member: "a member", admin: "an admin", owner: "the owner" };

/**
 * The role gate (docs/api.md §4): the caller must be a member (or an API key acting as one) of at least `required`
 * role, else 403 `forbidden` saying which role is needed. Answers the account, the user (null for an API key) and
 * the role. Services call it themselves: pages call them without the route wrapper.
 */
export function requireRole(ctx: Ctx, required: Role): { accountId: string; userId: string | null; role: Role } {
  const role = roleOf(ctx.caller);
  if (role === undefined || (ctx.caller.kind !== "customer" && ctx.caller.kind !== "apiKey")) {
    throw new ServiceError(ctx.caller.kind === "anonymous" ? "unauthorized" : "forbidden");
  }
  if (!roleAtLeast(role, required)) {
    throw new ServiceError(
      "forbidden",
      `This needs ${ROLE_WORDS[required]} or higher; ${ctx.caller.kind === "apiKey" ? "this API key acts as" : "you are"} ${ROLE_WORDS[role]}.`,
      { requiredRole: required, role },
    );
  }
  return { accountId: ctx.caller.accountId, userId: ctx.caller.kind === "customer" ? ctx.caller.userId : null, role };
}

/** The account's effective tier (./effective-tier.ts): what every gate and usage limit reads. */
export async function getAccountTier(db: DbOrTx, accountId: string): Promise<Tier> {
  const [row] = await db.select({ tier: accounts.tier }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (!row) throw new ServiceError("unauthorized", "The account no longer exists.");
  return effectiveTier(row.tier);
}

/**
 * Tier gate (docs/api.md §6): 403 plan_upgrade_required with the tiers in details. A signed-in member's tier was read
 * with their session in this very request (lib/credentials/member-session.ts), so it is as current as a query now.
 */
export async function requireTier(ctx: Ctx, accountId: string, required: Tier): Promise<Tier> {
  const { caller } = ctx;
  if (caller.kind === "customer" && caller.accountId === accountId && caller.tier) return tierOrRefuse(effectiveTier(caller.tier), required);
  return assertTier(ctx.db, accountId, required);
}

export async function assertTier(db: DbOrTx, accountId: string, required: Tier): Promise<Tier> {
  return tierOrRefuse(await getAccountTier(db, accountId), required);
}

function tierOrRefuse(current: Tier, required: Tier): Tier {
  if (!tierAtLeast(current, required)) {
    throw new ServiceError("plan_upgrade_required", `This feature needs the ${required} plan or higher; the account is on ${current}.`, {
      requiredTier: required,
      currentTier: current,
    });
  }
  return current;
}

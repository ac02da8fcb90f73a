import { eq } from "drizzle-orm";
import { accounts, TIERS, type Tier } from "@/db/accounts";
import type { Caller, Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";

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

/** The account of a customer or API-key caller. */
export function requireAccount(ctx: Ctx): string {
  if (ctx.caller.kind === "customer" || ctx.caller.kind === "apiKey") return ctx.caller.accountId;
  throw new ServiceError(ctx.caller.kind === "anonymous" ? "unauthorized" : "forbidden");
}

export function tierAtLeast(current: Tier, required: Tier): boolean {
  return TIERS.indexOf(current) >= TIERS.indexOf(required);
}

export async function getAccountTier(db: DbOrTx, accountId: string): Promise<Tier> {
  const [row] = await db.select({ tier: accounts.tier }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (!row) throw new ServiceError("unauthorized", "The account no longer exists.");
  return row.tier;
}

/** Tier gate (docs/api.md §6): 403 plan_upgrade_required with the tiers in details. */
export async function requireTier(ctx: Ctx, accountId: string, required: Tier): Promise<Tier> {
  return assertTier(ctx.db, accountId, required);
}

export async function assertTier(db: DbOrTx, accountId: string, required: Tier): Promise<Tier> {
  const current = await getAccountTier(db, accountId);
  if (!tierAtLeast(current, required)) {
    throw new ServiceError(
      "plan_upgrade_required",
      `This feature needs the ${required} plan or higher; the account is on ${current}.`,
      { requiredTier: required, currentTier: current },
    );
  }
  return current;
}

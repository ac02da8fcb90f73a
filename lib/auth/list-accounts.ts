import { asc, count, eq } from "drizzle-orm";
import { accounts, users } from "@/db/accounts";
import { type Tier } from "@/lib/vocabulary";
import type { Ctx } from "@/lib/context";
import { effectiveTier } from "@/lib/context/effective-tier";
import { requireOperator } from "@/lib/context/guards";

export interface AccountSummary {
  id: string;
  name: string;
  /** What is stored on the account (Stripe's events or the operator set it). */
  tier: Tier;
  /** What the gates read (docs/api.md §6). */
  effectiveTier: Tier;
  users: number;
  createdAt: string;
}

/** Every account, oldest first: the operator CLI's view (`npm run admin -- accounts list`). */
export async function listAccounts(ctx: Ctx): Promise<AccountSummary[]> {
  requireOperator(ctx);
  const rows = await ctx.db
    .select({ id: accounts.id, name: accounts.name, tier: accounts.tier, createdAt: accounts.createdAt, users: count(users.id) })
    .from(accounts)
    .leftJoin(users, eq(users.accountId, accounts.id))
    .groupBy(accounts.id)
    .orderBy(asc(accounts.createdAt), asc(accounts.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    tier: r.tier,
    effectiveTier: effectiveTier(r.tier),
    users: Number(r.users),
    createdAt: r.createdAt.toISOString(),
  }));
}

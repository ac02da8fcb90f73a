import { eq } from "drizzle-orm";
import { accounts } from "@/db/accounts";
import type { Ctx } from "@/lib/context";
import { effectiveTier } from "@/lib/context/effective-tier";
import { requireOperator } from "@/lib/context/guards";
import { recordEvent } from "@/lib/events";
import { ServiceError } from "@/lib/errors";
import type { Tier } from "@/lib/vocabulary";

export interface TierChange {
  accountId: string;
  from: Tier;
  to: Tier;
  /** What the gates read now (docs/api.md §6): the stored tier with billing on, `enterprise` with it off. */
  effectiveTier: Tier;
}

/**
 * The operator sets the tier stored on the account (docs/api.md §6). With billing on it is what the
 * gates read until the next Stripe subscription event sets it again; with billing off it is kept for
 * the day billing is switched on.
 */
export async function setAccountTier(ctx: Ctx, input: { accountId: string; tier: Tier }): Promise<TierChange> {
  requireOperator(ctx);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select({ tier: accounts.tier }).from(accounts).where(eq(accounts.id, input.accountId)).limit(1).for("update");
    if (!row) throw ServiceError.notFound("account");
    if (row.tier !== input.tier) {
      await tx.update(accounts).set({ tier: input.tier, updatedAt: ctx.now() }).where(eq(accounts.id, input.accountId));
    }
    await recordEvent(tx, ctx, {
      accountId: input.accountId,
      action: "account.tier_set",
      targetType: "account",
      targetId: input.accountId,
      details: { from: row.tier, to: input.tier },
    });
    return { accountId: input.accountId, from: row.tier, to: input.tier, effectiveTier: effectiveTier(input.tier) };
  });
}

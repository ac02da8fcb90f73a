import { eq } from "drizzle-orm";
import { accounts } from "@/db/accounts";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { recordEvent } from "@/lib/events";
import type { AccountSecurityJson } from "./schemas";

/**
 * Requires (or stops requiring) a second factor of every member. Takes effect on the next request: members on a
 * password-only session may then only enrol, and sign in again with a code.
 */
export async function setAccountSecurity(ctx: Ctx, input: { requireTwoFactor: boolean }): Promise<AccountSecurityJson> {
  const { accountId } = requireRole(ctx, "admin");
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select({ requireTwoFactor: accounts.requireTwoFactor }).from(accounts).where(eq(accounts.id, accountId)).for("update");
    if (before.requireTwoFactor !== input.requireTwoFactor) {
      await tx.update(accounts).set({ requireTwoFactor: input.requireTwoFactor, updatedAt: ctx.now() }).where(eq(accounts.id, accountId));
      await recordEvent(tx, ctx, {
        accountId,
        action: "account.require_two_factor_changed",
        targetType: "account",
        targetId: accountId,
        details: { requireTwoFactor: input.requireTwoFactor },
      });
    }
    return { requireTwoFactor: input.requireTwoFactor };
  });
}

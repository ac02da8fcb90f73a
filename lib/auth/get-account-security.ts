import { eq } from "drizzle-orm";
import { accounts } from "@/db/accounts";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import type { AccountSecurityJson } from "./schemas";

/** The account's sign-in policy: whether every member must use a second factor. */
export async function getAccountSecurity(ctx: Ctx): Promise<AccountSecurityJson> {
  const { accountId } = requireRole(ctx, "viewer");
  const [row] = await ctx.db.select({ requireTwoFactor: accounts.requireTwoFactor }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (!row) throw new ServiceError("unauthorized", "The account no longer exists.");
  return { requireTwoFactor: row.requireTwoFactor };
}

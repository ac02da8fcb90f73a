import { and, eq } from "drizzle-orm";
import { accounts, users } from "@/db/accounts";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { requireCustomer } from "./guards";

/** The signed-in user and their account, in one query. */
export async function getMe(ctx: Ctx) {
  const { userId, accountId } = requireCustomer(ctx);
  const [row] = await ctx.db
    .select({
      userId: users.id,
      email: users.email,
      userName: users.name,
      accountId: accounts.id,
      accountName: accounts.name,
      tier: accounts.tier,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(and(eq(users.id, userId), eq(users.accountId, accountId)))
    .limit(1);
  if (!row) throw new ServiceError("unauthorized", "The user no longer exists.");
  return {
    user: { id: row.userId, email: row.email, name: row.userName },
    account: { id: row.accountId, name: row.accountName, tier: row.tier },
  };
}

import { and, eq, sql } from "drizzle-orm";
import { accounts, users } from "@/db/accounts";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { effectiveTier } from "@/lib/context/effective-tier";
import { requireCustomer } from "@/lib/context/guards";

// Every signed-in page and client asks for this: the query is built once per database handle
// instead of on each call.
const prepared = new WeakMap<DbOrTx, ReturnType<typeof prepare>>();
function prepare(db: DbOrTx) {
  return db
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
    .where(and(eq(users.id, sql.placeholder("userId")), eq(users.accountId, sql.placeholder("accountId"))))
    .limit(1)
    .prepare("get_me");
}

/** The signed-in user and their account: as the session lookup of this request read them, else in one query. */
export async function getMe(ctx: Ctx) {
  const { userId, accountId } = requireCustomer(ctx);
  const { caller } = ctx;
  if (caller.kind === "customer" && caller.profile && caller.tier) {
    const { email, name, accountName } = caller.profile;
    return { user: { id: userId, email, name }, account: { id: accountId, name: accountName, tier: effectiveTier(caller.tier) } };
  }
  let query = prepared.get(ctx.db);
  if (!query) {
    query = prepare(ctx.db);
    prepared.set(ctx.db, query);
  }
  const [row] = await query.execute({ userId, accountId });
  if (!row) throw new ServiceError("unauthorized", "The user no longer exists.");
  return {
    user: { id: row.userId, email: row.email, name: row.userName },
    account: { id: row.accountId, name: row.accountName, tier: effectiveTier(row.tier) },
  };
}

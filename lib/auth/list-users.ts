import { asc, eq } from "drizzle-orm";
import { accounts, users } from "@/db/accounts";
import type { Ctx } from "@/lib/context";
import { requireOperator } from "@/lib/context/guards";

export interface UserSummary {
  id: string;
  email: string;
  name: string;
  accountId: string;
  accountName: string;
  createdAt: string;
}

/** Users, oldest first, of every account or of one (`npm run admin -- users list [--account ID]`). */
export async function listUsers(ctx: Ctx, filter: { accountId?: string } = {}): Promise<UserSummary[]> {
  requireOperator(ctx);
  const rows = await ctx.db
    .select({ id: users.id, email: users.email, name: users.name, accountId: accounts.id, accountName: accounts.name, createdAt: users.createdAt })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(filter.accountId ? eq(users.accountId, filter.accountId) : undefined)
    .orderBy(asc(users.createdAt), asc(users.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

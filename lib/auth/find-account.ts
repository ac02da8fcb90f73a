import { eq } from "drizzle-orm";
import { accounts, users } from "@/db/accounts";
import type { Ctx } from "@/lib/context";
import { requireOperator } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { isUuid } from "@/lib/uuid";

/** The account an operator names by its id or by the e-mail of one of its users. */
export async function findAccountId(ctx: Ctx, idOrEmail: string): Promise<string> {
  requireOperator(ctx);
  const key = idOrEmail.trim();
  if (isUuid(key)) {
    const [row] = await ctx.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, key)).limit(1);
    if (row) return row.id;
  } else {
    const [row] = await ctx.db.select({ id: users.accountId }).from(users).where(eq(users.email, idOrEmail.trim().toLowerCase())).limit(1);
    if (row) return row.id;
  }
  throw new ServiceError("not_found", `No account has the id or a user with the e-mail ${key}.`);
}

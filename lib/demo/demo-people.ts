import { and, eq, inArray } from "drizzle-orm";
import { users } from "@/db/accounts";
import type { Ctx } from "@/lib/context";
import { requireCustomer } from "@/lib/context/guards";

export const SAM = "sam.engineer@example.com";
export const PRIYA = "priya.admin@example.com";

/** The demo's two colleagues (seed-demo-members.ts), whom the demo gives work to; undefined before they exist. */
export async function demoColleagues(ctx: Ctx): Promise<{ sam?: string; priya?: string }> {
  const { accountId } = requireCustomer(ctx);
  const people = await ctx.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.accountId, accountId), inArray(users.email, [SAM, PRIYA])));
  return { sam: people.find((p) => p.email === SAM)?.id, priya: people.find((p) => p.email === PRIYA)?.id };
}

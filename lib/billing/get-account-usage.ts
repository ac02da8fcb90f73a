import { requireCustomer } from "@/lib/auth/guards";
import type { Ctx } from "@/lib/context";
import { getUsage } from "./usage";

export async function getAccountUsage(ctx: Ctx) {
  const { accountId } = requireCustomer(ctx);
  return getUsage(ctx.db, accountId, ctx.now());
}

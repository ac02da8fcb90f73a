import { requireCustomer } from "@/lib/auth/guards";
import type { Ctx } from "@/lib/context";
import { presentSubscription } from "./present";
import { currentSubscription } from "./queries";

export async function getSubscription(ctx: Ctx) {
  const { accountId } = requireCustomer(ctx);
  const row = await currentSubscription(ctx.db, accountId);
  return row ? presentSubscription(row) : null;
}

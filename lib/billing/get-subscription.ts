import { requireCustomer } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { presentSubscription } from "./present";
import { currentSubscription } from "./queries";
import { requireBillingEnabled } from "./require-billing";

export async function getSubscription(ctx: Ctx) {
  const { accountId } = requireCustomer(ctx);
  requireBillingEnabled();
  const row = await currentSubscription(ctx.db, accountId);
  return row ? presentSubscription(row) : null;
}

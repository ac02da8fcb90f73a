import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { toSubscription } from "./internal/serialize";
import { currentSubscription } from "./internal/queries";
import { requireBillingEnabled } from "./internal/require-billing";

export async function getSubscription(ctx: Ctx) {
  const { accountId } = requireRole(ctx, "admin");
  requireBillingEnabled();
  const row = await currentSubscription(ctx.db, accountId);
  return row ? toSubscription(row) : null;
}

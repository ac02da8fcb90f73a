import { requireCustomer, requireTier } from "@/lib/auth/guards";
import type { Ctx } from "@/lib/context";

/** Custom frameworks are a Scale feature (docs/api.md §6): customer scope, then the tier gate. */
export async function requireCustomFrameworks(ctx: Ctx): Promise<string> {
  const { accountId } = requireCustomer(ctx);
  await requireTier(ctx, accountId, "scale");
  return accountId;
}

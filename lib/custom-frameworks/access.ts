import { requireCustomer, requireTier } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { CUSTOM_FRAMEWORKS_TIER } from "./plan";

/** Custom frameworks are a Scale feature (docs/api.md §6): customer scope, then the tier gate. */
export async function requireCustomFrameworks(ctx: Ctx): Promise<string> {
  const { accountId } = requireCustomer(ctx);
  await requireTier(ctx, accountId, CUSTOM_FRAMEWORKS_TIER);
  return accountId;
}

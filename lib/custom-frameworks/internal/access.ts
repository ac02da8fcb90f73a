import { type Role, CUSTOM_FRAMEWORKS_TIER } from "@/lib/vocabulary";
import { requireRole, requireTier } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";

/** Custom frameworks are a Scale feature (docs/api.md §6): scope and role (§4), then the tier gate. Readers pass `viewer`. */
export async function requireCustomFrameworks(ctx: Ctx, role: Role = "member"): Promise<string> {
  const { accountId } = requireRole(ctx, role);
  await requireTier(ctx, accountId, CUSTOM_FRAMEWORKS_TIER);
  return accountId;
}

import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { getUsage } from "./internal/usage";

export async function getAccountUsage(ctx: Ctx) {
  const { accountId } = requireRole(ctx, "viewer");
  return getUsage(ctx.db, accountId, ctx.now());
}

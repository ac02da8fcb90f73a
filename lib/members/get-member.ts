import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { findMember } from "./internal/serialize";

/** One member of the caller's account; another tenant's member is 404. */
export async function getMember(ctx: Ctx, userId: string) {
  const { accountId } = requireRole(ctx, "viewer");
  return findMember(ctx.db, accountId, userId);
}

import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { activeMembers } from "./internal/members";
import type { PersonJson } from "@/lib/ownership";

/** The people the console offers as owners, assignees and approvers: the account's active members. */
export async function listAssignees(ctx: Ctx): Promise<PersonJson[]> {
  const { accountId } = requireRole(ctx, "viewer");
  return activeMembers(ctx.db, accountId);
}

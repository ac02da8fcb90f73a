import { and, desc, eq, isNull } from "drizzle-orm";
import { users } from "@/db/accounts";
import { memberInvitations } from "@/db/members";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { newestFirstAfter, newestFirstKey, toPage, type PageRequest } from "@/lib/pagination";
import { toInvitation } from "./internal/serialize-invitation";

/** Invitations neither accepted nor revoked, newest first (admin); expired ones show as `expired` until replaced. */
export async function listInvitations(ctx: Ctx, page: PageRequest) {
  const { accountId } = requireRole(ctx, "admin");
  const now = ctx.now();
  const rows = await ctx.db
    .select({ invitation: memberInvitations, inviterId: users.id, inviterName: users.name, inviterEmail: users.email })
    .from(memberInvitations)
    .leftJoin(users, eq(users.id, memberInvitations.invitedBy))
    .where(
      and(
        eq(memberInvitations.accountId, accountId),
        isNull(memberInvitations.acceptedAt),
        isNull(memberInvitations.revokedAt),
        newestFirstAfter(memberInvitations.createdAt, memberInvitations.id, page.cursor),
      ),
    )
    .orderBy(desc(memberInvitations.createdAt), desc(memberInvitations.id))
    .limit(page.limit + 1);
  return toPage(
    rows,
    page.limit,
    (row) => newestFirstKey(row.invitation),
    (row) => toInvitation(row.invitation, row.inviterId ? { id: row.inviterId, name: row.inviterName!, email: row.inviterEmail! } : null, now),
  );
}

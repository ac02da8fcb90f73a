import { and, eq, isNull } from "drizzle-orm";
import { memberInvitations } from "@/db/members";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { cancelPendingEmails } from "@/lib/email";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { MEMBER_INVITATION_EMAIL } from "./internal/invitations";

/** Revokes a pending invitation (admin): its link answers 401 from then on and its unsent mail is cancelled. */
export async function revokeInvitation(ctx: Ctx, id: string) {
  const { accountId } = requireRole(ctx, "admin");
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const [row] = await tx
      .update(memberInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(memberInvitations.id, id),
          eq(memberInvitations.accountId, accountId),
          isNull(memberInvitations.acceptedAt),
          isNull(memberInvitations.revokedAt),
        ),
      )
      .returning({ id: memberInvitations.id, email: memberInvitations.email, role: memberInvitations.role });
    if (!row) throw ServiceError.notFound("invitation");
    await cancelPendingEmails(tx, MEMBER_INVITATION_EMAIL, [row.id], "the invitation was revoked", now);
    await recordEvent(tx, ctx, {
      accountId,
      action: "member.invitation_revoked",
      targetType: "member_invitation",
      targetId: row.id,
      details: { email: row.email, role: row.role },
    });
    return { id: row.id, deleted: true as const };
  });
}

import { and, eq, gt, isNull } from "drizzle-orm";
import { userSessions } from "@/db/members";
import type { Ctx } from "@/lib/context";
import { requireCustomer } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";

/** Ends one of the caller's own live sessions (the current one too: that is signing out). Anyone else's is 404. */
export async function revokeSession(ctx: Ctx, sessionId: string) {
  const caller = requireCustomer(ctx);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(userSessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(userSessions.id, sessionId),
          eq(userSessions.userId, caller.userId),
          eq(userSessions.accountId, caller.accountId),
          isNull(userSessions.revokedAt),
          gt(userSessions.expiresAt, now),
        ),
      )
      .returning({ id: userSessions.id, kind: userSessions.kind });
    if (!revoked) throw ServiceError.notFound("session");
    await recordEvent(tx, ctx, {
      accountId: caller.accountId,
      action: "auth.session_revoked",
      targetType: "session",
      targetId: revoked.id,
      details: { userId: caller.userId, kind: revoked.kind, current: revoked.id === caller.sessionId },
    });
    return { id: revoked.id, deleted: true as const };
  });
}

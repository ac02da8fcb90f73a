import { and, eq } from "drizzle-orm";
import { users } from "@/db/accounts";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { revokeSessionsOf } from "@/lib/credentials/member-session";

/** An admin signs a member of their account out everywhere (a lost laptop, a departure). Another account's member is 404. */
export async function revokeMemberSessions(ctx: Ctx, userId: string) {
  const { accountId } = requireRole(ctx, "admin");
  return ctx.db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.accountId, accountId)))
      .limit(1);
    if (!member) throw ServiceError.notFound("member");
    const revoked = await revokeSessionsOf(tx, member.id, ctx.now());
    await recordEvent(tx, ctx, {
      accountId,
      action: "auth.session_revoked",
      targetType: "user",
      targetId: member.id,
      details: { scope: "all", email: member.email, revoked },
    });
    return { revoked };
  });
}

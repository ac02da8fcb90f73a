import type { Ctx } from "@/lib/context";
import { requireCustomer } from "@/lib/context/guards";
import { recordEvent } from "@/lib/events";
import { revokeSessionsOf } from "@/lib/credentials/member-session";
import type { SessionsRevokedJson } from "./schemas";

/** Signs the caller out everywhere but here: every other console session and API token of theirs ends. */
export async function revokeOtherSessions(ctx: Ctx): Promise<SessionsRevokedJson> {
  const caller = requireCustomer(ctx);
  return ctx.db.transaction(async (tx) => {
    const revoked = await revokeSessionsOf(tx, caller.userId, ctx.now(), caller.sessionId);
    await recordEvent(tx, ctx, {
      accountId: caller.accountId,
      action: "auth.session_revoked",
      targetType: "user",
      targetId: caller.userId,
      details: { scope: "others", revoked },
    });
    return { revoked };
  });
}

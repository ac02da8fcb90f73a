import { sql } from "drizzle-orm";
import { notificationPreferences } from "@/db/notifications";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { recordEvent } from "@/lib/events";
import { loadPreferences } from "./internal/preferences";
import { ownUser } from "./list-notifications";
import type { NotificationPreferencesInput, NotificationPreferencesResponse } from "./schemas";

/** Replaces the caller's e-mail choices; pending notifications follow the new choice at the next delivery pass. */
export async function updateNotificationPreferences(ctx: Ctx, input: NotificationPreferencesInput): Promise<NotificationPreferencesResponse> {
  const userId = ownUser(ctx);
  const { accountId } = requireRole(ctx, "viewer");
  const mutedKinds = [...new Set(input.mutedKinds)].sort();
  return ctx.db.transaction(async (tx) => {
    const p = notificationPreferences;
    // Choosing the digest starts its clock: the first one comes at the next digest hour, not at the next pass.
    await tx
      .insert(p)
      .values({ userId, email: input.email, mutedKinds, lastDigestAt: input.email === "daily_digest" ? ctx.now() : null, updatedAt: ctx.now() })
      .onConflictDoUpdate({
        target: p.userId,
        set: {
          email: input.email,
          mutedKinds,
          lastDigestAt: sql`case when ${p.email} <> 'daily_digest' then excluded.last_digest_at else ${p.lastDigestAt} end`,
          updatedAt: ctx.now(),
        },
      });
    await recordEvent(tx, ctx, {
      accountId,
      action: "notification.preferences_updated",
      targetType: "user",
      targetId: userId,
      details: { email: input.email, mutedKinds },
    });
    return loadPreferences(tx, userId);
  });
}

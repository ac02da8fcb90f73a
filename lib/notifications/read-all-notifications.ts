import { and, eq, isNull } from "drizzle-orm";
import { notifications } from "@/db/notifications";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { recordEvent } from "@/lib/events";
import { ownUser } from "./list-notifications";

/** Marks every unread notification of the caller read. */
export async function readAllNotifications(ctx: Ctx): Promise<{ marked: number }> {
  const userId = ownUser(ctx);
  const { accountId } = requireRole(ctx, "viewer");
  return ctx.db.transaction(async (tx) => {
    const marked = await tx
      .update(notifications)
      .set({ readAt: ctx.now() })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (marked.length > 0) {
      await recordEvent(tx, ctx, { accountId, action: "notification.read_all", targetType: "user", targetId: userId, details: { marked: marked.length } });
    }
    return { marked: marked.length };
  });
}

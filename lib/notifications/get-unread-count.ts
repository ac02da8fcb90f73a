import { and, count, eq, isNull } from "drizzle-orm";
import { notifications } from "@/db/notifications";
import type { Ctx } from "@/lib/context";
import { ownUser } from "./list-notifications";

/** How many of the caller's notifications are unread (the bell's badge). */
export async function getUnreadCount(ctx: Ctx): Promise<{ unread: number }> {
  const userId = ownUser(ctx);
  const [row] = await ctx.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return { unread: Number(row?.n ?? 0) };
}

import { and, desc, eq, isNull } from "drizzle-orm";
import { notifications } from "@/db/notifications";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { newestFirstAfter, newestFirstKey, toPage } from "@/lib/pagination";
import { toNotification } from "./internal/serialize";
import type { ListNotificationsQuery } from "./schemas";

/** The caller's own notifications, newest first; `unread` keeps the unread ones. */
export async function listNotifications(ctx: Ctx, query: ListNotificationsQuery) {
  const userId = ownUser(ctx);
  const t = notifications;
  const rows = await ctx.db
    .select()
    .from(t)
    .where(and(eq(t.userId, userId), query.unread ? isNull(t.readAt) : undefined, newestFirstAfter(t.createdAt, t.id, query.cursor)))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, newestFirstKey, toNotification);
}

/** Notifications are a person's own: an API key has no inbox. */
export function ownUser(ctx: Ctx): string {
  const { userId } = requireRole(ctx, "viewer");
  if (!userId) throw new ServiceError("forbidden", "Notifications belong to a signed-in member; an API key has none.");
  return userId;
}

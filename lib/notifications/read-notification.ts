import { and, eq } from "drizzle-orm";
import { notifications } from "@/db/notifications";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { isUuid } from "@/lib/uuid";
import { toNotification } from "./internal/serialize";
import { ownUser } from "./list-notifications";

/** Marks one of the caller's notifications read (again is a no-op); anyone else's is 404. */
export async function readNotification(ctx: Ctx, id: string) {
  const userId = ownUser(ctx);
  if (!isUuid(id)) throw ServiceError.notFound("notification");
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
      .for("update")
      .limit(1);
    if (!row) throw ServiceError.notFound("notification");
    if (row.readAt) return toNotification(row);
    const [updated] = await tx.update(notifications).set({ readAt: ctx.now() }).where(eq(notifications.id, id)).returning();
    await recordEvent(tx, ctx, { accountId: row.accountId, action: "notification.read", targetType: "notification", targetId: id });
    return toNotification(updated);
  });
}

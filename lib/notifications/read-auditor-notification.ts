import { and, eq } from "drizzle-orm";
import { notifications } from "@/db/notifications";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { isUuid } from "@/lib/uuid";
import { type AuditorAdmission, auditorInvitationOf } from "./internal/auditor-gate";
import { toNotification } from "./internal/serialize";

/** Marks one of the auditor's notifications read; any other is 404. */
export async function readAuditorNotification(ctx: Ctx, id: string, admit: AuditorAdmission) {
  const { invitationId, accountId } = await auditorInvitationOf(ctx, admit);
  if (!isUuid(id)) throw ServiceError.notFound("notification");
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.auditorInvitationId, invitationId)))
      .for("update")
      .limit(1);
    if (!row) throw ServiceError.notFound("notification");
    if (row.readAt) return toNotification(row);
    const [updated] = await tx.update(notifications).set({ readAt: ctx.now() }).where(eq(notifications.id, id)).returning();
    await recordEvent(tx, ctx, { accountId, action: "notification.read", targetType: "notification", targetId: id });
    return toNotification(updated);
  });
}

import { and, desc, eq, isNull } from "drizzle-orm";
import { notifications } from "@/db/notifications";
import type { Ctx } from "@/lib/context";
import { newestFirstAfter, newestFirstKey, toPage } from "@/lib/pagination";
import { type AuditorAdmission, auditorInvitationOf } from "./internal/auditor-gate";
import { toNotification } from "./internal/serialize";
import type { ListNotificationsQuery } from "./schemas";

/** What the auditor was told about their audit (the customer answered, the audit changed), newest first. */
export async function listAuditorNotifications(ctx: Ctx, query: ListNotificationsQuery, admit: AuditorAdmission) {
  const { invitationId } = await auditorInvitationOf(ctx, admit);
  const t = notifications;
  const rows = await ctx.db
    .select()
    .from(t)
    .where(and(eq(t.auditorInvitationId, invitationId), query.unread ? isNull(t.readAt) : undefined, newestFirstAfter(t.createdAt, t.id, query.cursor)))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(query.limit + 1);
  return toPage(rows, query.limit, newestFirstKey, toNotification);
}

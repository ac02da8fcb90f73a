import type { notifications } from "@/db/notifications";
import type { NotificationResponse } from "../schemas";

export function toNotification(row: typeof notifications.$inferSelect): NotificationResponse {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    subjectType: row.subjectType,
    subjectId: row.subjectId,
    read: row.readAt !== null,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

import { and, eq } from "drizzle-orm";
import { notifications } from "@/db/notifications";
import { getDb } from "@/lib/db/client";
import { notify, type NotifyInput } from "@/lib/notifications";

export { team, type Member } from "../../helpers/team";

/** Writes notifications as a domain's service would, in a transaction of its own. */
export async function tell(accountId: string, recipients: NotifyInput["recipients"], overrides: Partial<NotifyInput> = {}): Promise<number> {
  return getDb().transaction((tx) =>
    notify(tx, {
      accountId,
      recipients,
      kind: "evidence_request.assigned",
      title: "Evidence requested for CC6.1",
      body: "Upload the access review.",
      link: "/audits/x",
      ...overrides,
    }),
  );
}

/** Notifications of one kind, by recipient, optionally about one subject. */
export async function notificationsOf(kind: string, subjectId?: string) {
  return getDb()
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, kind as never), subjectId ? eq(notifications.subjectId, subjectId) : undefined));
}

export async function notificationsFor(userId: string) {
  return getDb().select().from(notifications).where(eq(notifications.userId, userId));
}

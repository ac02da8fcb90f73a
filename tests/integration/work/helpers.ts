import { and, eq } from "drizzle-orm";
import { notifications } from "@/db/notifications";
import { makeCtx, memberCaller } from "@/lib/context";
import { getDb } from "@/lib/db/client";
import { setMemberActive } from "@/lib/members";
import type { TestAccount } from "../../helpers/accounts";

export { team, type Member } from "../../helpers/team";

export async function deactivate(owner: TestAccount, userId: string): Promise<void> {
  const ctx = makeCtx(memberCaller(owner.userId, owner.accountId));
  await getDb().transaction((tx) => setMemberActive(tx, ctx, { accountId: owner.accountId, userId, active: false, via: "test" }));
}

/** Notifications of one kind about one subject, by recipient. */
export async function notificationsOf(kind: string, subjectId: string) {
  return getDb()
    .select({ userId: notifications.userId, auditorInvitationId: notifications.auditorInvitationId, title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.kind, kind as never), eq(notifications.subjectId, subjectId)));
}

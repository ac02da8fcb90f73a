import { eq } from "drizzle-orm";
import { notificationPreferences } from "@/db/notifications";
import { config } from "@/lib/config";
import type { DbOrTx } from "@/lib/db/client";
import type { NotificationPreferencesResponse } from "../schemas";

export async function loadPreferences(db: DbOrTx, userId: string): Promise<NotificationPreferencesResponse> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)).limit(1);
  return { email: row?.email ?? "immediately", mutedKinds: row?.mutedKinds ?? [], digestHourUtc: config.notifications.digestHourUtc };
}

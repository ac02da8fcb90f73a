import type { Ctx } from "@/lib/context";
import { loadPreferences } from "./internal/preferences";
import { ownUser } from "./list-notifications";
import type { NotificationPreferencesResponse } from "./schemas";

/** The caller's e-mail choices; a member who never chose gets each notification by e-mail at once. */
export async function getNotificationPreferences(ctx: Ctx): Promise<NotificationPreferencesResponse> {
  return loadPreferences(ctx.db, ownUser(ctx));
}

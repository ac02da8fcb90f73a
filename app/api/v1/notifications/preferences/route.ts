import { handle } from "@/lib/http/handle";
import {
  getNotificationPreferences,
  getNotificationPreferencesRoute,
  updateNotificationPreferences,
  updateNotificationPreferencesRoute,
} from "@/lib/notifications";

export const GET = handle(getNotificationPreferencesRoute, (ctx) => getNotificationPreferences(ctx));
export const PUT = handle(updateNotificationPreferencesRoute, (ctx, { body }) => updateNotificationPreferences(ctx, body));

import { handle } from "@/lib/http/handle";
import { getNotificationPreferencesRoute, updateNotificationPreferencesRoute } from "@/lib/api/notifications";
import { getNotificationPreferences, updateNotificationPreferences } from "@/lib/notifications";

export const GET = handle(getNotificationPreferencesRoute, (ctx) => getNotificationPreferences(ctx));
export const PUT = handle(updateNotificationPreferencesRoute, (ctx, { body }) => updateNotificationPreferences(ctx, body));

import { AlertsBell } from "@/components/monitoring/alerts-bell";
import { NotificationsInbox } from "@/components/notifications/notifications-inbox";

/**
 * Header widgets of other domains. Two distinct things: the inbox holds what was addressed to this member (read
 * state per person); the bell holds the account's monitoring alerts (read state shared by the team).
 */
export function ConsoleHeaderExtras() {
  return (
    <div className="flex items-center gap-1">
      <NotificationsInbox />
      <AlertsBell />
    </div>
  );
}

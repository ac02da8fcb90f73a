import { AlertsBell } from "@/components/monitoring/alerts-bell";

/** Header widgets of other domains. */
export function ConsoleHeaderExtras() {
  return <AlertsBell />;
}

import { type SQL, sql } from "drizzle-orm";
import { notifications, type NotificationKind } from "@/db/notifications";

/**
 * True (in SQL) when a notification was already written about this subject: of `kind` about `subjectId`, or with a
 * dedupe key starting with `keyPrefix` (notify suffixes each key per recipient). A flow puts it in another domain's
 * query of candidates (lib/flows/queue-reminders.ts), so that domain never names this table.
 */
export function alreadyNotified(about: { kind: NotificationKind; subjectId: SQL } | { keyPrefix: SQL }): SQL {
  const n = notifications;
  if ("keyPrefix" in about) return sql`exists (select 1 from ${n} where ${n.dedupeKey} like ${about.keyPrefix} || '%')`;
  return sql`exists (select 1 from ${n} where ${n.kind} = ${about.kind} and ${n.subjectId} = ${about.subjectId})`;
}

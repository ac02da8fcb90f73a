import { config } from "@/lib/config";

/** The latest digest moment at or before `now`: today's digest hour (UTC), or yesterday's before it. */
export function lastDigestMoment(now: Date, hourUtc = config.notifications.digestHourUtc): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hourUtc));
  if (at.getTime() > now.getTime()) at.setUTCDate(at.getUTCDate() - 1);
  return at;
}

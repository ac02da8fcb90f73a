import type { SyncFrequency } from "@/db/integrations";

const PERIOD_MS: Record<SyncFrequency, number> = { hourly: 3_600_000, daily: 86_400_000, weekly: 7 * 86_400_000 };

/** When an integration syncs next after a sync at `at`. */
export function nextSyncAfter(at: Date, frequency: SyncFrequency): Date {
  return new Date(at.getTime() + PERIOD_MS[frequency]);
}

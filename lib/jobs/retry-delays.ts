/** Units and wording shared by every published retry schedule (webhook deliveries, the e-mail outbox). */
export const SECOND = 1_000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;

/** "immediately", "5 s", "30 min", "2 h": how a delay reads in API descriptions and docs. */
export function formatDelay(ms: number): string {
  if (ms === 0) return "immediately";
  if (ms % HOUR === 0) return `${ms / HOUR} h`;
  if (ms % MINUTE === 0) return `${ms / MINUTE} min`;
  if (ms % SECOND === 0) return `${ms / SECOND} s`;
  return `${ms} ms`;
}

/** Total waiting time of a schedule, in hours rounded to a tenth, for descriptions. */
export function scheduleHours(delays: readonly number[]): number {
  return Math.round((delays.reduce((sum, d) => sum + d, 0) / HOUR) * 10) / 10;
}

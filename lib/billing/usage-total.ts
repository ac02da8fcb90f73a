/** The metered operations (docs/api.md §6). Free of server imports: pages and components use it too. */
export const USAGE_METRICS = ["checksRun", "assessments", "policiesGenerated"] as const;
export type UsageMetric = (typeof USAGE_METRICS)[number];
export type UsageCounters = Record<UsageMetric, number>;

/** The period's total of metered operations: the number the plan's `limit` caps. */
export function usedOf(counters: UsageCounters): number {
  return USAGE_METRICS.reduce((sum, metric) => sum + counters[metric], 0);
}

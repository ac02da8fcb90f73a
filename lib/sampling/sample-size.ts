import type { ControlFrequency } from "@/db/audit-populations";

/**
 * The sample-size table (docs/sampling.md): how many items to test for a control that runs at a frequency,
 * the ranges auditors commonly use for tests of operating effectiveness. The low end is the default; a
 * control the auditor judges higher-risk takes the high end. A population smaller than the low end is
 * tested in full. Pure and free of Node modules: client components import this file directly (the draw needs
 * node:crypto).
 */
export const SAMPLE_SIZE_TABLE: Record<ControlFrequency, { min: number; max: number }> = {
  annual: { min: 1, max: 1 },
  quarterly: { min: 2, max: 2 },
  monthly: { min: 2, max: 5 },
  weekly: { min: 5, max: 15 },
  daily: { min: 20, max: 40 },
  multiple_daily: { min: 25, max: 60 },
};

export interface SampleSizeAdvice {
  size: number;
  min: number;
  max: number;
  /** The population is no larger than the size: every item is tested. */
  testInFull: boolean;
}

export function recommendedSampleSize(frequency: ControlFrequency, populationSize: number, higherRisk = false): SampleSizeAdvice {
  const { min, max } = SAMPLE_SIZE_TABLE[frequency];
  const wanted = higherRisk ? max : min;
  const size = Math.min(wanted, populationSize);
  return { size, min, max, testInFull: populationSize <= wanted };
}

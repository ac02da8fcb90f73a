import { ServiceError, type ValidationIssue } from "@/lib/errors";
import { drawSample, newSeed, recommendedSampleSize, SAMPLING_ALGORITHM } from "@/lib/sampling";
import type { CreateSampleInput } from "../schemas";
import { populationRows, type PopulationRow, type PopulationRowRow } from "./sample-rows";
import type { DbOrTx } from "@/lib/db/client";

export interface PlannedDraw {
  size: number;
  recommendedSize: number;
  testInFull: boolean;
  overrideReason: string | null;
  seed: string;
  algorithm: string;
  /** The drawn population rows, in draw order. */
  rows: PopulationRowRow[];
}

/**
 * Sizes the sample from the table (docs/sampling.md) unless the auditor overrides it with a reason, draws it, and
 * reads the drawn rows. The same for a dry run and a recorded draw, so the two cannot disagree.
 */
export async function planDraw(db: DbOrTx, population: PopulationRow, input: CreateSampleInput): Promise<PlannedDraw> {
  const advice = recommendedSampleSize(population.frequency, population.rowCount, input.higher_risk ?? false);
  const size = input.size ?? advice.size;
  const overridden = size !== advice.size;
  const issues: ValidationIssue[] = [];
  if (population.rowCount === 0) issues.push({ path: "size", message: "the population has no rows to sample" });
  else if (size > population.rowCount) issues.push({ path: "size", message: `must be at most the population's ${population.rowCount} rows` });
  if (overridden && !input.override_reason) {
    issues.push({ path: "override_reason", message: `is required for a size other than the recommended ${advice.size}` });
  }
  if (issues.length > 0) throw ServiceError.validation(issues);

  const seed = input.seed ?? newSeed();
  const numbers = drawSample({ seed, populationSize: population.rowCount, size });
  const byNumber = await populationRows(db, population.id, numbers);
  const rows = numbers.map((n) => {
    const row = byNumber.get(n);
    // row_count and the stored rows are written together; a gap is a broken population, not bad input.
    if (!row) throw new Error(`population ${population.id} has no row ${n} of its ${population.rowCount}`);
    return row;
  });
  return {
    size,
    recommendedSize: advice.size,
    testInFull: size >= population.rowCount,
    overrideReason: overridden ? input.override_reason! : null,
    seed,
    algorithm: SAMPLING_ALGORITHM,
    rows,
  };
}

import { and, asc, eq, sql } from "drizzle-orm";
import { auditPopulationRows, auditPopulations, auditSampleItems, auditSamples } from "@/db/audit-populations";
import type { DbOrTx } from "@/lib/db/client";
import type { ReportSample } from "./report";
import { groupBy } from "@/lib/group-by";

/** The audit's samples for the report: two reads (samples with their counts, then the exception items). */
export async function reportSamples(db: DbOrTx, auditId: string): Promise<ReportSample[]> {
  const samples = await db
    .select({
      id: auditSamples.id,
      control_id: auditPopulations.controlId,
      population: auditPopulations.name,
      population_rows: auditSamples.populationRowCount,
      population_sha256: auditSamples.populationSha256,
      size: auditSamples.size,
      recommended_size: auditSamples.recommendedSize,
      override_reason: auditSamples.overrideReason,
      seed: auditSamples.seed,
      algorithm: auditSamples.algorithm,
      passed: sql<number>`(select count(*)::int from ${auditSampleItems} where ${auditSampleItems.sampleId} = ${auditSamples.id}
        and ${auditSampleItems.result} = 'passed')`,
      pending: sql<number>`(select count(*)::int from ${auditSampleItems} where ${auditSampleItems.sampleId} = ${auditSamples.id}
        and ${auditSampleItems.result} = 'pending')`,
    })
    .from(auditSamples)
    .innerJoin(auditPopulations, eq(auditPopulations.id, auditSamples.populationId))
    .where(eq(auditSamples.auditId, auditId))
    .orderBy(asc(auditSamples.createdAt), asc(auditSamples.id));
  const exceptions = await db
    .select({
      sampleId: auditSampleItems.sampleId,
      item_key: auditPopulationRows.itemKey,
      occurred_at: auditPopulationRows.occurredAt,
      notes: auditSampleItems.notes,
    })
    .from(auditSampleItems)
    .innerJoin(auditSamples, eq(auditSamples.id, auditSampleItems.sampleId))
    .innerJoin(
      auditPopulationRows,
      and(eq(auditPopulationRows.populationId, auditSamples.populationId), eq(auditPopulationRows.rowNumber, auditSampleItems.rowNumber)),
    )
    .where(and(eq(auditSamples.auditId, auditId), eq(auditSampleItems.result, "exception")))
    .orderBy(asc(auditSampleItems.sampleId), asc(auditSampleItems.position));
  const bySample = groupBy(exceptions, (e) => e.sampleId);
  return samples.map(({ id, ...s }) => ({
    ...s,
    passed: Number(s.passed),
    pending: Number(s.pending),
    exceptions: (bySample.get(id) ?? []).map(({ item_key, occurred_at, notes }) => ({ item_key, occurred_at, notes })),
  }));
}

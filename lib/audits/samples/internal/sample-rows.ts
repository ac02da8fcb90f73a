import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import { auditEvidenceRequests } from "@/db/audit-evidence-requests";
import { auditPopulationRows, auditPopulations, auditSampleItems, auditSamples } from "@/db/audit-populations";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { newestFirstAfter, newestFirstKey, toPage, type PageRequest } from "@/lib/pagination";
import { isUuid } from "@/lib/uuid";
import type { SampleFilter } from "../schemas";
import { toSampleDetail, toSample, type Counts } from "./serialize";

// Reads of one audit's populations and samples, after the audit was settled for the caller: another audit's row, or a
// malformed id, is 404 like an unknown one.

export type PopulationRow = typeof auditPopulations.$inferSelect;
export type SampleRow = typeof auditSamples.$inferSelect;
export type PopulationRowRow = typeof auditPopulationRows.$inferSelect;

export async function populationOf(db: DbOrTx, auditId: string, populationId: string): Promise<PopulationRow> {
  if (!isUuid(populationId)) throw ServiceError.notFound("population");
  const [row] = await db
    .select()
    .from(auditPopulations)
    .where(and(eq(auditPopulations.id, populationId), eq(auditPopulations.auditId, auditId)))
    .limit(1);
  if (!row) throw ServiceError.notFound("population");
  return row;
}

export async function sampleOf(db: DbOrTx, auditId: string, sampleId: string): Promise<{ sample: SampleRow; population: PopulationRow }> {
  if (!isUuid(sampleId)) throw ServiceError.notFound("sample");
  const [row] = await db
    .select({ sample: auditSamples, population: auditPopulations })
    .from(auditSamples)
    .innerJoin(auditPopulations, eq(auditPopulations.id, auditSamples.populationId))
    .where(and(eq(auditSamples.id, sampleId), eq(auditSamples.auditId, auditId)))
    .limit(1);
  if (!row) throw ServiceError.notFound("sample");
  return row;
}

/** The population rows with these numbers, keyed by number. */
export async function populationRows(db: DbOrTx, populationId: string, rowNumbers: number[]): Promise<Map<number, PopulationRowRow>> {
  if (rowNumbers.length === 0) return new Map();
  const rows = await db
    .select()
    .from(auditPopulationRows)
    .where(and(eq(auditPopulationRows.populationId, populationId), inArray(auditPopulationRows.rowNumber, rowNumbers)));
  return new Map(rows.map((r) => [r.rowNumber, r]));
}

async function countsOf(db: DbOrTx, sampleIds: string[]): Promise<Map<string, Counts>> {
  const counts = new Map<string, Counts>(sampleIds.map((id) => [id, { passed: 0, exception: 0, pending: 0 }]));
  if (sampleIds.length === 0) return counts;
  const rows = await db
    .select({ sampleId: auditSampleItems.sampleId, result: auditSampleItems.result, n: count() })
    .from(auditSampleItems)
    .where(inArray(auditSampleItems.sampleId, sampleIds))
    .groupBy(auditSampleItems.sampleId, auditSampleItems.result);
  for (const row of rows) counts.get(row.sampleId)![row.result] = Number(row.n);
  return counts;
}

/** Samples of one audit, newest first; shared by both scopes once access is settled. */
export async function pageSamples(db: DbOrTx, auditId: string, filter: SampleFilter, page: PageRequest) {
  const rows = await db
    .select({ sample: auditSamples, population: auditPopulations })
    .from(auditSamples)
    .innerJoin(auditPopulations, eq(auditPopulations.id, auditSamples.populationId))
    .where(
      and(
        eq(auditSamples.auditId, auditId),
        filter.population_id ? eq(auditSamples.populationId, filter.population_id) : undefined,
        newestFirstAfter(auditSamples.createdAt, auditSamples.id, page.cursor),
      ),
    )
    .orderBy(desc(auditSamples.createdAt), desc(auditSamples.id))
    .limit(page.limit + 1);
  const counts = await countsOf(
    db,
    rows.slice(0, page.limit).map((r) => r.sample.id),
  );
  return toPage(
    rows,
    page.limit,
    (r) => newestFirstKey(r.sample),
    (r) => toSample(r.sample, r.population, counts.get(r.sample.id)!),
  );
}

/** One sample with its items in draw order, each with its population row and evidence request. */
export async function sampleDetail(db: DbOrTx, sample: SampleRow, population: PopulationRow) {
  const items = await db
    .select({ item: auditSampleItems, row: auditPopulationRows, requestStatus: auditEvidenceRequests.status })
    .from(auditSampleItems)
    .innerJoin(auditPopulationRows, and(eq(auditPopulationRows.populationId, population.id), eq(auditPopulationRows.rowNumber, auditSampleItems.rowNumber)))
    .leftJoin(auditEvidenceRequests, eq(auditEvidenceRequests.id, auditSampleItems.evidenceRequestId))
    .where(eq(auditSampleItems.sampleId, sample.id))
    .orderBy(asc(auditSampleItems.position));
  const counts: Counts = { passed: 0, exception: 0, pending: 0 };
  for (const { item } of items) counts[item.result] += 1;
  return toSampleDetail(sample, population, counts, items);
}

export async function sampleItemOf(db: DbOrTx, sampleId: string, position: number) {
  const [row] = await db
    .select()
    .from(auditSampleItems)
    .where(and(eq(auditSampleItems.sampleId, sampleId), eq(auditSampleItems.position, position)))
    .limit(1);
  if (!row) throw ServiceError.notFound("sample item");
  return row;
}

/** The sample's exceptions in draw order, with the rows they are: what its finding lists. */
export async function exceptionsOf(db: DbOrTx, sample: SampleRow) {
  return db
    .select({
      position: auditSampleItems.position,
      rowNumber: auditSampleItems.rowNumber,
      itemKey: auditPopulationRows.itemKey,
      occurredAt: auditPopulationRows.occurredAt,
      notes: auditSampleItems.notes,
    })
    .from(auditSampleItems)
    .innerJoin(
      auditPopulationRows,
      and(eq(auditPopulationRows.populationId, sample.populationId), eq(auditPopulationRows.rowNumber, auditSampleItems.rowNumber)),
    )
    .where(and(eq(auditSampleItems.sampleId, sample.id), eq(auditSampleItems.result, "exception")))
    .orderBy(asc(auditSampleItems.position));
}

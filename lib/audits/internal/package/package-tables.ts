import { and, asc, eq, inArray } from "drizzle-orm";
import { auditPopulations, auditSampleItems, auditPopulationRows, auditSamples } from "@/db/audit-populations";
import { auditActivity, type audits } from "@/db/audits";
import type { DbOrTx } from "@/lib/db/client";
import type { ExportTable } from "../export-rows";

type AuditRow = typeof audits.$inferSelect;
const iso = (d: Date | null) => d?.toISOString() ?? "";

/** The audit's populations: what was sampled from, with the hash that pins each one's content. */
export async function populationsTable(db: DbOrTx, audit: AuditRow): Promise<ExportTable> {
  const rows = await db
    .select()
    .from(auditPopulations)
    .where(eq(auditPopulations.auditId, audit.id))
    .orderBy(asc(auditPopulations.createdAt), asc(auditPopulations.id));
  return {
    header: [
      "Population",
      "Control",
      "Name",
      "Kind",
      "Frequency",
      "Source",
      "Source detail",
      "Rows",
      "Coverage from",
      "Coverage to",
      "SHA-256",
      "Completeness asserted at",
      "Completeness statement",
    ],
    rows: rows.map((p) => [
      p.id,
      p.controlId,
      p.name,
      p.kind,
      p.frequency,
      p.source,
      p.sourceDetail,
      String(p.rowCount),
      iso(p.coverageFrom),
      iso(p.coverageTo),
      p.sha256,
      iso(p.completenessAssertedAt),
      p.completenessStatement,
    ]),
  };
}

/**
 * Every sampled item, one line each, with what re-performing its sample needs (seed, algorithm, sizes and the
 * population's hash at the draw: docs/sampling.md).
 */
export async function samplesTable(db: DbOrTx, audit: AuditRow): Promise<ExportTable> {
  const samples = await db
    .select({ sample: auditSamples, population: { name: auditPopulations.name, controlId: auditPopulations.controlId } })
    .from(auditSamples)
    .innerJoin(auditPopulations, eq(auditPopulations.id, auditSamples.populationId))
    .where(eq(auditSamples.auditId, audit.id))
    .orderBy(asc(auditSamples.createdAt), asc(auditSamples.id));
  const ids = samples.map((s) => s.sample.id);
  const items = ids.length
    ? await db
        .select({ item: auditSampleItems, itemKey: auditPopulationRows.itemKey, occurredAt: auditPopulationRows.occurredAt })
        .from(auditSampleItems)
        .innerJoin(auditSamples, eq(auditSamples.id, auditSampleItems.sampleId))
        .innerJoin(
          auditPopulationRows,
          and(eq(auditPopulationRows.populationId, auditSamples.populationId), eq(auditPopulationRows.rowNumber, auditSampleItems.rowNumber)),
        )
        .where(inArray(auditSampleItems.sampleId, ids))
        .orderBy(asc(auditSampleItems.sampleId), asc(auditSampleItems.position))
    : [];
  const sampleById = new Map(samples.map((s) => [s.sample.id, s]));
  return {
    header: [
      "Sample",
      "Control",
      "Population",
      "Population rows",
      "Population SHA-256",
      "Algorithm",
      "Seed",
      "Size",
      "Recommended size",
      "Override reason",
      "Drawn by",
      "Drawn at",
      "Position",
      "Row",
      "Item",
      "Item date",
      "Result",
      "Notes",
      "Tested at",
      "Evidence request",
    ],
    rows: items.map(({ item, itemKey, occurredAt }) => {
      const { sample: s, population } = sampleById.get(item.sampleId)!;
      return [
        s.id,
        population.controlId,
        population.name,
        String(s.populationRowCount),
        s.populationSha256,
        s.algorithm,
        s.seed,
        String(s.size),
        String(s.recommendedSize),
        s.overrideReason,
        s.drawnByName,
        iso(s.createdAt),
        String(item.position),
        String(item.rowNumber),
        itemKey,
        iso(occurredAt),
        item.result,
        item.notes,
        iso(item.testedAt),
        item.evidenceRequestId,
      ];
    }),
  };
}

/** The audit's activity log, oldest first: the package's record of who did what during the audit. */
export async function activityTable(db: DbOrTx, audit: AuditRow): Promise<ExportTable> {
  const rows = await db.select().from(auditActivity).where(eq(auditActivity.auditId, audit.id)).orderBy(asc(auditActivity.at), asc(auditActivity.id));
  return {
    header: ["At", "Activity", "Actor type", "Actor", "Control", "Status", "Details"],
    rows: rows.map((a) => [iso(a.at), a.type, a.actorType, a.actorName, a.controlId, a.status, JSON.stringify(a.details)]),
  };
}

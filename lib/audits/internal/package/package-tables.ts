import { and, asc, eq, inArray } from "drizzle-orm";
import { auditPopulations, auditSampleItems, auditPopulationRows, auditSamples } from "@/db/audit-populations";
import { auditActivity, type audits } from "@/db/audits";
import type { DbOrTx } from "@/lib/db/client";
import { formatDate, formatDateTime } from "@/lib/format/date-time";
import {
  ACTIVITY_TYPE_LABELS,
  ACTOR_TYPE_LABELS,
  CONTROL_FREQUENCY_LABELS,
  labelOf,
  POPULATION_KIND_LABELS,
  POPULATION_SOURCE_LABELS,
} from "@/lib/format/labels";
import { AUDIT_CONTROL_STATUS_LABELS, AUDIT_STATUS_LABELS, SAMPLE_RESULT_LABELS } from "@/lib/vocabulary";
import type { ExportTable } from "../export-rows";

type AuditRow = typeof audits.$inferSelect;
// The package's CSVs are people's files, as the console's exports are (docs/api.md §8 "Dates in files"): instants as
// the console writes them, a day as a day, codes in words, an empty cell for none. manifest.json is the machine's.
const when = (d: Date | null) => (d ? formatDateTime(d) : "");
const day = (d: Date | null) => (d ? formatDate(d) : "");
const ACTIVITY_STATUS_LABELS: Readonly<Record<string, string>> = { ...AUDIT_STATUS_LABELS, ...AUDIT_CONTROL_STATUS_LABELS };
const words = (labels: Readonly<Record<string, string>>, value: string | null) => (value ? labelOf(labels, value) : "");

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
      words(POPULATION_KIND_LABELS, p.kind),
      words(CONTROL_FREQUENCY_LABELS, p.frequency),
      words(POPULATION_SOURCE_LABELS, p.source),
      p.sourceDetail,
      String(p.rowCount),
      day(p.coverageFrom),
      day(p.coverageTo),
      p.sha256,
      when(p.completenessAssertedAt),
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
        when(s.createdAt),
        String(item.position),
        String(item.rowNumber),
        itemKey,
        day(occurredAt),
        words(SAMPLE_RESULT_LABELS, item.result),
        item.notes,
        when(item.testedAt),
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
    rows: rows.map((a) => [
      when(a.at),
      words(ACTIVITY_TYPE_LABELS, a.type),
      words(ACTOR_TYPE_LABELS, a.actorType),
      a.actorName,
      a.controlId,
      words(ACTIVITY_STATUS_LABELS, a.status),
      JSON.stringify(a.details),
    ]),
  };
}

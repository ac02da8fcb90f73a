import type { EvidenceRequestStatus, SampleItemResult } from "@/lib/vocabulary";
import type { auditPopulationRows, auditPopulations, auditSampleItems, auditSamples } from "@/db/audit-populations";
import type { SampleDetailJson, SampleDrawJson, SampleItemJson, SampleJson } from "../schemas";

type PopulationRow = typeof auditPopulations.$inferSelect;
type PopulationItemRow = typeof auditPopulationRows.$inferSelect;
type SampleRow = typeof auditSamples.$inferSelect;
type ItemRow = typeof auditSampleItems.$inferSelect;

export type Counts = Record<SampleItemResult, number>;

function drawnItemJson(position: number, row: PopulationItemRow) {
  return {
    position,
    row_number: row.rowNumber,
    item_key: row.itemKey,
    occurred_at: row.occurredAt?.toISOString() ?? null,
    owner_email: row.ownerEmail,
    data: row.data,
  };
}

export function toSample(s: SampleRow, p: PopulationRow, counts: Counts): SampleJson {
  return {
    id: s.id,
    population: { id: p.id, name: p.name, control_id: p.controlId, kind: p.kind, frequency: p.frequency },
    size: s.size,
    recommended_size: s.recommendedSize,
    override_reason: s.overrideReason,
    seed: s.seed,
    algorithm: s.algorithm,
    population_row_count: s.populationRowCount,
    population_sha256: s.populationSha256,
    finding_id: s.findingId,
    drawn_by: { id: s.drawnBy, name: s.drawnByName },
    created_at: s.createdAt.toISOString(),
    counts,
  };
}

export function toSampleDetail(
  s: SampleRow,
  p: PopulationRow,
  counts: Counts,
  items: { item: ItemRow; row: PopulationItemRow; requestStatus: EvidenceRequestStatus | null }[],
): SampleDetailJson {
  return {
    ...toSample(s, p, counts),
    items: items.map(({ item, row, requestStatus }): SampleItemJson => ({
      ...drawnItemJson(item.position, row),
      evidence_request_id: item.evidenceRequestId,
      evidence_request_status: item.evidenceRequestId ? requestStatus : null,
      result: item.result,
      notes: item.notes,
      tested_at: item.testedAt?.toISOString() ?? null,
    })),
  };
}

export function toSampleDraw(
  p: PopulationRow,
  draw: { size: number; recommendedSize: number; testInFull: boolean; seed: string; algorithm: string },
  rows: PopulationItemRow[],
): SampleDrawJson {
  return {
    dry_run: true,
    population_id: p.id,
    size: draw.size,
    recommended_size: draw.recommendedSize,
    test_in_full: draw.testInFull,
    seed: draw.seed,
    algorithm: draw.algorithm,
    population_row_count: p.rowCount,
    population_sha256: p.sha256,
    items: rows.map((row, i) => drawnItemJson(i + 1, row)),
  };
}

import type { auditPopulationRows, auditPopulations } from "@/db/audit-populations";
import type { PopulationJson, PopulationRowJson } from "../schemas";
import type { NormalizedRow } from "./parse-rows";

type PopulationRow = typeof auditPopulations.$inferSelect;
type StoredRow = typeof auditPopulationRows.$inferSelect;

/** A population with the names its JSON shows and how many samples were drawn from it. */
export interface PopulationView {
  population: PopulationRow;
  ownerName: string | null;
  asserterName: string | null;
  samplesDrawn: number;
}

export function toPopulation(v: PopulationView): PopulationJson {
  const p = v.population;
  return {
    id: p.id,
    audit_id: p.auditId,
    control_id: p.controlId,
    name: p.name,
    kind: p.kind,
    frequency: p.frequency,
    source: p.source,
    source_detail: p.sourceDetail,
    columns: p.columns,
    row_count: p.rowCount,
    coverage_from: p.coverageFrom?.toISOString() ?? null,
    coverage_to: p.coverageTo?.toISOString() ?? null,
    sha256: p.sha256,
    owner: p.ownerUserId && v.ownerName !== null ? { user_id: p.ownerUserId, name: v.ownerName } : null,
    completeness:
      p.completenessAssertedAt && p.completenessStatement !== null
        ? {
            statement: p.completenessStatement,
            asserted_at: p.completenessAssertedAt.toISOString(),
            asserted_by: p.completenessAssertedBy && v.asserterName !== null ? { user_id: p.completenessAssertedBy, name: v.asserterName } : null,
          }
        : null,
    samples_drawn: v.samplesDrawn,
    created_by: p.createdBy,
    created_at: p.createdAt.toISOString(),
  };
}

export function toPopulationRow(r: StoredRow): PopulationRowJson {
  return { row_number: r.rowNumber, key: r.itemKey, occurred_at: r.occurredAt?.toISOString() ?? null, owner_email: r.ownerEmail, data: r.data };
}

/** A row before it is stored (the preview), numbered as it would be. */
export function toNormalizedRow(r: NormalizedRow, index: number): PopulationRowJson {
  return { row_number: index + 1, key: r.key, occurred_at: r.occurred_at, owner_email: r.owner_email, data: r.data };
}

import { createHash } from "node:crypto";
import { auditPopulationRows, auditPopulations, type ControlFrequency, type PopulationKind } from "@/db/audit-populations";
import { getDb } from "@/lib/db/client";

export interface TestPopulationRow {
  itemKey: string;
  occurredAt?: Date | null;
  ownerEmail?: string | null;
  data?: Record<string, string>;
}

export interface TestPopulation {
  auditId: string;
  accountId: string;
  controlId?: string;
  name?: string;
  kind?: PopulationKind;
  frequency?: ControlFrequency;
  ownerUserId?: string | null;
  /** A number makes that many rows `ITEM-0001`…, dated a day apart from 2026-01-01. */
  rows: number | TestPopulationRow[];
}

/**
 * Writes a population and its rows straight into the tables, as the populations upload would, so sample tests
 * do not depend on the upload's routes. Rows are numbered 1..N in the order given.
 */
export async function insertPopulation(input: TestPopulation) {
  const rows: TestPopulationRow[] =
    typeof input.rows === "number"
      ? Array.from({ length: input.rows }, (_, i) => ({
          itemKey: `ITEM-${String(i + 1).padStart(4, "0")}`,
          occurredAt: new Date(Date.UTC(2026, 0, 1 + i)),
          data: { index: String(i + 1) },
        }))
      : input.rows;
  const dates = rows
    .map((r) => r.occurredAt)
    .filter((d): d is Date => !!d)
    .map((d) => d.getTime());
  const db = getDb();
  const [population] = await db
    .insert(auditPopulations)
    .values({
      auditId: input.auditId,
      accountId: input.accountId,
      controlId: input.controlId ?? "CC6.2",
      name: input.name ?? "New hires 2026",
      kind: input.kind ?? "new_hires",
      frequency: input.frequency ?? "weekly",
      source: "api",
      columns: [...new Set(rows.flatMap((r) => Object.keys(r.data ?? {})))],
      rowCount: rows.length,
      coverageFrom: dates.length ? new Date(Math.min(...dates)) : null,
      coverageTo: dates.length ? new Date(Math.max(...dates)) : null,
      sha256: createHash("sha256").update(JSON.stringify(rows)).digest("hex"),
      ownerUserId: input.ownerUserId ?? null,
    })
    .returning();
  for (let start = 0; start < rows.length; start += 1000) {
    await db.insert(auditPopulationRows).values(
      rows.slice(start, start + 1000).map((r, i) => ({
        populationId: population.id,
        rowNumber: start + i + 1,
        itemKey: r.itemKey,
        occurredAt: r.occurredAt ?? null,
        ownerEmail: r.ownerEmail ?? null,
        data: r.data ?? {},
      })),
    );
  }
  return population;
}

import { randomUUID } from "node:crypto";
import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import { customControls, customFrameworks, type StoredOscal } from "@/db/custom-frameworks";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { toControl, toFramework } from "./serialize";
import type { ControlFields, CustomFrameworkWithControls } from "../schemas";
import { isUuid } from "@/lib/uuid";
import { toStoredMappings } from "./mappings";

export type FrameworkRow = typeof customFrameworks.$inferSelect;
export type ControlRow = typeof customControls.$inferSelect;

/**
 * The account's live (not deleted) framework, or 404: another tenant's or a deleted framework is
 * indistinguishable from one that never existed. `lock` takes a row lock so control changes,
 * publishing and reordering on one framework run one at a time.
 */
export async function findFramework(db: DbOrTx, accountId: string, id: string, opts: { lock?: boolean } = {}): Promise<FrameworkRow> {
  if (!isUuid(id)) throw ServiceError.notFound("custom framework");
  const query = db
    .select()
    .from(customFrameworks)
    .where(and(eq(customFrameworks.id, id), eq(customFrameworks.accountId, accountId), isNull(customFrameworks.deletedAt)))
    .limit(1);
  const [row] = opts.lock ? await query.for("update") : await query;
  if (!row) throw ServiceError.notFound("custom framework");
  return row;
}

/** 409 framework_locked for structural changes to a published framework (docs/api.md §9). */
export function assertDraft(row: FrameworkRow): void {
  if (row.status === "published") throw new ServiceError("framework_locked", undefined, { status: row.status });
}

export async function controlRows(db: DbOrTx, frameworkId: string) {
  return db.select().from(customControls).where(eq(customControls.frameworkId, frameworkId)).orderBy(asc(customControls.sortOrder), asc(customControls.id));
}

export async function controlCount(db: DbOrTx, frameworkId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(customControls).where(eq(customControls.frameworkId, frameworkId));
  return Number(row?.n ?? 0);
}

export async function controlCounts(db: DbOrTx, frameworkIds: string[]): Promise<Map<string, number>> {
  const map = new Map<string, number>();
  if (frameworkIds.length === 0) return map;
  const rows = await db
    .select({ id: customControls.frameworkId, n: count() })
    .from(customControls)
    .where(inArray(customControls.frameworkId, frameworkIds))
    .groupBy(customControls.frameworkId);
  for (const r of rows) map.set(r.id, Number(r.n));
  return map;
}

export async function frameworkWithControls(db: DbOrTx, row: FrameworkRow): Promise<CustomFrameworkWithControls> {
  const controls = (await controlRows(db, row.id)).map(toControl);
  return { ...toFramework(row, controls.length), controls };
}

/** A control to insert; an OSCAL import also gives what it kept of the control (`custom_controls.oscal`). */
export type NewControl = ControlFields & { storedOscal?: StoredOscal | null };

/**
 * Inserts controls in order at positions start.., in multi-row batches (an OSCAL catalog of 1,200 controls is two
 * statements) that stay under PostgreSQL's 65,535 bind parameters. Answers the rows as written (ids made here), so
 * a caller answering them need not read a large import back.
 */
export async function insertControls(
  tx: DbOrTx,
  accountId: string,
  frameworkId: string,
  controls: readonly NewControl[],
  now: Date,
  start = 0,
): Promise<ControlRow[]> {
  const BATCH = 1000;
  const rows: ControlRow[] = controls.map((c, i) => ({
    id: randomUUID(),
    frameworkId,
    accountId,
    controlIdLabel: c.control_id_label,
    title: c.title,
    description: c.description,
    category: c.category,
    evidenceRequirements: c.evidence_requirements,
    testCriteria: c.test_criteria,
    standardMappings: toStoredMappings(c.standard_mappings),
    oscal: c.storedOscal ?? null,
    sortOrder: start + i,
    createdAt: now,
    updatedAt: now,
  }));
  for (let i = 0; i < rows.length; i += BATCH) await tx.insert(customControls).values(rows.slice(i, i + BATCH));
  return rows;
}

/** Marks the framework changed (any control change changes the framework). */
export async function touchFramework(tx: DbOrTx, id: string, now: Date) {
  await tx.update(customFrameworks).set({ updatedAt: now }).where(eq(customFrameworks.id, id));
}

export async function labelTaken(db: DbOrTx, frameworkId: string, label: string, exceptControlId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: customControls.id })
    .from(customControls)
    .where(and(eq(customControls.frameworkId, frameworkId), eq(customControls.controlIdLabel, label)))
    .limit(2);
  return rows.some((r) => r.id !== exceptControlId);
}

import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { users } from "@/db/accounts";
import { auditPopulationRows, auditPopulations, auditSamples } from "@/db/audit-populations";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { decodeCursor, newestFirstAfter, newestFirstKey, toPage, type PageRequest } from "@/lib/pagination";
import type { PopulationFilter } from "../schemas";
import { toPopulation, toPopulationRow, type PopulationView } from "./serialize";

// Reads of one audit's populations, once the caller's access to the audit is settled (either scope): a population
// of another audit answers 404 like one that does not exist.

const owner = alias(users, "population_owner");
const asserter = alias(users, "population_asserter");

function selectViews(db: DbOrTx) {
  return db
    .select({
      population: auditPopulations,
      ownerName: owner.name,
      asserterName: asserter.name,
      samplesDrawn: sql<number>`(select count(*) from ${auditSamples} where ${auditSamples.populationId} = ${auditPopulations.id})`.mapWith(Number),
    })
    .from(auditPopulations)
    .leftJoin(owner, eq(owner.id, auditPopulations.ownerUserId))
    .leftJoin(asserter, eq(asserter.id, auditPopulations.completenessAssertedBy));
}

export async function findPopulationView(db: DbOrTx, auditId: string, populationId: string): Promise<PopulationView> {
  const [view] = await selectViews(db)
    .where(and(eq(auditPopulations.auditId, auditId), eq(auditPopulations.id, populationId)))
    .limit(1);
  if (!view) throw ServiceError.notFound("population");
  return view;
}

/** The audit's populations, newest first (optionally one control's). */
export async function pagePopulations(db: DbOrTx, auditId: string, filter: PopulationFilter, page: PageRequest) {
  const rows = await selectViews(db)
    .where(
      and(
        eq(auditPopulations.auditId, auditId),
        filter.control_id ? eq(auditPopulations.controlId, filter.control_id) : undefined,
        newestFirstAfter(auditPopulations.createdAt, auditPopulations.id, page.cursor),
      ),
    )
    .orderBy(desc(auditPopulations.createdAt), desc(auditPopulations.id))
    .limit(page.limit + 1);
  return toPage(rows, page.limit, (v) => newestFirstKey(v.population), toPopulation);
}

/** A population's rows by row number; the cursor is the last row number of the previous page. */
export async function pagePopulationRows(db: DbOrTx, auditId: string, populationId: string, page: PageRequest) {
  const population = await findPopulationView(db, auditId, populationId);
  let after = 0;
  if (page.cursor) {
    const [last] = decodeCursor(page.cursor, 1);
    if (typeof last !== "number" || !Number.isSafeInteger(last) || last < 0) {
      throw ServiceError.validation([{ path: "cursor", message: "Invalid cursor; pass the nextCursor of the previous page." }]);
    }
    after = last;
  }
  const rows = await db
    .select()
    .from(auditPopulationRows)
    .where(and(eq(auditPopulationRows.populationId, population.population.id), gt(auditPopulationRows.rowNumber, after)))
    .orderBy(asc(auditPopulationRows.rowNumber))
    .limit(page.limit + 1);
  return toPage(rows, page.limit, (r) => [r.rowNumber], toPopulationRow);
}

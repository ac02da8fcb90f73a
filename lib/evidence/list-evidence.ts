import { and, desc, eq, gt, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { evidenceControls, evidenceFiles, evidenceItems } from "@/db/evidence";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { newestFirstAfterPlaceholders, newestFirstAfterValues, newestFirstKey, toPage, type PageRequest } from "@/lib/pagination";
import { prepared } from "@/lib/db/prepared";
import { EVIDENCE_EXPIRING_DAYS } from "@/lib/vocabulary";
import type { ControlRef, ListEvidenceQuery } from "./schemas";
import { toEvidence } from "./internal/serialize";
import { containsPattern } from "@/lib/text-search";

/** A page and any of the list's filters (GET /api/v1/evidence); none means the account's items that are not deleted. */
export type ListEvidenceInput = PageRequest & Partial<Omit<ListEvidenceQuery, "limit" | "cursor">>;

/**
 * The account's evidence items, newest first, each with the controls it supports, narrowed by the filters in the same
 * statement: every condition is SQL (the control and framework filters through evidence_controls' lookup index), so no
 * more than a page of rows ever leaves the database.
 */
export async function listEvidence(ctx: Ctx, input: ListEvidenceInput) {
  const { accountId } = requireRole(ctx, "viewer");
  const shape: Shape = {
    after: Boolean(input.cursor),
    search: Boolean(input.q),
    framework: Boolean(input.framework),
    control: Boolean(input.framework && input.control),
    source: Boolean(input.source),
    deleted: input.status === "deleted",
    expiry: input.expiry ?? null,
  };
  const now = ctx.now();
  const values = {
    accountId,
    limit: input.limit + 1,
    ...(input.cursor ? newestFirstAfterValues(evidenceItems.id, input.cursor) : {}),
    ...(input.q ? { pattern: containsPattern(input.q) } : {}),
    ...(input.framework ? { framework: input.framework } : {}),
    ...(shape.control ? { control: input.control } : {}),
    ...(input.source ? { source: input.source } : {}),
    ...(input.expiry ? { now: now.toISOString(), soon: new Date(now.getTime() + EVIDENCE_EXPIRING_DAYS * DAY_MS).toISOString() } : {}),
  };
  const key = shapeKey(shape);
  const rows = await prepared(ctx.db, key, () => listQuery(ctx.db, shape, key)).execute(values);
  return toPage(
    rows,
    input.limit,
    ({ row }) => newestFirstKey(row),
    ({ row, controls }) => toEvidence(row, controls),
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Which optional conditions a query has: a placeholder cannot drop a condition, so each shape is its own prepared query. */
interface Shape {
  after: boolean;
  search: boolean;
  framework: boolean;
  control: boolean;
  source: boolean;
  deleted: boolean;
  expiry: ListEvidenceQuery["expiry"] | null;
}

// The unfiltered shapes keep their first names.
const shapeKey = (s: Shape) =>
  [
    "list_evidence",
    s.after && "after",
    s.search && "q",
    s.control ? "control" : s.framework && "framework",
    s.source && "source",
    s.deleted && "deleted",
    s.expiry && `expiry_${s.expiry}`,
  ]
    .filter(Boolean)
    .join("_");

function listQuery(db: DbOrTx, shape: Shape, name: string) {
  const e = evidenceItems;
  const ec = evidenceControls;
  const p = (key: string) => sql.placeholder(key);
  // Each item's controls through the (evidence_id, …) primary key, in its order, in the same statement.
  const controls = sql<
    ControlRef[]
  >`coalesce((select json_agg(json_build_object('framework', ${ec.frameworkId}, 'controlId', ${ec.controlId}) order by ${ec.frameworkId},
    ${ec.controlId}) from ${ec} where ${ec.evidenceId} = ${e.id}), '[]'::json)`;
  const conditions: (SQL | undefined)[] = [
    eq(e.accountId, p("accountId")),
    shape.deleted ? isNotNull(e.deletedAt) : isNull(e.deletedAt),
    shape.after ? newestFirstAfterPlaceholders(e.createdAt, e.id) : undefined,
    shape.search
      ? or(
          ilike(e.title, p("pattern")),
          ilike(e.description, p("pattern")),
          sql`exists (select 1 from ${evidenceFiles} where ${evidenceFiles.id} = ${e.fileId} and ${ilike(evidenceFiles.filename, p("pattern"))})`,
        )
      : undefined,
    // evidence_controls_lookup_idx is (account_id, framework_id, control_id).
    shape.framework
      ? inArray(
          e.id,
          db
            .select({ id: ec.evidenceId })
            .from(ec)
            .where(and(eq(ec.accountId, p("accountId")), eq(ec.frameworkId, p("framework")), shape.control ? eq(ec.controlId, p("control")) : undefined)),
        )
      : undefined,
    shape.source ? eq(e.source, p("source")) : undefined,
    expiryCondition(shape.expiry),
  ];
  return db
    .select({ row: e, controls })
    .from(e)
    .where(and(...conditions))
    .orderBy(desc(e.createdAt), desc(e.id))
    .limit(p("limit"))
    .prepare(name);
}

/** The bounds are placeholders `now` and `soon` (now + EVIDENCE_EXPIRING_DAYS): an expiry at `now` has passed. */
function expiryCondition(expiry: Shape["expiry"]): SQL | undefined {
  const e = evidenceItems;
  switch (expiry) {
    case "expired":
      return lte(e.expiresAt, sql.placeholder("now"));
    case "expiring":
      return and(gt(e.expiresAt, sql.placeholder("now")), lte(e.expiresAt, sql.placeholder("soon")));
    case "current":
      return or(isNull(e.expiresAt), gt(e.expiresAt, sql.placeholder("soon")));
    default:
      return undefined;
  }
}

export async function controlsOf(db: DbOrTx, evidenceIds: string[]): Promise<Map<string, ControlRef[]>> {
  const map = new Map<string, ControlRef[]>();
  if (evidenceIds.length === 0) return map;
  const rows = await db
    .select({ evidenceId: evidenceControls.evidenceId, framework: evidenceControls.frameworkId, controlId: evidenceControls.controlId })
    .from(evidenceControls)
    .where(inArray(evidenceControls.evidenceId, evidenceIds));
  for (const row of rows) {
    const list = map.get(row.evidenceId) ?? [];
    list.push({ framework: row.framework, controlId: row.controlId });
    map.set(row.evidenceId, list);
  }
  return map;
}

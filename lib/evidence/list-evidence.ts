import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { evidenceControls, evidenceItems } from "@/db/evidence";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { newestFirstAfterPlaceholders, newestFirstAfterValues, newestFirstKey, toPage, type PageRequest } from "@/lib/pagination";
import { prepared } from "@/lib/db/prepared";
import type { ControlRef } from "./schemas";
import { toEvidence } from "./internal/serialize";

/** The account's evidence items (deleted ones left out), newest first, each with the controls it supports (one query). */
export async function listEvidence(ctx: Ctx, page: PageRequest) {
  const { accountId } = requireRole(ctx, "viewer");
  const params = { accountId, limit: page.limit + 1 };
  const rows = page.cursor
    ? await prepared(ctx.db, "list_evidence_after", () => listQuery(ctx.db, true)).execute({
        ...params,
        ...newestFirstAfterValues(evidenceItems.id, page.cursor),
      })
    : await prepared(ctx.db, "list_evidence", () => listQuery(ctx.db, false)).execute(params);
  return toPage(
    rows,
    page.limit,
    ({ row }) => newestFirstKey(row),
    ({ row, controls }) => toEvidence(row, controls),
  );
}

function listQuery(db: DbOrTx, afterCursor: boolean) {
  const ec = evidenceControls;
  // Each item's controls through the (evidence_id, …) primary key, in its order, in the same statement.
  const controls = sql<
    ControlRef[]
  >`coalesce((select json_agg(json_build_object('framework', ${ec.frameworkId}, 'controlId', ${ec.controlId}) order by ${ec.frameworkId},
    ${ec.controlId}) from ${ec} where ${ec.evidenceId} = ${evidenceItems.id}), '[]'::json)`;
  return db
    .select({ row: evidenceItems, controls })
    .from(evidenceItems)
    .where(
      and(
        eq(evidenceItems.accountId, sql.placeholder("accountId")),
        isNull(evidenceItems.deletedAt),
        afterCursor ? newestFirstAfterPlaceholders(evidenceItems.createdAt, evidenceItems.id) : undefined,
      ),
    )
    .orderBy(desc(evidenceItems.createdAt), desc(evidenceItems.id))
    .limit(sql.placeholder("limit"))
    .prepare(afterCursor ? "list_evidence_after" : "list_evidence");
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

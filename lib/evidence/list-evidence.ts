import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { evidenceControls, evidenceItems } from "@/db/evidence";
import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { newestFirstAfter, newestFirstKey, toPage, type PageRequest } from "@/lib/pagination";
import type { ControlRef } from "./schemas";
import { toEvidence } from "./internal/to-evidence";

/** The account's evidence items (deleted ones left out), newest first, each with the controls it supports (two queries). */
export async function listEvidence(ctx: Ctx, page: PageRequest) {
  const { accountId } = requireRole(ctx, "viewer");
  const rows = await ctx.db
    .select()
    .from(evidenceItems)
    .where(and(eq(evidenceItems.accountId, accountId), isNull(evidenceItems.deletedAt), newestFirstAfter(evidenceItems.createdAt, evidenceItems.id, page.cursor)))
    .orderBy(desc(evidenceItems.createdAt), desc(evidenceItems.id))
    .limit(page.limit + 1);
  const links = await controlsOf(ctx.db, rows.slice(0, page.limit).map((r) => r.id));
  return toPage(rows, page.limit, newestFirstKey, (row) => toEvidence(row, links.get(row.id) ?? []));
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

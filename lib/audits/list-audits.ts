import { and, desc, eq, sql } from "drizzle-orm";
import { audits } from "@/db/audits";
import { type AuditStatus } from "@/lib/vocabulary";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { prepared } from "@/lib/db/prepared";
import { newestFirstAfterPlaceholders, newestFirstAfterValues, newestFirstKey, toPage, type PageRequest } from "@/lib/pagination";
import { readerGate } from "./internal/access";
import { toAudit } from "./internal/serialize";

export interface ListAuditsFilter {
  status?: AuditStatus;
  framework_id?: string;
}

/** The account's audits, newest first, filtered by status and framework (a prepared query per combination of filters). */
export async function listAudits(ctx: Ctx, filter: ListAuditsFilter, page: PageRequest) {
  const caller = await readerGate(ctx);
  const shape = { status: !!filter.status, framework: !!filter.framework_id, after: !!page.cursor };
  const key = `list_audits:${shape.status}:${shape.framework}:${shape.after}`;
  const rows = await prepared(ctx.db, key, () => listQuery(ctx.db, shape, key)).execute({
    accountId: caller.accountId,
    status: filter.status,
    frameworkId: filter.framework_id,
    limit: page.limit + 1,
    ...(page.cursor ? newestFirstAfterValues(audits.id, page.cursor) : {}),
  });
  return toPage(rows, page.limit, newestFirstKey, toAudit);
}

function listQuery(db: DbOrTx, shape: { status: boolean; framework: boolean; after: boolean }, name: string) {
  return db
    .select()
    .from(audits)
    .where(
      and(
        eq(audits.accountId, sql.placeholder("accountId")),
        shape.status ? eq(audits.status, sql.placeholder("status")) : undefined,
        shape.framework ? eq(audits.frameworkId, sql.placeholder("frameworkId")) : undefined,
        shape.after ? newestFirstAfterPlaceholders(audits.createdAt, audits.id) : undefined,
      ),
    )
    .orderBy(desc(audits.createdAt), desc(audits.id))
    .limit(sql.placeholder("limit"))
    .prepare(name);
}

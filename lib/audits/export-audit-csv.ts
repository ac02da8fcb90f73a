import type { Ctx } from "@/lib/context";
import { toCsv } from "./internal/csv";
import { attachment, fileSlug } from "@/lib/http/reply";
import { EXPORT_TABLES, type AuditExport } from "./internal/export-rows";
import { readableAudit } from "./internal/readable-audit";

/**
 * One list of an audit as a CSV file (docs/api.md §8), for the audited account or the audit's
 * auditor: a header row, statuses in the product's words and dates as the console shows them.
 * Reading only, so allowed in every status and not logged.
 */
export async function exportAuditCsv(ctx: Ctx, auditId: string, kind: AuditExport): Promise<Response> {
  const audit = await readableAudit(ctx, auditId);
  const table = await EXPORT_TABLES[kind](ctx.db, audit);
  return attachment(toCsv(table.header, table.rows), "text/csv; charset=utf-8", `${fileSlug(audit.title, "audit")}-${kind}.csv`);
}

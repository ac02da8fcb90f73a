import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { toCsv } from "@/lib/format/csv";
import { formatDateTime } from "@/lib/format/date-time";
import { ACCEPTANCE_CHANNEL_LABELS, labelOf } from "@/lib/format/labels";
import { attachment } from "@/lib/http/reply";
import { peopleByIds } from "@/lib/people";
import { acceptanceRows } from "./internal/acceptance-rows";
import type { ExportAcceptancesQuery } from "./schemas";

/** The most rows one export holds; past it the last row says so (narrow by document or person). */
export const MAX_EXPORT_ROWS = 50_000;

/**
 * The acceptance records as a CSV attachment for an auditor (docs/api.md "Policy acceptance"): person, e-mail,
 * document, version, its SHA-256, the time (UTC, as the console shows it), address, user agent and how it was recorded.
 */
export async function exportAcceptances(ctx: Ctx, query: ExportAcceptancesQuery): Promise<Response> {
  const { accountId } = requireRole(ctx, "viewer");
  const rows = await acceptanceRows(ctx.db, accountId, query, MAX_EXPORT_ROWS + 1);
  const people = new Map((await peopleByIds(ctx.db, accountId, [...new Set(rows.map((r) => r.personId))])).map((p) => [p.id, p]));
  const body = rows
    .slice(0, MAX_EXPORT_ROWS)
    .map((r) => [
      people.get(r.personId)?.name ?? "",
      people.get(r.personId)?.email ?? "",
      r.documentTitle,
      r.documentId,
      r.versionNumber,
      r.contentHash,
      formatDateTime(r.acceptedAt),
      r.ipAddress,
      r.userAgent,
      labelOf(ACCEPTANCE_CHANNEL_LABELS, r.channel),
    ]);
  if (rows.length > MAX_EXPORT_ROWS) body.push([`More than ${MAX_EXPORT_ROWS} acceptances: narrow the export by document or person.`]);
  const csv = toCsv(
    ["Person", "E-mail", "Document", "Document id", "Version", "Version SHA-256", "Accepted at (UTC)", "Address", "User agent", "Recorded"],
    body,
  );
  return attachment(csv, "text/csv; charset=utf-8", `policy-acceptances-${ctx.now().toISOString().slice(0, 10)}.csv`);
}

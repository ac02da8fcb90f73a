import { toCsv } from "@/lib/audits";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { eventBatches } from "@/lib/events";
import { formatDateTime, isoDate } from "@/lib/format/date-time";
import { attachment } from "@/lib/http/reply";
import { withActorNames } from "./internal/actors";
import type { AuditTrailFilters } from "./schemas";

/** A spreadsheet of more rows than this is no longer read; past it the file says so in its last row. */
export const AUDIT_TRAIL_EXPORT_MAX = 20_000;

const HEADER = ["Time (UTC)", "Actor", "Actor type", "Actor id", "Event", "Action", "Target type", "Target id", "Details"] as const;

/**
 * The filtered audit trail as CSV, newest first, for owners and admins: a header row, the actor named, every cell
 * guarded against spreadsheet formulas (the audits' CSV writer). Read in batches, at most AUDIT_TRAIL_EXPORT_MAX rows.
 */
export async function exportAuditTrail(ctx: Ctx, filters: AuditTrailFilters): Promise<Response> {
  const { accountId } = requireRole(ctx, "admin");
  const rows: string[][] = [];
  let truncated = false;
  for await (const batch of eventBatches(ctx.db, accountId, {
    actor: filters.actor,
    action: filters.action,
    targetType: filters.target_type,
    from: filters.from,
    to: filters.to,
  })) {
    for (const e of await withActorNames(ctx.db, accountId, batch)) {
      if (rows.length === AUDIT_TRAIL_EXPORT_MAX) {
        truncated = true;
        break;
      }
      rows.push([
        formatDateTime(e.created_at),
        e.actor.name,
        e.actor.type,
        e.actor.id ?? "",
        e.label,
        e.action,
        e.target_type,
        e.target_id ?? "",
        JSON.stringify(e.details),
      ]);
    }
    if (truncated) break;
  }
  if (truncated)
    rows.push(["", "", "", "", `Only the newest ${AUDIT_TRAIL_EXPORT_MAX} events are in this file: narrow the dates to export the rest.`, "", "", "", ""]);
  const day = isoDate(ctx.now());
  return attachment(toCsv(HEADER, rows), "text/csv; charset=utf-8", `audit-trail-${day}.csv`);
}

import type { AuditControlStatus } from "@/lib/vocabulary";
import type { Ctx } from "@/lib/context";
import { auditControlsPage } from "../internal/audit-controls-page";
import { toPage, type PageRequest } from "@/lib/pagination";
import { toAuditorControl } from "../internal/serialize";
import { auditorAudit, auditorGate } from "./internal/access";
import { backingCounts } from "./internal/control-evidence";

/** The audit's controls in framework order, each with its review and how many evidence items and documents back it (docs/api.md §8). */
export async function listAuditorControls(ctx: Ctx, filter: { status?: AuditControlStatus }, page: PageRequest) {
  const caller = await auditorGate(ctx);
  const { audit } = await auditorAudit(ctx, ctx.db, caller);
  const rows = await auditControlsPage(ctx.db, audit.id, filter.status, page);
  const pageRows = rows.slice(0, page.limit);
  const counts = await backingCounts(
    ctx.db,
    audit,
    pageRows.map((r) => r.controlId),
  );
  return toPage(
    rows,
    page.limit,
    (r) => [r.sortOrder, r.id],
    (r) => toAuditorControl(r, counts.get(r.controlId)!),
  );
}

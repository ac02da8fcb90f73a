import type { AuditControlStatus } from "@/lib/vocabulary";
import type { Ctx } from "@/lib/context";
import { auditControlsPage } from "./internal/audit-controls-page";
import { toPage, type PageRequest } from "@/lib/pagination";
import { readerGate, findCustomerAudit } from "./internal/access";
import { toAuditControl } from "./internal/serialize";

/** The audit's control snapshot with the auditor's review, in framework order (console view). */
export async function listAuditControls(ctx: Ctx, auditId: string, filter: { status?: AuditControlStatus }, page: PageRequest) {
  const caller = await readerGate(ctx);
  const audit = await findCustomerAudit(ctx.db, caller.accountId, auditId);
  const rows = await auditControlsPage(ctx.db, audit.id, filter.status, page);
  return toPage(rows, page.limit, (r) => [r.sortOrder, r.id], toAuditControl);
}

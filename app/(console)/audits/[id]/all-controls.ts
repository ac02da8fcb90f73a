import type { Ctx } from "@/lib/context";
import { listAuditControls, type AuditControlJson } from "@/lib/audits";

/** Every control of the audit's snapshot in framework order: scope is decided over all of them at once. */
export async function allAuditControls(ctx: Ctx, auditId: string): Promise<AuditControlJson[]> {
  const controls: AuditControlJson[] = [];
  let cursor: string | undefined;
  do {
    const page = await listAuditControls(ctx, auditId, {}, { limit: 200, cursor });
    controls.push(...page.items);
    cursor = page.pagination.nextCursor ?? undefined;
  } while (cursor);
  return controls;
}

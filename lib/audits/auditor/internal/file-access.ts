import type { Ctx } from "@/lib/context";
import { auditorAudit, auditorGate } from "./access";
import { auditSeesFile } from "./file-visibility";

/**
 * Whether the calling auditor may download an uploaded evidence file (docs/api.md §7). The download
 * passes the same gate as every auditor route, at request time: auditor scope and the audited
 * account's tier (403 `plan_upgrade_required` once it fell below the audit tier), then a still
 * accepted invitation (401 otherwise). Then the audit must see the file (internal/file-visibility.ts).
 */
export async function auditorCanReadFile(ctx: Ctx, fileId: string): Promise<boolean> {
  const caller = await auditorGate(ctx);
  const { audit } = await auditorAudit(ctx, ctx.db, caller);
  return auditSeesFile(ctx.db, audit, fileId);
}

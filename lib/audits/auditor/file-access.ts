import { and, eq, inArray } from "drizzle-orm";
import { auditControls } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import { controlsReferringToFile } from "@/lib/evidence";
import { auditorAudit, auditorGate } from "./access";
import { evidenceScope } from "./internal/control-evidence";

/**
 * Whether the calling auditor may download an uploaded evidence file (docs/api.md §7). The download
 * passes the same gate as every auditor route, at request time: auditor scope and the audited
 * account's tier (403 `plan_upgrade_required` once it fell below the audit tier), then a still
 * accepted invitation (401 otherwise). Then the file must back evidence the audit may see (the
 * evidence domain's visibility rule) on a control of the audit.
 */
export async function auditorCanReadFile(ctx: Ctx, fileId: string): Promise<boolean> {
  const caller = await auditorGate(ctx);
  const { audit } = await auditorAudit(ctx, ctx.db, caller);
  const labels = await controlsReferringToFile(ctx.db, evidenceScope(audit), fileId);
  if (labels.length === 0) return false;
  const [hit] = await ctx.db
    .select({ id: auditControls.id })
    .from(auditControls)
    .where(and(eq(auditControls.auditId, audit.id), inArray(auditControls.controlId, labels)))
    .limit(1);
  return !!hit;
}

import type { Ctx } from "@/lib/context";
import { isUuid } from "@/lib/uuid";
import { auditBacking } from "../../internal/control-backing";
import { auditorAudit, auditorGate } from "./access";

/**
 * Whether the calling auditor may read a document version (docs/api.md §8): the same gate as every auditor route, at
 * request time (auditor scope, the audited account's tier, a still accepted invitation), then the version must back
 * a control in the audit's scope by lib/readiness's rule: the approved version now, or one the completed audit cites.
 * Another account's version, a draft, a superseded approval and a document no control in scope asks for are not.
 */
export async function auditorCanReadDocumentVersion(ctx: Ctx, versionId: string): Promise<boolean> {
  const caller = await auditorGate(ctx);
  const { audit } = await auditorAudit(ctx, ctx.db, caller);
  if (!isUuid(versionId)) return false;
  const { documents } = await auditBacking(ctx.db, audit);
  return documents.some((d) => d.versionId === versionId.toLowerCase() && d.controls.length > 0);
}

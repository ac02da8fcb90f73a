import type { Ctx } from "@/lib/context";
import { auditorUploader, uploadAccountFile } from "@/lib/evidence";
import type { RawStream } from "@/lib/http/body";
import { assertNotComplete } from "../internal/access";
import type { AuditorFileJson } from "../schemas";
import { auditorAudit, auditorGate } from "./internal/access";

/**
 * The auditor uploads a file to attach to a comment. It becomes a file of the audited account (the organisation
 * downloads it like any of its uploads), marked as this invitation's, so this audit sees it (file-visibility.ts) and
 * no other audit does. The audit is checked before a byte is read; its row is not locked while the file streams.
 */
export async function uploadAuditorFile(ctx: Ctx, raw: RawStream): Promise<AuditorFileJson> {
  const caller = await auditorGate(ctx);
  const { audit, invitation } = await auditorAudit(ctx, ctx.db, caller);
  assertNotComplete(audit);
  const file = await uploadAccountFile(ctx, { accountId: audit.accountId, uploadedBy: auditorUploader(invitation.id), raw });
  return { id: file.id, url: file.url, filename: file.filename, sha256: file.sha256, size: file.size, content_type: file.contentType };
}

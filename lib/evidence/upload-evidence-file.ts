import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import type { RawStream } from "@/lib/http/body";
import { addEvidence } from "./add-evidence";
import { assertControlRefs } from "@/lib/custom-frameworks";
import { discardUpload, fileUrl, keepUpload, receiveUpload } from "./internal/receive-upload";
import type { UploadedFile } from "./schemas";
import { checkEvidenceFields, evidenceFieldsOf } from "./internal/upload-fields";

export { fileUrl } from "./internal/receive-upload";

/**
 * Stores one multipart `file` (≤ 10 MiB, allowed type) and, when the upload carries `title` and
 * `controls`, records the evidence item for it in the same transaction. The fields and their control
 * references are checked before the file is kept (fields sent before the file, before any byte is
 * written), so a refused upload leaves neither a file row nor bytes behind.
 */
export async function uploadEvidenceFile(ctx: Ctx, input: RawStream): Promise<UploadedFile> {
  const { userId, accountId } = requireRole(ctx, "member");
  const upload = await receiveUpload(accountId, input, checkEvidenceFields);
  try {
    const evidence = evidenceFieldsOf(upload.fields);
    if (evidence) await assertControlRefs(ctx.db, accountId, evidence.controls);
    return await ctx.db.transaction(async (tx) => {
      const file = await keepUpload(tx, ctx, accountId, userId, upload);
      const item = evidence
        ? await addEvidence(tx, ctx, {
            ...evidence,
            accountId,
            url: fileUrl(file.id),
            fileId: file.id,
            source: "upload",
            collectedAt: evidence.collectedAt ?? ctx.now(),
          })
        : null;
      return {
        id: file.id,
        url: fileUrl(file.id),
        sha256: file.sha256,
        size: file.size,
        contentType: file.contentType,
        filename: file.filename,
        evidence: item,
      };
    });
  } catch (error) {
    await discardUpload(upload);
    throw error;
  }
}

import type { Ctx } from "@/lib/context";
import type { RawStream } from "@/lib/http/body";
import { discardUpload, fileUrl, keepUpload, receiveUpload } from "./internal/receive-upload";
import type { UploadedFile } from "./schemas";

export type StoredFile = Omit<UploadedFile, "evidence">;

/**
 * Stores one multipart `file` (≤ 10 MiB, allowed type) as a file of `accountId`, uploaded by `uploadedBy` (see
 * internal/uploader-names.ts), with its `evidence_file.uploaded` event. For another domain that has already admitted
 * its caller (an audit's auditor): this verb checks no role itself. A refused upload leaves nothing behind.
 */
export async function uploadAccountFile(ctx: Ctx, input: { accountId: string; uploadedBy: string; raw: RawStream }): Promise<StoredFile> {
  const upload = await receiveUpload(input.accountId, input.raw);
  try {
    const file = await ctx.db.transaction(async (tx) => {
      const row = await keepUpload(tx, ctx, input.accountId, input.uploadedBy, upload);
      return row;
    });
    return { id: file.id, url: fileUrl(file.id), sha256: file.sha256, size: file.size, contentType: file.contentType, filename: file.filename };
  } catch (error) {
    await discardUpload(upload);
    throw error;
  }
}

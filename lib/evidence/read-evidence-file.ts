import { Readable } from "node:stream";
import { and, eq } from "drizzle-orm";
import { evidenceFiles } from "@/db/evidence";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { requireRole } from "@/lib/context/guards";
import { fileStore, presignedDownloads } from "@/lib/storage";
import { isPreviewable, servedContentType } from "./internal/file-types";

/** Decides whether the calling auditor may download the file; the audits domain owns that rule. */
export type AuditorFileCheck = (ctx: Ctx, fileId: string) => Promise<boolean>;

/**
 * Streams an uploaded file from storage to its account's users, or to an auditor whose audit may see evidence
 * made from it (docs/api.md §7; the account must still be on the audit tier). Anyone else gets 404,
 * never a hint that the file exists. With S3_PRESIGNED_DOWNLOADS the same checks end in a redirect to a
 * short-lived presigned URL instead. Storage unreachable: 503 with Retry-After (lib/storage). The auditor check is passed in (the route hands it
 * `auditorCanReadFile` from lib/audits) so evidence, which audits builds on, never imports audits.
 */
export async function readEvidenceFile(ctx: Ctx, fileId: string, auditorCanReadFile: AuditorFileCheck): Promise<Response> {
  const caller = ctx.caller;
  if (caller.kind !== "auditor") requireRole(ctx, "viewer");
  if (caller.kind !== "customer" && caller.kind !== "auditor" && caller.kind !== "apiKey") throw new ServiceError("forbidden");
  // The auditor gate (scope, tier, live invitation) runs before anything about the file is read.
  if (caller.kind === "auditor" && !(await auditorCanReadFile(ctx, fileId))) throw ServiceError.notFound("file");
  const [file] = await ctx.db
    .select()
    .from(evidenceFiles)
    .where(and(eq(evidenceFiles.id, fileId), eq(evidenceFiles.accountId, caller.accountId)))
    .limit(1);
  if (!file) throw ServiceError.notFound("file");
  if (file.removedAt) throw new ServiceError("not_found", "The file was deleted with its evidence.");
  // Only a previewable type, checked against the bytes at upload, is served as itself and inline; anything else is
  // opaque bytes to download, whatever its name or claimed type. With the sandbox and nosniff, an uploaded HTML
  // or SVG can never run in our origin either way.
  const disposition = `${isPreviewable(file.contentType) ? "inline" : "attachment"}; filename*=UTF-8''${encodeURIComponent(file.filename)}`;
  const store = fileStore();
  // Everything above is today's authorization; only now may a URL that skips the app be handed out (S3_PRESIGNED_DOWNLOADS).
  const presigned = presignedDownloads();
  if (presigned) {
    const url = await store.presign(file.storageKey, {
      contentType: servedContentType(file.contentType),
      contentDisposition: disposition,
      expiresInSeconds: presigned.ttlSeconds,
    });
    if (url) return new Response(null, { status: 302, headers: { location: url, "cache-control": "private, no-store", "x-sha256": file.sha256 } });
  }
  const stream = await store.get(file.storageKey);
  if (!stream) {
    ctx.log.error({ fileId }, "evidence file missing from storage");
    throw ServiceError.notFound("file");
  }
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      "content-type": servedContentType(file.contentType),
      "content-length": String(file.size),
      "content-disposition": disposition,
      "content-security-policy": "sandbox; default-src 'none'",
      "x-content-type-options": "nosniff",
      "x-sha256": file.sha256,
      "cache-control": "private, no-store",
    },
  });
}

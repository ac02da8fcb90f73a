import { and, desc, eq, lt } from "drizzle-orm";
import { evidenceFiles, evidenceFileVersions } from "@/db/evidence";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { decodeCursor, toPage, type PageRequest } from "@/lib/pagination";
import { liveEvidence } from "./internal/live-evidence";
import { fileUrl } from "./internal/receive-upload";
import { uploaderNames } from "./internal/uploader-names";
import type { FileVersion } from "./schemas";

/** The file history of an evidence item, newest version first; older versions download by their file id. */
export async function listEvidenceFiles(ctx: Ctx, id: string, page: PageRequest) {
  const { accountId } = requireRole(ctx, "viewer");
  const item = await liveEvidence(ctx.db, accountId, id);
  const after = page.cursor === undefined ? undefined : decodeCursor(page.cursor, 1)[0];
  if (after !== undefined && (typeof after !== "number" || !Number.isSafeInteger(after))) {
    throw ServiceError.validation([{ path: "cursor", message: "Invalid cursor; pass the nextCursor of the previous page." }]);
  }
  const rows = await ctx.db
    .select({ version: evidenceFileVersions.version, file: evidenceFiles })
    .from(evidenceFileVersions)
    .innerJoin(evidenceFiles, eq(evidenceFiles.id, evidenceFileVersions.fileId))
    .where(
      and(
        eq(evidenceFileVersions.evidenceId, id),
        eq(evidenceFileVersions.accountId, accountId),
        after === undefined ? undefined : lt(evidenceFileVersions.version, after),
      ),
    )
    .orderBy(desc(evidenceFileVersions.version))
    .limit(page.limit + 1);
  const uploader = await uploaderNames(
    ctx.db,
    accountId,
    rows.map((row) => row.file.uploadedBy),
  );
  return toPage(
    rows,
    page.limit,
    (row) => [row.version],
    (row): FileVersion => ({
      version: row.version,
      current: row.file.id === item.fileId,
      fileId: row.file.id,
      url: fileUrl(row.file.id),
      filename: row.file.filename,
      contentType: row.file.contentType,
      size: row.file.size,
      sha256: row.file.sha256,
      createdAt: row.file.createdAt.toISOString(),
      uploadedBy: uploader(row.file.uploadedBy),
    }),
  );
}

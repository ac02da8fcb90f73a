import { desc, eq } from "drizzle-orm";
import { evidenceFileVersions, evidenceItems } from "@/db/evidence";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import type { RawStream } from "@/lib/http/body";
import { recordEvent } from "@/lib/events";
import { controlsOf } from "./list-evidence";
import { assertHandMade, liveEvidence } from "./internal/live-evidence";
import { discardUpload, fileUrl, keepUpload, receiveUpload } from "./internal/receive-upload";
import type { Evidence } from "./schemas";
import { toEvidence } from "./internal/serialize";

/**
 * Stores a new file for an uploaded evidence item (same limits and checks as an upload) and makes it
 * the current one; the previous file stays as an older version (list-evidence-files.ts).
 */
export async function replaceEvidenceFile(ctx: Ctx, id: string, input: RawStream): Promise<Evidence> {
  const { userId, accountId } = requireRole(ctx, "member");
  // Checked before the body is read, so a request for a missing or link item stores nothing.
  const found = await liveEvidence(ctx.db, accountId, id);
  assertHandMade(found);
  if (!found.fileId) throw new ServiceError("conflict", "This evidence item is a link, not a file; edit it or add a new item instead.");
  const upload = await receiveUpload(accountId, input);
  try {
    return await ctx.db.transaction(async (tx) => {
      const before = await liveEvidence(tx, accountId, id, { lock: true });
      const [last] = await tx
        .select({ version: evidenceFileVersions.version })
        .from(evidenceFileVersions)
        .where(eq(evidenceFileVersions.evidenceId, id))
        .orderBy(desc(evidenceFileVersions.version))
        .limit(1);
      const file = await keepUpload(tx, ctx, accountId, userId, upload);
      const version = (last?.version ?? 0) + 1;
      await tx.insert(evidenceFileVersions).values({ evidenceId: id, version, fileId: file.id, accountId, createdAt: ctx.now() });
      const [row] = await tx
        .update(evidenceItems)
        .set({ fileId: file.id, url: fileUrl(file.id), updatedAt: ctx.now() })
        .where(eq(evidenceItems.id, id))
        .returning();
      await recordEvent(tx, ctx, {
        accountId,
        action: "evidence.file_replaced",
        targetType: "evidence",
        targetId: id,
        details: { version, fileId: file.id, previousFileId: before.fileId, filename: file.filename, sha256: file.sha256 },
      });
      const controls = await controlsOf(tx, [id]);
      return toEvidence(row, controls.get(id) ?? []);
    });
  } catch (error) {
    await discardUpload(upload);
    throw error;
  }
}

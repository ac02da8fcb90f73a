import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import { evidenceFiles, evidenceFileVersions, evidenceItems } from "@/db/evidence";
import { actorOf, type Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import type { DbOrTx } from "@/lib/db/client";
import { recordEvent } from "@/lib/events";
import { discardUpload } from "./internal/receive-upload";
import { assertHandMade, liveEvidence } from "./internal/live-evidence";

/** Of these files of the account, the ones audits still hold (lib/audits `filesHeldByAudits`); evidence never imports audits. */
export type HeldFilesCheck = (db: DbOrTx, accountId: string, fileIds: string[]) => Promise<Set<string>>;

/**
 * Soft-deletes an evidence item: it leaves the lists, readiness and monitoring facts and can no longer be cited, but
 * the row and its controls stay, so an audit whose request it answered still shows it (marked deleted,
 * audit-evidence.ts). Its files' bytes are deleted, every version, except a file that a completed audit still cites
 * (`heldByAudits`) or that other live evidence still carries; their rows stay, marked removed. The bytes go after the
 * commit (no storage call inside the transaction); what cannot be deleted then, the storage sweeper deletes later.
 */
export async function deleteEvidence(ctx: Ctx, id: string, heldByAudits: HeldFilesCheck): Promise<{ id: string; deleted: true }> {
  const { accountId } = requireRole(ctx, "member");
  const removed = await ctx.db.transaction(async (tx) => {
    const row = await liveEvidence(tx, accountId, id, { lock: true });
    assertHandMade(row);
    await tx
      .update(evidenceItems)
      .set({ deletedAt: ctx.now(), deletedBy: actorOf(ctx.caller).id })
      .where(eq(evidenceItems.id, id));
    const files = await removableFiles(tx, accountId, id, row.fileId, heldByAudits);
    if (files.length > 0) {
      await tx
        .update(evidenceFiles)
        .set({ removedAt: ctx.now() })
        .where(
          and(
            eq(evidenceFiles.accountId, accountId),
            inArray(
              evidenceFiles.id,
              files.map((f) => f.id),
            ),
          ),
        );
    }
    await recordEvent(tx, ctx, {
      accountId,
      action: "evidence.deleted",
      targetType: "evidence",
      targetId: id,
      details: { title: row.title, source: row.source, auditId: row.auditId, filesRemoved: files.length },
    });
    return files;
  });
  for (const file of removed) await discardUpload(file);
  return { id, deleted: true };
}

/** The item's files (current and every version) that nothing else keeps: no other live item, no audit that holds them. */
async function removableFiles(tx: DbOrTx, accountId: string, evidenceId: string, currentFileId: string | null, heldByAudits: HeldFilesCheck) {
  const versions = await tx.select({ fileId: evidenceFileVersions.fileId }).from(evidenceFileVersions).where(eq(evidenceFileVersions.evidenceId, evidenceId));
  const ids = [...new Set([...(currentFileId ? [currentFileId] : []), ...versions.map((v) => v.fileId)])];
  if (ids.length === 0) return [];
  // Another live item may carry the same upload (evidence made from an upload URL), as its file or one of its versions.
  const sharedCurrent = await tx
    .select({ fileId: evidenceItems.fileId })
    .from(evidenceItems)
    .where(and(eq(evidenceItems.accountId, accountId), ne(evidenceItems.id, evidenceId), isNull(evidenceItems.deletedAt), inArray(evidenceItems.fileId, ids)));
  const sharedVersions = await tx
    .select({ fileId: evidenceFileVersions.fileId })
    .from(evidenceFileVersions)
    .innerJoin(evidenceItems, eq(evidenceItems.id, evidenceFileVersions.evidenceId))
    .where(
      and(eq(evidenceItems.accountId, accountId), ne(evidenceItems.id, evidenceId), isNull(evidenceItems.deletedAt), inArray(evidenceFileVersions.fileId, ids)),
    );
  const held = await heldByAudits(tx, accountId, ids);
  const kept = new Set([...sharedCurrent.map((r) => r.fileId), ...sharedVersions.map((r) => r.fileId), ...held]);
  const candidates = ids.filter((fileId) => !kept.has(fileId));
  if (candidates.length === 0) return [];
  return tx
    .select({ id: evidenceFiles.id, storageKey: evidenceFiles.storageKey })
    .from(evidenceFiles)
    .where(and(eq(evidenceFiles.accountId, accountId), inArray(evidenceFiles.id, candidates), isNull(evidenceFiles.removedAt)));
}

import { and, desc, eq } from "drizzle-orm";
import { evidenceControls, evidenceFileVersions, evidenceItems } from "@/db/evidence";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { recordEvent } from "@/lib/events";
import { addEvidence } from "./add-evidence";
import { discardUpload, fileUrl, keepUpload, newStoredFile } from "./internal/receive-upload";
import type { ControlRef } from "./schemas";

/** A file the system wrote (an integration's snapshot) to storage, hashed while it was written, not yet kept. */
export interface SnapshotFile {
  fileId: string;
  storageKey: string;
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
}

export interface SnapshotInput {
  accountId: string;
  /** The item that holds earlier snapshots; null makes it (the first sync). */
  evidenceId: string | null;
  title: string;
  description: string;
  controls: ControlRef[];
  file: SnapshotFile;
  /** When the snapshot was taken: its evidence date, and the single point in time it is evidence of (effective from = to). */
  collectedAt: Date;
  /** Who produced it, for the file's `uploadedBy` (e.g. `integration:<id>`). */
  producedBy: string;
}

/**
 * Where a snapshot's bytes go (lib/storage), chosen before they are written: the object comes first, the row that
 * refers to it (`recordSnapshot`) after. Write it with `fileStore().put(storageKey, …)`.
 */
export function snapshotTarget(accountId: string): { fileId: string; storageKey: string } {
  return newStoredFile(accountId);
}

/**
 * Keeps a system-written snapshot as library evidence (source `integration`) inside the caller's transaction:
 * the first one creates the item, each later one becomes its next file version, so earlier snapshots stay
 * downloadable and an audit that cited one version keeps it. The controls are replaced by what the snapshot
 * covers now. Answers the item, the version number and the file id. If the transaction fails, call
 * `discardSnapshot` with the file's storage key (after the transaction: a storage call).
 */
export async function recordSnapshot(
  tx: DbOrTx,
  ctx: Ctx,
  input: SnapshotInput,
): Promise<{ evidenceId: string; version: number; fileId: string; storageKey: string }> {
  const file = await keepUpload(tx, ctx, input.accountId, input.producedBy, input.file);
  const existing = input.evidenceId
    ? (
        await tx
          .select({ id: evidenceItems.id })
          .from(evidenceItems)
          .where(and(eq(evidenceItems.id, input.evidenceId), eq(evidenceItems.accountId, input.accountId)))
          .limit(1)
      )[0]
    : undefined;
  if (!existing) {
    const item = await addEvidence(tx, ctx, {
      accountId: input.accountId,
      title: input.title,
      url: fileUrl(file.id),
      description: input.description,
      controls: input.controls,
      fileId: file.id,
      collectedAt: input.collectedAt,
      effectiveFrom: input.collectedAt,
      effectiveTo: input.collectedAt,
      source: "integration",
    });
    return { evidenceId: item.id, version: 1, fileId: file.id, storageKey: file.storageKey };
  }
  const [last] = await tx
    .select({ version: evidenceFileVersions.version })
    .from(evidenceFileVersions)
    .where(eq(evidenceFileVersions.evidenceId, existing.id))
    .orderBy(desc(evidenceFileVersions.version))
    .limit(1);
  const version = (last?.version ?? 0) + 1;
  await tx.insert(evidenceFileVersions).values({ evidenceId: existing.id, version, fileId: file.id, accountId: input.accountId, createdAt: ctx.now() });
  // A deleted snapshot item comes back: the integration still produces it.
  await tx
    .update(evidenceItems)
    .set({
      fileId: file.id,
      url: fileUrl(file.id),
      title: input.title,
      description: input.description,
      collectedAt: input.collectedAt,
      effectiveFrom: input.collectedAt,
      effectiveTo: input.collectedAt,
      updatedAt: ctx.now(),
      deletedAt: null,
      deletedBy: null,
    })
    .where(eq(evidenceItems.id, existing.id));
  await tx.delete(evidenceControls).where(eq(evidenceControls.evidenceId, existing.id));
  const unique = [...new Map(input.controls.map((c) => [`${c.framework}\u0000${c.controlId}`, c])).values()];
  if (unique.length > 0) {
    await tx
      .insert(evidenceControls)
      .values(unique.map((c) => ({ evidenceId: existing.id, accountId: input.accountId, frameworkId: c.framework, controlId: c.controlId })));
  }
  await recordEvent(tx, ctx, {
    accountId: input.accountId,
    action: "evidence.snapshot_recorded",
    targetType: "evidence",
    targetId: existing.id,
    details: { version, fileId: file.id, sha256: file.sha256, size: file.size },
  });
  return { evidenceId: existing.id, version, fileId: file.id, storageKey: file.storageKey };
}

/** Removes a snapshot's bytes after its transaction failed, or a written snapshot nobody kept. Never throws. */
export async function discardSnapshot(storageKey: string): Promise<void> {
  await discardUpload({ storageKey });
}

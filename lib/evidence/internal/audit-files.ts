import { and, eq, inArray } from "drizzle-orm";
import { users } from "@/db/accounts";
import { evidenceControls, evidenceFiles, evidenceItems } from "@/db/evidence";
import type { DbOrTx } from "@/lib/db/client";
import { labelsOfLinks, onAuditControls, visibleToAudit, type AuditEvidenceScope } from "./audit-evidence";

/** One uploaded file an audit can see, with where it lives in storage and who put it there (the audit package's manifest). */
export interface AuditEvidenceFile {
  evidenceId: string;
  title: string;
  fileId: string;
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
  /** The bytes' key in storage (lib/storage): read when the package streams, after every query is done. */
  storageKey: string;
  /** Set when the bytes were deleted with their evidence: the package names the file as missing. */
  removedAt: Date | null;
  submittedBy: string;
  submittedAt: Date;
  controls: string[];
}

/**
 * Every uploaded file behind the evidence the audit sees (the same rule as its lists: library evidence and the
 * answers to this audit's requests, on the audit's controls), one entry per file with the controls it supports.
 * Link-only evidence has no file and is not here. `frozen` maps an answer's evidence id to the file the audit holds for
 * it (the audit's frozen submission): that file, not the item's current one, which a later replacement may have
 * changed. With `frozenOnly` (a completed audit), only the items in `frozen`. Three reads, whatever the number of files.
 */
export async function evidenceFilesOfAudit(
  db: DbOrTx,
  scope: AuditEvidenceScope,
  frozen: ReadonlyMap<string, string> = new Map(),
  opts: { frozenOnly?: boolean } = {},
): Promise<AuditEvidenceFile[]> {
  const joined = await db
    .select({ item: evidenceItems, framework: evidenceControls.frameworkId, controlId: evidenceControls.controlId, current: evidenceFiles })
    .from(evidenceItems)
    .innerJoin(evidenceControls, onAuditControls(scope))
    .leftJoin(evidenceFiles, and(eq(evidenceFiles.id, evidenceItems.fileId), eq(evidenceFiles.accountId, scope.accountId)))
    .where(visibleToAudit(scope))
    .orderBy(evidenceItems.createdAt, evidenceItems.id, evidenceControls.controlId);
  const frozenIds = [...new Set(joined.filter((r) => frozen.has(r.item.id)).map((r) => frozen.get(r.item.id)!))];
  const frozenFiles = frozenIds.length
    ? new Map(
        (
          await db
            .select()
            .from(evidenceFiles)
            .where(and(eq(evidenceFiles.accountId, scope.accountId), inArray(evidenceFiles.id, frozenIds)))
        ).map((f) => [f.id, f]),
      )
    : new Map<string, typeof evidenceFiles.$inferSelect>();
  const labelsOf = labelsOfLinks(scope);
  const rows = joined.flatMap(({ item, framework, controlId, current }) => {
    if (opts.frozenOnly && !frozen.has(item.id)) return [];
    const file = frozenFiles.get(frozen.get(item.id) ?? "") ?? current;
    return file ? labelsOf(framework, controlId).map((label) => ({ item, controlId: label, file })) : [];
  });
  const userIds = [...new Set(rows.filter((r) => r.item.createdByType === "user" && r.item.createdById).map((r) => r.item.createdById!))];
  const people = userIds.length ? await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(inArray(users.id, userIds)) : [];
  const nameOf = new Map(people.map((p) => [p.id, `${p.name} <${p.email}>`]));
  const byItem = new Map<string, AuditEvidenceFile>();
  for (const { item, controlId, file } of rows) {
    const known = byItem.get(item.id);
    if (known) {
      if (!known.controls.includes(controlId)) known.controls.push(controlId);
      continue;
    }
    byItem.set(item.id, {
      evidenceId: item.id,
      title: item.title,
      fileId: file.id,
      filename: file.filename,
      contentType: file.contentType,
      size: file.size,
      sha256: file.sha256,
      storageKey: file.storageKey,
      removedAt: file.removedAt,
      submittedBy: (item.createdById && nameOf.get(item.createdById)) ?? (item.createdByType === "user" ? "A former user" : item.createdByType),
      submittedAt: file.createdAt,
      controls: [controlId],
    });
  }
  return [...byItem.values()];
}

import { and, eq, inArray } from "drizzle-orm";
import { evidenceFiles } from "@/db/evidence";
import type { DbOrTx } from "@/lib/db/client";
import { fileUrl } from "./receive-upload";

/** What an uploaded file is, as stored: a file row is never rewritten, so these facts hold for as long as it exists. */
export interface FileFacts {
  id: string;
  filename: string;
  sha256: string;
  size: number;
  /** Where the account's people (and an auditor allowed to) download it. */
  url: string;
}

/** The account's files by id in one query; ids of other accounts or unknown ones are simply absent. */
export async function fileFactsOf(db: DbOrTx, accountId: string, fileIds: readonly string[]): Promise<Map<string, FileFacts>> {
  const ids = [...new Set(fileIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: evidenceFiles.id, filename: evidenceFiles.filename, sha256: evidenceFiles.sha256, size: evidenceFiles.size })
    .from(evidenceFiles)
    .where(and(eq(evidenceFiles.accountId, accountId), inArray(evidenceFiles.id, ids)));
  return new Map(rows.map((r) => [r.id, { ...r, url: fileUrl(r.id) }]));
}

export async function fileFacts(db: DbOrTx, accountId: string, fileId: string): Promise<FileFacts | null> {
  return (await fileFactsOf(db, accountId, [fileId])).get(fileId) ?? null;
}

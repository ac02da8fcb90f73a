import type { DbOrTx } from "@/lib/db/client";
import type { FileStore } from "@/lib/storage";
import { storedFileRows } from "./internal/stored-file-rows";

/** Files found wanting, by kind: every one counted, the first LISTED named by id. */
export interface FileProblems {
  count: number;
  ids: string[];
}

export interface MigrationReport {
  /** Files whose rows say they should be in storage. */
  total: number;
  copied: number;
  /** Already in the target with the right size (an earlier run, or written there directly): left as they are. */
  alreadyThere: number;
  /** Not in the source: nothing to copy. */
  missing: FileProblems;
  /** Bytes that do not match their row's SHA-256 or size: not copied (the copy is removed again), the source is damaged. */
  corrupted: FileProblems;
}

export const LISTED = 1000;

export function noteProblem(problems: FileProblems, id: string): void {
  problems.count++;
  if (problems.ids.length < LISTED) problems.ids.push(id);
}

/**
 * Copies every stored file from one store to the other (`npm run admin -- storage migrate --to s3`), checking each
 * copy's SHA-256 and size against its row as it streams; a copy that does not match is removed from the target and
 * reported. Resumable and idempotent: a file already in the target with its size is left alone, and an interrupted
 * copy never becomes visible there (the store writes whole objects only), so running it again finishes the job. The
 * source is never changed. Rows are read a page at a time; files are copied one at a time, streamed.
 */
export async function transferStoredFiles(
  db: DbOrTx,
  options: { from: FileStore; to: FileStore; progress?: (report: MigrationReport) => void },
): Promise<MigrationReport> {
  const { from, to } = options;
  const report: MigrationReport = { total: 0, copied: 0, alreadyThere: 0, missing: { count: 0, ids: [] }, corrupted: { count: 0, ids: [] } };
  for await (const page of storedFileRows(db)) {
    for (const row of page) {
      report.total++;
      const there = await to.head(row.storageKey);
      if (there && there.size === row.size) {
        report.alreadyThere++;
        continue;
      }
      const source = await from.get(row.storageKey);
      if (!source) {
        noteProblem(report.missing, row.id);
        continue;
      }
      // A failure of either store (or a read error of the source) stops the run; running it again resumes.
      const stored = await to.put(row.storageKey, source);
      if (stored.sha256 === row.sha256 && stored.size === row.size) {
        report.copied++;
        continue;
      }
      await to.remove(row.storageKey);
      noteProblem(report.corrupted, row.id);
    }
    options.progress?.(report);
  }
  return report;
}

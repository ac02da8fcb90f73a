import { createHash } from "node:crypto";
import type { DbOrTx } from "@/lib/db/client";
import type { FileStore } from "@/lib/storage";
import { storedFileRows } from "./internal/stored-file-rows";
import { noteProblem, type FileProblems } from "./transfer-stored-files";

export interface VerificationReport {
  total: number;
  ok: number;
  missing: FileProblems;
  /** Bytes whose SHA-256 or size is not the row's (with `quick`, only the size is compared). */
  corrupted: FileProblems;
}

/**
 * Checks that every file a row refers to is in the store with its recorded size and SHA-256
 * (`npm run admin -- storage verify`), reading each object through once; with `quick`, only that it is there with its
 * size. Changes nothing. Storage being unreachable stops it (StorageUnavailableError).
 */
export async function verifyStoredFiles(
  db: DbOrTx,
  options: { store: FileStore; quick?: boolean; progress?: (report: VerificationReport) => void },
): Promise<VerificationReport> {
  const { store } = options;
  const report: VerificationReport = { total: 0, ok: 0, missing: { count: 0, ids: [] }, corrupted: { count: 0, ids: [] } };
  for await (const page of storedFileRows(db)) {
    for (const row of page) {
      report.total++;
      if (options.quick) {
        const info = await store.head(row.storageKey);
        if (!info) noteProblem(report.missing, row.id);
        else if (info.size !== row.size) noteProblem(report.corrupted, row.id);
        else report.ok++;
        continue;
      }
      const body = await store.get(row.storageKey);
      if (!body) {
        noteProblem(report.missing, row.id);
        continue;
      }
      const hash = createHash("sha256");
      let size = 0;
      // A read that fails midway is storage failing, not the file: it stops the run.
      for await (const chunk of body as AsyncIterable<Buffer>) {
        hash.update(chunk);
        size += chunk.length;
      }
      if (size === row.size && hash.digest("hex") === row.sha256) report.ok++;
      else noteProblem(report.corrupted, row.id);
    }
    options.progress?.(report);
  }
  return report;
}

import { Readable } from "node:stream";
import { ZipArchive } from "archiver";
import type { Ctx } from "@/lib/context";
import { markdownToPdf } from "@/lib/documents";
import { fileSlug } from "@/lib/http/reply";
import { packageAuthor } from "./internal/package/author";
import { fileStore } from "@/lib/storage";
import { PACKAGE_README, packageManifest, sha256Sums } from "./internal/package/manifest";
import { generatedEntry, readPackageContents, withoutMissingFiles } from "./internal/package/package-contents";
import { readableAudit } from "./internal/readable-audit";

/**
 * The audit package (docs/api.md §8): a ZIP of the report (Markdown and PDF), the control matrix, findings,
 * evidence requests and index, populations, samples with their seeds, the activity log, every evidence file the
 * audit sees, `manifest.json` and `SHA256SUMS`. For the audited account (readers too) and the audit's auditor,
 * in any status. Every query runs first, in one transaction; then the ZIP streams with the evidence files read
 * from storage (lib/storage: the folder or the bucket) one at a time, each opened only when the archive reaches it,
 * so memory stays flat whatever the evidence weighs and no database connection is held.
 */
/** Entries handed to the archive ahead of the one it is writing: one evidence file streams while the next opens. */
const OPEN_ENTRIES = 2;

export async function downloadAuditPackage(ctx: Ctx, auditId: string): Promise<Response> {
  const audit = await readableAudit(ctx, auditId);
  const now = ctx.now();
  const { entries, markdownReport, progress, author } = await ctx.db.transaction(async (tx) => ({
    ...(await readPackageContents(tx, audit, now)),
    author: await packageAuthor(tx, ctx.caller),
  }));
  const pdf = generatedEntry("report/audit-report.pdf", await markdownToPdf(markdownReport, { title: `Audit report: ${audit.title}` }));
  const { present, missing } = await withoutMissingFiles([entries[0], pdf, ...entries.slice(1)]);
  const readme = generatedEntry("README.txt", PACKAGE_README);
  const manifest = generatedEntry("manifest.json", packageManifest(audit, [readme, ...present], missing, now, author, progress));
  const sums = generatedEntry("SHA256SUMS", sha256Sums([readme, manifest, ...present]));

  const archive = new ZipArchive({ zlib: { level: 6 } });
  archive.on("warning", (error) => ctx.log.warn({ err: error, auditId: audit.id }, "audit package: entry skipped"));
  archive.on("error", (error) => ctx.log.error({ err: error, auditId: audit.id }, "audit package: archive failed"));
  const store = fileStore();
  // archiver starts reading every appended stream at once, so evidence is handed over as the archive gets to it: at most
  // OPEN_ENTRIES entries waiting in its queue, hence at most that many files open in storage, whatever the audit holds.
  const queue = [readme, manifest, sums, ...present];
  let next = 0;
  let appended = 0;
  let written = 0;
  const feed = () => {
    while (next < queue.length) {
      const entry = queue[next];
      if ("evidence" in entry && appended - written >= OPEN_ENTRIES) return;
      next++;
      appended++;
      if ("bytes" in entry) {
        archive.append(entry.bytes, { name: entry.path, date: now });
        continue;
      }
      const source = store.lazy(entry.evidence.storageKey);
      // Storage failing mid-package (headers are sent): the download is cut rather than finished without the file.
      source.on("error", (error) => {
        ctx.log.error({ err: error, auditId: audit.id, fileId: entry.evidence.fileId }, "audit package: evidence could not be read from storage");
        archive.destroy(error);
      });
      // Evidence is mostly compressed already (PDF, images, archives): stored as is, it streams at the storage's speed.
      archive.append(source, { name: entry.path, date: entry.evidence.submittedAt, store: true } as Parameters<ZipArchive["append"]>[1]);
    }
    if (next === queue.length && written === appended) void archive.finalize();
  };
  archive.on("entry", () => {
    written++;
    feed();
  });
  feed();
  return new Response(Readable.toWeb(archive) as ReadableStream, {
    headers: {
      "content-type": "application/zip",
      "content-disposition": `attachment; filename="audit-package-${fileSlug(audit.title, "audit")}.zip"`,
      "cache-control": "no-store",
    },
  });
}

import { sha256Hex } from "@/lib/credentials/secrets";
import { fileStore } from "@/lib/storage";
import type { audits } from "@/db/audits";
import type { DbOrTx } from "@/lib/db/client";
import type { AuditEvidenceFile } from "@/lib/evidence";
import { documentVersionTexts } from "@/lib/documents";
import { fileSlug } from "@/lib/http/reply";
import { signedRiskAssessmentFiles } from "@/lib/risks";
import { toCsv } from "../csv";
import { EXPORT_TABLES, type ExportTable } from "../export-rows";
import { generateAuditReport } from "../report";
import { progressOfStatuses } from "../progress-counts";
import { loadReportInput } from "../report-input";
import type { ProgressJson } from "../../schemas";
import { heldFilesOf } from "../submissions";
import { activityTable, populationsTable, samplesTable } from "./package-tables";

type AuditRow = typeof audits.$inferSelect;

/** A document version the package holds, as the manifest describes it. */
export interface PackageDocument {
  versionId: string;
  version: number;
  title: string;
  approvedAt: Date | null;
  cited: boolean;
  controls: string[];
}

/**
 * A file the package holds: generated here (bytes in memory, small; a document version's Markdown among them) or an
 * evidence file streamed from storage.
 */
export type PackageEntry = { path: string; sha256: string; size: number } & ({ bytes: Buffer; document?: PackageDocument } | { evidence: AuditEvidenceFile });

export interface PackageContents {
  entries: PackageEntry[];
  markdownReport: string;
  /** The audit's progress over the controls in scope, as the API states it (not tested counted apart from reviewed). */
  progress: ProgressJson;
}

/** Existence checks in flight at once: a package of thousands of files asks the bucket a few at a time. */
const HEAD_CONCURRENCY = 8;

/**
 * Splits off evidence whose bytes are gone from storage (or were deleted with their evidence), to be named in the
 * manifest rather than silently left out. Storage checks only: run after the transaction. Storage being unreachable
 * is 503 before any byte of the package is sent.
 */
export async function withoutMissingFiles(entries: PackageEntry[]): Promise<{ present: PackageEntry[]; missing: AuditEvidenceFile[] }> {
  const store = fileStore();
  const found = new Array<boolean>(entries.length).fill(true);
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const i = next++;
      const entry = entries[i];
      if ("evidence" in entry) found[i] = !entry.evidence.removedAt && (await store.head(entry.evidence.storageKey)) !== null;
    }
  };
  await Promise.all(Array.from({ length: Math.min(HEAD_CONCURRENCY, entries.length) }, worker));
  const present: PackageEntry[] = [];
  const missing: AuditEvidenceFile[] = [];
  entries.forEach((entry, i) => {
    if (found[i]) present.push(entry);
    else if ("evidence" in entry) missing.push(entry.evidence);
  });
  return { present, missing };
}

export function generatedEntry(path: string, content: string | Buffer): PackageEntry {
  const bytes = typeof content === "string" ? Buffer.from(content, "utf8") : content;
  return { path, bytes, sha256: sha256Hex(bytes), size: bytes.length };
}

const csv = (path: string, table: ExportTable) => generatedEntry(path, toCsv(table.header, table.rows));

/** A stored file name made safe as the last part of a ZIP path: no directories, no control characters, not too long. */
export function safeEntryName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? "";
  const clean = base
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .replace(/^\.+/, "")
    .trim()
    .slice(-120);
  return clean || "file";
}

/**
 * Everything the package holds except the PDF (rendered after the transaction) and the manifest (written from
 * these entries): reads only, in the caller's transaction, so no connection is held while the ZIP streams.
 */
export async function readPackageContents(tx: DbOrTx, audit: AuditRow, now: Date): Promise<PackageContents> {
  const input = await loadReportInput(tx, audit, now);
  const markdownReport = generateAuditReport(input);
  const entries: PackageEntry[] = [
    generatedEntry("report/audit-report.md", markdownReport),
    csv("control-matrix.csv", await EXPORT_TABLES.controls(tx, audit)),
    csv("findings.csv", await EXPORT_TABLES.findings(tx, audit)),
    csv("evidence-requests.csv", await EXPORT_TABLES["evidence-requests"](tx, audit)),
    csv("evidence-index.csv", await EXPORT_TABLES.evidence(tx, audit)),
    csv("populations.csv", await populationsTable(tx, audit)),
    csv("samples.csv", await samplesTable(tx, audit)),
    csv("activity-log.csv", await activityTable(tx, audit)),
  ];
  // Each document version backing the controls (once complete, the one cited): its Markdown, whose SHA-256 is the version's.
  const texts = await documentVersionTexts(
    tx,
    audit.accountId,
    (input.documents ?? []).map((d) => d.version_id),
  );
  for (const d of input.documents ?? []) {
    const text = texts.get(d.version_id);
    if (text === undefined) continue;
    entries.push({
      ...generatedEntry(`documents/${d.version_id}/${fileSlug(d.title, "document")}-v${d.version}.md`, text),
      document: { versionId: d.version_id, version: d.version, title: d.title, approvedAt: d.approved_at, cited: d.cited, controls: d.controls },
    });
  }
  // The signed risk assessments (lib/risks): the auditor's first question, as CSV and as the API's JSON.
  for (const file of await signedRiskAssessmentFiles(tx, audit.accountId, now)) {
    entries.push(generatedEntry(`risk-assessments/${file.name}.csv`, file.csv), generatedEntry(`risk-assessments/${file.name}.json`, file.json));
  }
  // An answer's file is the one submitted (frozen), a cited one the file it held at completion, not what it holds now.
  for (const file of await heldFilesOf(tx, audit)) {
    entries.push({ path: `evidence/${file.evidenceId}/${safeEntryName(file.filename)}`, sha256: file.sha256, size: file.size, evidence: file });
  }
  const progress = progressOfStatuses(input.controls.filter((c) => c.in_scope !== false).map((c) => c.status));
  return { entries, markdownReport, progress };
}

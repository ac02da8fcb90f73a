import type { audits } from "@/db/audits";
import type { AuditEvidenceFile } from "@/lib/evidence";
import type { ProgressJson } from "../../schemas";
import type { PackageEntry } from "./package-contents";

type AuditRow = typeof audits.$inferSelect;

export const PACKAGE_FORMAT = "compliance-platform-audit-package/1";

/**
 * `manifest.json`: the audit with its progress (the API's counts: `not_tested` apart, never among `reviewed`), and every
 * file with its SHA-256, size and, for evidence, who submitted it, when and for which controls; for a document version,
 * which version, when it was approved and the controls it backs.
 */
export function packageManifest(
  audit: AuditRow,
  entries: PackageEntry[],
  missing: AuditEvidenceFile[],
  generatedAt: Date,
  generatedBy: string,
  progress: ProgressJson,
): string {
  const files = entries.map((e) => {
    const base = { path: e.path, sha256: e.sha256, size: e.size };
    if ("document" in e && e.document) {
      const d = e.document;
      return {
        ...base,
        kind: "document",
        document_version_id: d.versionId,
        version: d.version,
        title: d.title,
        approved_at: d.approvedAt?.toISOString() ?? null,
        cited: d.cited,
        controls: d.controls,
      };
    }
    if (!("evidence" in e)) return { ...base, kind: "generated" };
    const f = e.evidence;
    return {
      ...base,
      kind: "evidence",
      evidence_id: f.evidenceId,
      title: f.title,
      content_type: f.contentType,
      submitted_by: f.submittedBy,
      submitted_at: f.submittedAt.toISOString(),
      controls: f.controls,
    };
  });
  const manifest = {
    format: PACKAGE_FORMAT,
    generated_at: generatedAt.toISOString(),
    generated_by: generatedBy,
    audit: {
      id: audit.id,
      title: audit.title,
      framework_id: audit.frameworkId,
      framework_name: audit.frameworkName,
      type: audit.type,
      status: audit.status,
      period_start: audit.periodStart,
      period_end: audit.periodEnd,
      as_of: audit.asOf,
      completed_at: audit.completedAt?.toISOString() ?? null,
      progress,
    },
    files,
    missing_evidence: missing.map((f) => ({
      evidence_id: f.evidenceId,
      title: f.title,
      filename: f.filename,
      sha256: f.sha256,
      size: f.size,
      controls: f.controls,
    })),
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** `SHA256SUMS` in the format `sha256sum -c SHA256SUMS` reads: the standard tool checks every file but itself. */
export function sha256Sums(entries: { path: string; sha256: string }[]): string {
  return entries.map((e) => `${e.sha256}  ${e.path}\n`).join("");
}

export const PACKAGE_README = `Audit package

Every file in this archive is listed in manifest.json with its SHA-256 and size; evidence files also with
who submitted them, when, and the controls they support; documents/ holds the approved version of each policy
or plan the controls ask for (once the audit is complete, the version it cited), with its version and approval
date. To check the archive after unpacking it:

    sha256sum -c SHA256SUMS

(on macOS: shasum -a 256 -c SHA256SUMS). Evidence whose stored bytes were missing when the package was
made is listed under "missing_evidence" in manifest.json. samples.csv holds each sample's seed and
algorithm; docs/sampling.md of the product says how to re-perform a draw. risk-assessments/ holds the risk
assessments signed off in the last 12 months (or the latest one), each as CSV and as JSON.
`;

import { asc, eq } from "drizzle-orm";
import { auditDocumentCitations } from "@/db/audit-evidence-requests";
import { auditControls, type audits } from "@/db/audits";
import { getFrameworkForMonitoring } from "@/lib/custom-frameworks";
import type { DbOrTx } from "@/lib/db/client";
import { approvedDocumentVersions, documentVersionsByIds, type DocumentVersionRef } from "@/lib/documents";
import type { AuditEvidenceScope, ControlRef } from "@/lib/evidence";
import { builtinReadinessControl, controlEvidenceIndex, customReadinessControl, ownReferences, type ReadinessControl } from "@/lib/readiness";

type AuditRow = typeof audits.$inferSelect;
type AuditIdentity = Pick<AuditRow, "id" | "accountId" | "frameworkId" | "frameworkKind" | "status">;

/** A document version that backs controls of the audit: the approved version now, or the one it cited at completion. */
export interface AuditDocument extends DocumentVersionRef {
  /** The audit's controls (in scope) it backs, in the audit's order. */
  controls: string[];
  /** True once the audit is complete: the version it cites, whatever has been approved since. */
  cited: boolean;
}

/** A control of the audit, in the audit's order. */
export interface AuditControlRef {
  controlId: string;
  title: string;
  inScope: boolean;
}

/** What evidences the audit's controls, by lib/readiness's one rule, as the audit may see it. */
export interface AuditBacking {
  /** The evidence an audit may see, with the references each control's own evidence may carry. */
  scope: AuditEvidenceScope;
  /** Every document version backing a control in scope, in the rule's order (the kinds a control names, newest approval first). */
  documents: AuditDocument[];
  documentsOf(controlId: string): AuditDocument[];
}

/** The audit's controls as the readiness model defines them: their references, mappings and the document kinds they ask for. */
async function readinessControls(db: DbOrTx, audit: AuditIdentity, controls: readonly AuditControlRef[]): Promise<ReadinessControl[]> {
  if (audit.frameworkKind === "builtin") return controls.map((c) => builtinReadinessControl(audit.frameworkId, c.controlId, c.title));
  // The framework's mappings as they stand now (a deleted framework maps nothing: each control is then only itself).
  const fw = await getFrameworkForMonitoring(db, audit.accountId, audit.frameworkId);
  const mappings = new Map((fw?.controls ?? []).map((c) => [c.controlId, c.mappings]));
  return controls.map((c) => customReadinessControl(audit.frameworkId, c.controlId, c.title, mappings.get(c.controlId) ?? []));
}

/**
 * What evidences each control of the audit (docs/api.md "What evidences a control"), asked of lib/readiness's rule
 * exactly as readiness asks it: evidence that names the control, or a control mapped to it that covers all of it
 * (`ownReferences`, which the evidence domain's queries take as `alsoRefs`), and the approved versions of the
 * documents whose kind the control asks for. Documents back the controls in the audit's scope only. A completed audit
 * answers the versions it cited at completion (`citeAuditDocuments`), not what is approved now; `live` asks for now
 * (the completion itself); `documents: false` skips them (the evidence lists need only the scope); `controls` passes
 * the audit's controls when the caller has read them already. A fixed number of queries whatever the audit's size.
 */
export async function auditBacking(
  db: DbOrTx,
  audit: AuditIdentity,
  opts: { live?: boolean; documents?: boolean; controls?: readonly AuditControlRef[] } = {},
): Promise<AuditBacking> {
  const rows =
    opts.controls ??
    (await db
      .select({ controlId: auditControls.controlId, title: auditControls.title, inScope: auditControls.inScope })
      .from(auditControls)
      .where(eq(auditControls.auditId, audit.id))
      .orderBy(asc(auditControls.sortOrder), asc(auditControls.id)));
  const controls = await readinessControls(db, audit, rows);
  const alsoRefs = new Map<string, ControlRef[]>();
  for (const control of controls) {
    const others = ownReferences(control).filter((r) => !(r.framework === audit.frameworkId && r.controlId === control.controlId));
    if (others.length > 0) alsoRefs.set(control.controlId, others);
  }
  const scope: AuditEvidenceScope = { auditId: audit.id, accountId: audit.accountId, frameworkId: audit.frameworkId, alsoRefs };
  const inScope = controls.filter((_, i) => rows[i].inScope);
  const documents =
    opts.documents === false ? [] : audit.status === "complete" && !opts.live ? await citedDocuments(db, audit, rows) : await liveDocuments(db, audit, inScope);
  const byControl = new Map<string, AuditDocument[]>();
  for (const d of documents) for (const c of d.controls) byControl.set(c, [...(byControl.get(c) ?? []), d]);
  return { scope, documents, documentsOf: (controlId) => byControl.get(controlId) ?? [] };
}

async function liveDocuments(db: DbOrTx, audit: AuditIdentity, controls: ReadinessControl[]): Promise<AuditDocument[]> {
  const approved = await approvedDocumentVersions(db, audit.accountId);
  if (approved.length === 0) return [];
  const rule = controlEvidenceIndex([], approved);
  const byVersion = new Map<string, AuditDocument>();
  for (const control of controls)
    for (const version of rule.of(control).documents) {
      const known = byVersion.get(version.versionId) ?? { ...version, controls: [], cited: false };
      known.controls.push(control.controlId);
      byVersion.set(version.versionId, known);
    }
  return [...byVersion.values()];
}

async function citedDocuments(db: DbOrTx, audit: AuditIdentity, rows: readonly AuditControlRef[]): Promise<AuditDocument[]> {
  const c = auditDocumentCitations;
  const citations = await db.select().from(c).where(eq(c.auditId, audit.id));
  if (citations.length === 0) return [];
  const versions = new Map(
    (await documentVersionsByIds(db, audit.accountId, [...new Set(citations.map((r) => r.documentVersionId))])).map((v) => [v.versionId, v]),
  );
  const order = new Map(rows.map((r, i) => [r.controlId, i]));
  const byVersion = new Map<string, AuditDocument>();
  for (const row of citations) {
    const version = versions.get(row.documentVersionId);
    if (!version) continue;
    const known = byVersion.get(version.versionId) ?? { ...version, approvedAt: row.approvedAt, controls: [], cited: true };
    known.controls.push(row.controlId);
    byVersion.set(version.versionId, known);
  }
  const first = (d: AuditDocument) => Math.min(...d.controls.map((id) => order.get(id) ?? Number.MAX_SAFE_INTEGER));
  for (const d of byVersion.values()) d.controls.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  // By the first control each backs, then title: the order the audit lists its controls in.
  return [...byVersion.values()].sort((a, b) => first(a) - first(b) || a.title.localeCompare(b.title) || a.versionId.localeCompare(b.versionId));
}

/**
 * On completion, the audit cites the document versions that back its controls in scope now (the approved version of
 * each document, with its approval date), so its report, package and OSCAL results keep naming exactly those.
 */
export async function citeAuditDocuments(tx: DbOrTx, audit: AuditIdentity, at: Date): Promise<number> {
  const { documents } = await auditBacking(tx, audit, { live: true });
  const rows = documents.flatMap((d) =>
    d.controls.map((controlId) => ({ auditId: audit.id, controlId, documentVersionId: d.versionId, approvedAt: d.approvedAt, citedAt: at })),
  );
  if (rows.length > 0) await tx.insert(auditDocumentCitations).values(rows).onConflictDoNothing();
  return documents.length;
}

/** The evidence the audit may see, with the references each of its controls' own evidence may carry (no documents read). */
export async function auditEvidenceScope(db: DbOrTx, audit: AuditIdentity): Promise<AuditEvidenceScope> {
  return (await auditBacking(db, audit, { documents: false })).scope;
}

import { and, asc, eq, max, ne } from "drizzle-orm";
import { accounts, users } from "@/db/accounts";
import { auditActivity, auditControls, auditFindings, auditInvitations, type audits } from "@/db/audits";
import { customControlOscalIds } from "@/lib/custom-frameworks";
import type { DbOrTx } from "@/lib/db/client";
import type { AuditEvidenceFile } from "@/lib/evidence";
import { heldFilesOf } from "./submissions";
import { auditBacking, type AuditDocument } from "./control-backing";

type AuditRow = typeof audits.$inferSelect;

/** Everything the audit's OSCAL documents say, read once: controls, findings, auditors and the files the audit holds. */
export interface AuditOscalData {
  audit: AuditRow;
  accountName: string;
  controls: (typeof auditControls.$inferSelect)[];
  findings: { finding: typeof auditFindings.$inferSelect; ownerName: string | null }[];
  auditors: { id: string; name: string; email: string; firm: string | null }[];
  files: AuditEvidenceFile[];
  /** The approved document versions backing the controls in scope (once complete, those the audit cited). */
  documents: AuditDocument[];
  /** The OSCAL ids imported controls kept (a custom framework imported from OSCAL), by label. */
  oscalIds: ReadonlyMap<string, string>;
  /** The newest stored change the documents reflect: their `last-modified`, never the clock. */
  lastModified: Date;
}

const newest = (dates: (Date | string | null | undefined)[]): Date =>
  new Date(Math.max(...dates.filter((d): d is Date | string => Boolean(d)).map((d) => new Date(d).getTime())));

/** Reads only, scoped to the audit the caller may already read (readableAudit), in the caller's transaction. */
export async function loadAuditOscalData(tx: DbOrTx, audit: AuditRow): Promise<AuditOscalData> {
  const [account] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, audit.accountId)).limit(1);
  const controls = await tx
    .select()
    .from(auditControls)
    .where(eq(auditControls.auditId, audit.id))
    .orderBy(asc(auditControls.sortOrder), asc(auditControls.id));
  const findings = await tx
    .select({ finding: auditFindings, ownerName: users.name })
    .from(auditFindings)
    .leftJoin(users, eq(users.id, auditFindings.ownerUserId))
    .where(eq(auditFindings.auditId, audit.id))
    .orderBy(asc(auditFindings.createdAt), asc(auditFindings.id));
  const auditors = await tx
    .select({ id: auditInvitations.id, name: auditInvitations.name, email: auditInvitations.email, firm: auditInvitations.firm })
    .from(auditInvitations)
    .where(and(eq(auditInvitations.auditId, audit.id), eq(auditInvitations.status, "accepted")))
    .orderBy(asc(auditInvitations.createdAt), asc(auditInvitations.id));
  // Every change to an audit writes an activity entry (scope, reviews, findings…); generating the report changes nothing.
  const [changed] = await tx
    .select({ at: max(auditActivity.at) })
    .from(auditActivity)
    .where(and(eq(auditActivity.auditId, audit.id), ne(auditActivity.type, "report_generated")));
  const backing = await auditBacking(tx, audit, { controls });
  const files = await heldFilesOf(tx, audit, backing.scope);
  const oscalIds = audit.frameworkKind === "custom" ? await customControlOscalIds(tx, audit.accountId, audit.frameworkId) : new Map<string, string>();
  return {
    audit,
    accountName: account?.name ?? "The audited organisation",
    controls,
    findings,
    auditors,
    files,
    documents: backing.documents,
    oscalIds,
    lastModified: newest([
      audit.createdAt,
      audit.updatedAt,
      audit.completedAt,
      changed?.at,
      ...findings.map((f) => f.finding.updatedAt),
      ...files.map((f) => f.submittedAt),
      ...backing.documents.map((d) => d.approvedAt),
    ]),
  };
}

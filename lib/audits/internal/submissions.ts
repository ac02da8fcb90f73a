import { and, asc, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { auditEvidenceCitations, auditEvidenceSubmissions, auditRequestComments, type auditEvidenceRequests } from "@/db/audit-evidence-requests";
import type { audits } from "@/db/audits";
import type { DbOrTx } from "@/lib/db/client";
import { evidenceFilesOfAudit, type AuditEvidenceScope } from "@/lib/evidence";
import type { EvidenceRequestJson } from "../schemas";
import { toEvidenceRequest } from "./serialize";
import { auditEvidenceScope, citeAuditDocuments } from "./control-backing";

type RequestRow = typeof auditEvidenceRequests.$inferSelect;
type SubmissionRow = typeof auditEvidenceSubmissions.$inferSelect;

/** Submissions of these requests, oldest first per request: one query for a whole page of requests. */
async function submissionsByRequest(db: DbOrTx, requestIds: string[]): Promise<Map<string, SubmissionRow[]>> {
  const byRequest = new Map<string, SubmissionRow[]>();
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .select()
    .from(auditEvidenceSubmissions)
    .where(inArray(auditEvidenceSubmissions.requestId, requestIds))
    .orderBy(asc(auditEvidenceSubmissions.submittedAt), asc(auditEvidenceSubmissions.id));
  for (const row of rows) byRequest.set(row.requestId, [...(byRequest.get(row.requestId) ?? []), row]);
  return byRequest;
}

/** How many comments each request's thread holds: one grouped query for a whole page. */
async function commentCounts(db: DbOrTx, requestIds: string[]): Promise<Map<string, number>> {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .select({ requestId: auditRequestComments.requestId, n: count() })
    .from(auditRequestComments)
    .where(inArray(auditRequestComments.requestId, requestIds))
    .groupBy(auditRequestComments.requestId);
  return new Map(rows.map((r) => [r.requestId, Number(r.n)]));
}

/** Requests as the API answers them, with their submissions and comment counts, in the order given. */
export async function evidenceRequestsJson(db: DbOrTx, requests: RequestRow[]): Promise<EvidenceRequestJson[]> {
  const ids = requests.map((r) => r.id);
  const [submissions, comments] = await Promise.all([submissionsByRequest(db, ids), commentCounts(db, ids)]);
  return requests.map((r) => toEvidenceRequest(r, submissions.get(r.id) ?? [], comments.get(r.id) ?? 0));
}

export async function oneEvidenceRequestJson(db: DbOrTx, request: RequestRow): Promise<EvidenceRequestJson> {
  const [json] = await evidenceRequestsJson(db, [request]);
  return json;
}

/**
 * Evidence id → the file the audit holds for it: what it cited of the library when it completed, and each answer's
 * submitted file (which wins), so the package and report carry the bytes the audit saw even after the library item
 * moved on to a newer file (a replaced upload, the next integration snapshot).
 */
export async function frozenFilesOf(db: DbOrTx, auditId: string): Promise<Map<string, string>> {
  // One statement: the report's statement budget counts every read (tests/integration/audits/custom-framework-and-scale).
  const c = auditEvidenceCitations;
  const s = auditEvidenceSubmissions;
  const rows = await db
    .select({ evidenceId: c.evidenceId, fileId: c.fileId, rank: sql<number>`0`.as("rank"), at: c.citedAt })
    .from(c)
    .where(eq(c.auditId, auditId))
    .unionAll(
      db
        .select({ evidenceId: sql<string>`${s.evidenceId}`, fileId: sql<string>`${s.fileId}`, rank: sql<number>`1`.as("rank"), at: s.submittedAt })
        .from(s)
        .where(and(eq(s.auditId, auditId), isNotNull(s.evidenceId), isNotNull(s.fileId))),
    );
  rows.sort((a, b) => Number(a.rank) - Number(b.rank) || new Date(a.at).getTime() - new Date(b.at).getTime());
  return new Map(rows.map((r) => [r.evidenceId, r.fileId]));
}

type AuditIdentity = Pick<typeof audits.$inferSelect, "id" | "accountId" | "frameworkId" | "frameworkKind" | "status">;

/** The files an audit holds (the package's evidence, the report's index): once complete, only what it submitted or cited. */
export async function heldFilesOf(tx: DbOrTx, audit: AuditIdentity, scope?: AuditEvidenceScope) {
  return evidenceFilesOfAudit(tx, scope ?? (await auditEvidenceScope(tx, audit)), await frozenFilesOf(tx, audit.id), {
    frozenOnly: audit.status === "complete",
  });
}

/** Rows per INSERT of citations: 4 parameters each. */
const CITE_BATCH = 5_000;

/**
 * On completion, the audit cites the file each evidence item it sees holds now (submitted answers are frozen already)
 * and the document versions backing its controls in scope (internal/control-backing.ts). From then on its package,
 * report and OSCAL results list only what it submitted or cited. Answers the number of files cited.
 */
export async function citeAuditEvidence(tx: DbOrTx, audit: AuditIdentity, at: Date): Promise<number> {
  await citeAuditDocuments(tx, audit, at);
  const frozen = await frozenFilesOf(tx, audit.id);
  const files = await evidenceFilesOfAudit(tx, await auditEvidenceScope(tx, audit), frozen);
  const rows = files.map((f) => ({ auditId: audit.id, evidenceId: f.evidenceId, fileId: f.fileId, citedAt: at }));
  for (let i = 0; i < rows.length; i += CITE_BATCH)
    await tx
      .insert(auditEvidenceCitations)
      .values(rows.slice(i, i + CITE_BATCH))
      .onConflictDoNothing();
  return rows.length;
}

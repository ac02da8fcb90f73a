import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import { auditEvidenceSubmissions, type auditEvidenceRequests } from "@/db/audit-evidence-requests";
import type { DbOrTx } from "@/lib/db/client";
import type { EvidenceRequestJson } from "../response-schemas";
import { evidenceRequestJson } from "./serialize";

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

/** Requests as the API answers them, with their submissions, in the order given. */
export async function evidenceRequestsJson(db: DbOrTx, requests: RequestRow[]): Promise<EvidenceRequestJson[]> {
  const submissions = await submissionsByRequest(db, requests.map((r) => r.id));
  return requests.map((r) => evidenceRequestJson(r, submissions.get(r.id) ?? []));
}

export async function oneEvidenceRequestJson(db: DbOrTx, request: RequestRow): Promise<EvidenceRequestJson> {
  const [json] = await evidenceRequestsJson(db, [request]);
  return json;
}

/**
 * Evidence id of each answer in this audit → the file the audit holds for it, so the package carries the bytes that
 * were submitted even after the library item's file was replaced.
 */
export async function frozenFilesOf(db: DbOrTx, auditId: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ evidenceId: auditEvidenceSubmissions.evidenceId, fileId: auditEvidenceSubmissions.fileId })
    .from(auditEvidenceSubmissions)
    .where(and(eq(auditEvidenceSubmissions.auditId, auditId), isNotNull(auditEvidenceSubmissions.evidenceId), isNotNull(auditEvidenceSubmissions.fileId)));
  return new Map(rows.map((r) => [r.evidenceId!, r.fileId!]));
}

import { and, eq } from "drizzle-orm";
import { auditEvidenceRequests } from "@/db/audit-evidence-requests";
import { auditFindings } from "@/db/audits";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { isUuid } from "@/lib/uuid";

// A request or finding of one audit, read after the audit itself was found (and locked) for the caller: a row of
// another audit, or a malformed id, is 404 like an unknown one.

export async function evidenceRequestOf(tx: DbOrTx, auditId: string, requestId: string) {
  if (!isUuid(requestId)) throw ServiceError.notFound("evidence request");
  const [row] = await tx
    .select()
    .from(auditEvidenceRequests)
    .where(and(eq(auditEvidenceRequests.id, requestId), eq(auditEvidenceRequests.auditId, auditId)))
    .limit(1);
  if (!row) throw ServiceError.notFound("evidence request");
  return row;
}

export async function findingOf(tx: DbOrTx, auditId: string, findingId: string) {
  if (!isUuid(findingId)) throw ServiceError.notFound("finding");
  const [row] = await tx
    .select()
    .from(auditFindings)
    .where(and(eq(auditFindings.id, findingId), eq(auditFindings.auditId, auditId)))
    .limit(1);
  if (!row) throw ServiceError.notFound("finding");
  return row;
}

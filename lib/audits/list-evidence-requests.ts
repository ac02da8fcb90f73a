import { and, desc, eq } from "drizzle-orm";
import { auditEvidenceRequests } from "@/db/audit-evidence-requests";
import { type EvidenceRequestStatus } from "@/lib/vocabulary";
import type { DbOrTx } from "@/lib/db/client";
import type { Ctx } from "@/lib/context";
import { newestFirstAfter, newestFirstKey, toPage, type PageRequest } from "@/lib/pagination";
import { readerGate, findCustomerAudit } from "./internal/access";
import { evidenceRequestsJson } from "./internal/submissions";

export interface EvidenceRequestFilter {
  status?: EvidenceRequestStatus;
  control_id?: string;
}

/** Two queries per page: the requests, then all their submissions. */
export async function pageEvidenceRequests(db: DbOrTx, auditId: string, filter: EvidenceRequestFilter, page: PageRequest) {
  const rows = await db
    .select()
    .from(auditEvidenceRequests)
    .where(
      and(
        eq(auditEvidenceRequests.auditId, auditId),
        filter.status ? eq(auditEvidenceRequests.status, filter.status) : undefined,
        filter.control_id ? eq(auditEvidenceRequests.controlId, filter.control_id) : undefined,
        newestFirstAfter(auditEvidenceRequests.createdAt, auditEvidenceRequests.id, page.cursor),
      ),
    )
    .orderBy(desc(auditEvidenceRequests.createdAt), desc(auditEvidenceRequests.id))
    .limit(page.limit + 1);
  const { items, pagination } = toPage(rows, page.limit, newestFirstKey);
  return { items: await evidenceRequestsJson(db, items), pagination };
}

/** Evidence requests the auditors made, newest first. */
export async function listEvidenceRequests(ctx: Ctx, auditId: string, filter: EvidenceRequestFilter, page: PageRequest) {
  const caller = await readerGate(ctx);
  const audit = await findCustomerAudit(ctx.db, caller.accountId, auditId);
  return pageEvidenceRequests(ctx.db, audit.id, filter, page);
}

import { and, asc, eq, gt, or } from "drizzle-orm";
import { auditRequestComments, type auditEvidenceRequests } from "@/db/audit-evidence-requests";
import type { audits } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { fileFactsOf, resolveEvidenceUrl } from "@/lib/evidence";
import { notify, type Recipient } from "@/lib/notifications";
import { decodeCursor, newestFirstKey, toPage, type PageRequest } from "@/lib/pagination";
import { isUuid } from "@/lib/uuid";
import type { CommentJson } from "../schemas";
import { recordActivity, type ActivityActor } from "./activity";
import { toComment } from "./serialize";

type AuditRow = typeof audits.$inferSelect;
type RequestRow = typeof auditEvidenceRequests.$inferSelect;
const c = auditRequestComments;

/** Keyset for a thread read oldest first; the cursor is the same (created_at, id) pair newest-first lists use. */
function oldestFirstAfter(cursor: string | undefined) {
  if (!cursor) return undefined;
  const [at, id] = decodeCursor(cursor, 2);
  const date = new Date(at);
  if (typeof at !== "string" || Number.isNaN(date.getTime()) || typeof id !== "string" || !isUuid(id)) {
    throw ServiceError.validation([{ path: "cursor", message: "Invalid cursor; pass the nextCursor of the previous page." }]);
  }
  return or(gt(c.createdAt, date), and(eq(c.createdAt, date), gt(c.id, id)));
}

/** A request's thread, oldest first: two queries per page (the comments, then their files' names). */
export async function pageComments(db: DbOrTx, audit: AuditRow, requestId: string, page: PageRequest) {
  const rows = await db
    .select()
    .from(c)
    .where(and(eq(c.requestId, requestId), eq(c.auditId, audit.id), oldestFirstAfter(page.cursor)))
    .orderBy(asc(c.createdAt), asc(c.id))
    .limit(page.limit + 1);
  const { items, pagination } = toPage(rows, page.limit, newestFirstKey);
  const files = await fileFactsOf(
    db,
    audit.accountId,
    items.flatMap((r) => (r.fileId ? [r.fileId] : [])),
  );
  return { items: items.map((r) => toComment(r, r.fileId ? files.get(r.fileId) : undefined)), pagination };
}

/** The file a comment attaches: only an upload of the audited account (a link elsewhere has no place in the thread). */
export async function commentFile(db: DbOrTx, audit: AuditRow, fileUrl: string | undefined): Promise<string | null> {
  if (!fileUrl) return null;
  const { fileId } = await resolveEvidenceUrl(db, audit.accountId, fileUrl, "file_url");
  if (!fileId) throw ServiceError.validation([{ path: "file_url", message: "must be the url of an uploaded evidence file of this account" }]);
  return fileId;
}

/** Writes a comment with its one `comment_added` entry, and tells the other side. */
export async function addComment(
  tx: DbOrTx,
  ctx: Ctx,
  input: {
    audit: AuditRow;
    request: RequestRow;
    actor: ActivityActor;
    body: string;
    fileId: string | null;
    recipients: Recipient[];
    link: string;
    actorUserId?: string;
  },
): Promise<CommentJson> {
  const { audit, request, actor } = input;
  const now = ctx.now();
  const [row] = await tx
    .insert(c)
    .values({
      auditId: audit.id,
      requestId: request.id,
      authorType: actor.type,
      authorId: actor.id,
      authorName: actor.name,
      body: input.body,
      fileId: input.fileId,
      createdAt: now,
    })
    .returning();
  await recordActivity(tx, ctx, {
    auditId: audit.id,
    accountId: audit.accountId,
    type: "comment_added",
    actor,
    controlId: request.controlId,
    status: request.status,
    details: { evidence_request_id: request.id, comment_id: row.id, ...(input.fileId ? { file_id: input.fileId } : {}) },
    at: now,
  });
  await notify(
    tx,
    {
      accountId: audit.accountId,
      recipients: input.recipients,
      // The closed vocabulary (db/notifications.ts) has no comment kind: each side hears it as news of the request.
      kind: actor.type === "customer" ? "evidence_request.responded" : "evidence_request.assigned",
      title: `${actor.name} commented on the evidence request for ${request.controlId}: ${audit.title}`,
      body: input.body.length > 500 ? `${input.body.slice(0, 500)}…` : input.body,
      link: input.link,
      subjectType: "evidence_request",
      subjectId: request.id,
    },
    input.actorUserId,
  );
  const files = input.fileId ? await fileFactsOf(tx, audit.accountId, [input.fileId]) : new Map();
  return toComment(row, input.fileId ? files.get(input.fileId) : undefined);
}

import type { Ctx } from "@/lib/context";
import { auditorsOf } from "./internal/auditors-of";
import { assertNotComplete, customerGate, lockCustomerAudit } from "./internal/access";
import { evidenceRequestOf } from "./internal/audit-rows";
import { addComment, commentFile } from "./internal/comments";
import type { CommentInput } from "./schemas";

/** A member writes on an evidence request's thread, in any status of the request; the audit's auditors are told. */
export async function addRequestComment(ctx: Ctx, auditId: string, requestId: string, input: CommentInput) {
  const caller = await customerGate(ctx);
  return ctx.db.transaction(async (tx) => {
    const { audit, actor } = await lockCustomerAudit(tx, caller, auditId);
    assertNotComplete(audit);
    const request = await evidenceRequestOf(tx, audit.id, requestId);
    const fileId = await commentFile(tx, audit, input.file_url);
    return addComment(tx, ctx, {
      audit,
      request,
      actor,
      body: input.body,
      fileId,
      recipients: await auditorsOf(tx, audit.id),
      link: "/auditor/evidence-requests",
      actorUserId: caller.userId,
    });
  });
}

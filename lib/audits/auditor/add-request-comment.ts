import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { personOrAdmins } from "@/lib/notifications";
import { assertNotComplete } from "../internal/access";
import { evidenceRequestOf } from "../internal/audit-rows";
import { addComment, commentFile } from "../internal/comments";
import type { CommentInput } from "../schemas";
import { auditorAudit, auditorGate } from "./internal/access";
import { auditSeesFile } from "./internal/file-visibility";

/**
 * The auditor writes on an evidence request's thread; whoever answers it (the assignee, else the admins) is told.
 * An attached file must be one the audit already sees: attaching would otherwise open any file of the account to it.
 */
export async function addAuditorRequestComment(ctx: Ctx, requestId: string, input: CommentInput) {
  const caller = await auditorGate(ctx);
  return ctx.db.transaction(async (tx) => {
    const { audit, actor } = await auditorAudit(ctx, tx, caller, { lock: true });
    assertNotComplete(audit);
    const request = await evidenceRequestOf(tx, audit.id, requestId);
    const fileId = await commentFile(tx, audit, input.file_url);
    if (fileId && !(await auditSeesFile(tx, audit, fileId))) {
      throw ServiceError.validation([{ path: "file_url", message: "names no uploaded file this audit can see" }]);
    }
    const recipients = await personOrAdmins(tx, audit.accountId, request.assigneeUserId);
    return addComment(tx, ctx, { audit, request, actor, body: input.body, fileId, recipients, link: `/audits/${audit.id}` });
  });
}

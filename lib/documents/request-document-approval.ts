import { eq } from "drizzle-orm";
import { generatedDocuments } from "@/db/documents";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { notify } from "@/lib/notifications";
import { toDocument } from "./internal/serialize";
import { assertActive, lockDocument } from "./internal/versions-store";

/**
 * Asks the document's approver to approve its current version (`document.approval_requested`). Without an approver it
 * is 409 `conflict`; a current version already approved is 409 too. Asking again re-sends the request.
 */
export async function requestDocumentApproval(ctx: Ctx, id: string) {
  const { accountId, userId } = requireRole(ctx, "member");
  return ctx.db.transaction(async (tx) => {
    const doc = await lockDocument(tx, accountId, id);
    assertActive(doc);
    if (!doc.approverUserId) throw new ServiceError("conflict", "Name an approver first (PUT /api/v1/documents/{id}/owners).");
    if (doc.approvalState === "approved" && doc.approvedVersion === doc.currentVersion) {
      throw new ServiceError("conflict", `Version ${doc.currentVersion} is already approved.`);
    }
    const now = ctx.now();
    const [row] = await tx
      .update(generatedDocuments)
      .set({ approvalState: "requested", approvalRequestedAt: now, updatedAt: now })
      .where(eq(generatedDocuments.id, doc.id))
      .returning();
    await recordEvent(tx, ctx, {
      accountId,
      action: "document.approval_requested",
      targetType: "document",
      targetId: doc.id,
      details: { title: doc.title, version: doc.currentVersion, approverUserId: doc.approverUserId },
    });
    await notify(
      tx,
      {
        accountId,
        recipients: [{ userId: doc.approverUserId }],
        kind: "document.approval_requested",
        title: `Please approve "${doc.title}"`,
        body: `Version ${doc.currentVersion} of "${doc.title}" is waiting for your approval.`,
        link: `/documents/${doc.id}`,
        subjectType: "document",
        subjectId: doc.id,
      },
      userId,
    );
    return toDocument(row);
  });
}

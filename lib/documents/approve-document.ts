import { eq } from "drizzle-orm";
import { generatedDocuments } from "@/db/documents";
import type { Ctx } from "@/lib/context";
import { requireCustomer, requireRole } from "@/lib/context/guards";
import { roleAtLeast } from "@/lib/vocabulary";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { notify } from "@/lib/notifications";
import { toDocument } from "./internal/serialize";
import { assertActive, lockDocument } from "./internal/versions-store";

/**
 * Approves the document's current version: only its named approver, or an admin or owner of the account, may (403
 * `forbidden` otherwise). Records the version, who and when, and tells the owner (`document.approved`). Approving a
 * version already approved answers it unchanged.
 */
export async function approveDocument(ctx: Ctx, id: string) {
  const { accountId, role } = requireRole(ctx, "member");
  const { userId } = requireCustomer(ctx);
  return ctx.db.transaction(async (tx) => {
    const doc = await lockDocument(tx, accountId, id);
    if (doc.approverUserId !== userId && !roleAtLeast(role, "admin")) {
      throw new ServiceError("forbidden", "Only the document's approver, or an admin, can approve it.");
    }
    assertActive(doc);
    if (doc.approvalState === "approved" && doc.approvedVersion === doc.currentVersion) return toDocument(doc);
    const now = ctx.now();
    const [row] = await tx
      .update(generatedDocuments)
      .set({ approvalState: "approved", approvedVersion: doc.currentVersion, approvedBy: userId, approvedAt: now, updatedAt: now })
      .where(eq(generatedDocuments.id, doc.id))
      .returning();
    await recordEvent(tx, ctx, {
      accountId,
      action: "document.approved",
      targetType: "document",
      targetId: doc.id,
      details: { title: doc.title, version: doc.currentVersion },
    });
    if (doc.ownerUserId) {
      await notify(
        tx,
        {
          accountId,
          recipients: [{ userId: doc.ownerUserId }],
          kind: "document.approved",
          title: `"${doc.title}" was approved`,
          body: `Version ${doc.currentVersion} of "${doc.title}" is approved.`,
          link: `/documents/${doc.id}`,
          subjectType: "document",
          subjectId: doc.id,
        },
        userId,
      );
    }
    return toDocument(row);
  });
}

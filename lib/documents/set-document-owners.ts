import { eq } from "drizzle-orm";
import { generatedDocuments } from "@/db/documents";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { recordEvent } from "@/lib/events";
import { activeMember } from "@/lib/members";
import { toDocument } from "./internal/serialize";
import { lockDocument } from "./internal/versions-store";
import type { DocumentOwnersInput } from "./schemas";

/** Names who keeps a document current and who approves it; each must be an active member of the account. */
export async function setDocumentOwners(ctx: Ctx, id: string, input: DocumentOwnersInput) {
  const { accountId } = requireRole(ctx, "member");
  return ctx.db.transaction(async (tx) => {
    const doc = await lockDocument(tx, accountId, id);
    if (input.ownerUserId) await activeMember(tx, accountId, input.ownerUserId, "ownerUserId");
    if (input.approverUserId) await activeMember(tx, accountId, input.approverUserId, "approverUserId");
    const patch: Partial<typeof generatedDocuments.$inferInsert> = {};
    if (input.ownerUserId !== undefined && input.ownerUserId !== doc.ownerUserId) patch.ownerUserId = input.ownerUserId;
    if (input.approverUserId !== undefined && input.approverUserId !== doc.approverUserId) patch.approverUserId = input.approverUserId;
    if (Object.keys(patch).length === 0) return toDocument(doc);
    // A pending request waits for the approver it was sent to; a new approver is asked again.
    if ("approverUserId" in patch && doc.approvalState === "requested") Object.assign(patch, { approvalState: "none", approvalRequestedAt: null });
    const [row] = await tx
      .update(generatedDocuments)
      .set({ ...patch, updatedAt: ctx.now() })
      .where(eq(generatedDocuments.id, doc.id))
      .returning();
    await recordEvent(tx, ctx, {
      accountId,
      action: "document.owners_changed",
      targetType: "document",
      targetId: doc.id,
      details: {
        title: doc.title,
        ...("ownerUserId" in patch ? { ownerUserId: patch.ownerUserId } : {}),
        ...("approverUserId" in patch ? { approverUserId: patch.approverUserId } : {}),
      },
    });
    return toDocument(row);
  });
}

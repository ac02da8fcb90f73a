import { eq } from "drizzle-orm";
import { generatedDocuments } from "@/db/documents";
import { type DocumentStatus } from "@/lib/vocabulary";
import { requireAccount } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { recordEvent } from "@/lib/events";
import { toDocument } from "./internal/serialize";
import { lockDocument } from "./internal/versions-store";

/**
 * Moves a document to `status` and logs it (`document.archived` / `document.restored`); a document
 * already there answers unchanged, without a log entry. Versions are kept either way.
 */
export async function setDocumentStatus(ctx: Ctx, id: string, status: DocumentStatus) {
  const accountId = requireAccount(ctx);
  return ctx.db.transaction(async (tx) => {
    const doc = await lockDocument(tx, accountId, id);
    if (doc.status === status) return toDocument(doc);
    const now = ctx.now();
    const [[row]] = await Promise.all([
      tx
        .update(generatedDocuments)
        .set({ status, archivedAt: status === "archived" ? now : null, updatedAt: now })
        .where(eq(generatedDocuments.id, doc.id))
        .returning(),
      recordEvent(tx, ctx, {
        accountId,
        action: status === "archived" ? "document.archived" : "document.restored",
        targetType: "document",
        targetId: doc.id,
        details: { title: doc.title, version: doc.currentVersion },
      }),
    ]);
    return toDocument(row);
  });
}

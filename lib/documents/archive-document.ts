import type { Ctx } from "@/lib/context";
import { setDocumentStatus } from "./set-document-status";

/** Archives a document: it leaves the default list and monitoring's count, and can be restored. */
export function archiveDocument(ctx: Ctx, id: string) {
  return setDocumentStatus(ctx, id, "archived");
}

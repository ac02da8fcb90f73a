import type { Ctx } from "@/lib/context";
import { setDocumentStatus } from "./set-document-status";

/** Brings an archived document back to the active list. */
export function restoreDocument(ctx: Ctx, id: string) {
  return setDocumentStatus(ctx, id, "active");
}

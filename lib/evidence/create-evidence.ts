import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { addEvidence } from "./add-evidence";
import { resolveEvidenceUrl } from "./internal/audit-evidence";
import { assertControlRefs } from "@/lib/custom-frameworks";
import type { CreateEvidenceInput } from "./schemas";

/** Records a link to evidence (a document, a screenshot, a ticket) for one or more controls. */
export async function createEvidence(ctx: Ctx, input: CreateEvidenceInput) {
  const { accountId } = requireRole(ctx, "member");
  await assertControlRefs(ctx.db, accountId, input.controls);
  return ctx.db.transaction(async (tx) => {
    const { url, fileId } = await resolveEvidenceUrl(tx, accountId, input.url, "url");
    return addEvidence(tx, ctx, { ...input, url, fileId, accountId, source: fileId ? "upload" : "link", collectedAt: input.collectedAt ?? ctx.now() });
  });
}

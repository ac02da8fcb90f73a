import { requireAccount } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import type { EditInput } from "./schemas";
import { toDocument } from "./internal/serialize";
import { appendVersion, assertActive, lockDocument } from "./internal/versions-store";

/**
 * Saves edited Markdown as the document's next version (`edited`). The edit keeps the variables of
 * the version it replaces, so a later regeneration starts from the same answers. Content and title
 * identical to the current version are refused (409 `conflict`, docs/api.md §10): a version is a change.
 */
export async function editDocument(ctx: Ctx, id: string, input: EditInput) {
  const accountId = requireAccount(ctx);
  return ctx.db.transaction(async (tx) => {
    const doc = await lockDocument(tx, accountId, id);
    assertActive(doc);
    const title = input.title ?? doc.title;
    if (input.content === doc.content && title === doc.title) {
      throw new ServiceError("conflict", `The content and title are those of the current version (${doc.currentVersion}); nothing to save.`);
    }
    const row = await appendVersion(tx, ctx, doc, {
      source: "edited",
      title,
      content: input.content,
      variables: doc.variables,
      templateVersion: doc.templateVersion,
      note: input.note || null,
    });
    return toDocument(row);
  });
}

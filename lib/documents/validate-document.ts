import { requireAccount } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { analyzeDocument, UnknownRequirementsError } from "./internal/analyze";
import { frameworksWithTemplates } from "./internal/list-frameworks";
import { findDocumentRow } from "./list-documents";
import type { ValidateInput } from "./schemas";

/**
 * Checks submitted Markdown, or one of the account's stored documents, against a framework's
 * requirements for the document's category. Read-only: nothing is stored or counted.
 */
export async function validateDocument(ctx: Ctx, input: ValidateInput) {
  const accountId = requireAccount(ctx);
  let content: string;
  let category = input.category;
  if (input.documentId) {
    const row = await findDocumentRow(ctx.db, accountId, input.documentId);
    if (!row) throw ServiceError.notFound("document");
    content = row.content;
    category = row.category;
  } else {
    content = input.content as string;
  }
  try {
    return analyzeDocument(content, input.frameworkId, category);
  } catch (error) {
    if (!(error instanceof UnknownRequirementsError)) throw error;
    const path = input.documentId ? "frameworkId" : error.field;
    const which = frameworksWithTemplates()
      .filter((f) => f.categories.includes(category ?? ""))
      .map((f) => f.id);
    const hint = which.length ? ` Frameworks with requirements for ${category}: ${which.join(", ")}.` : "";
    throw ServiceError.validation([{ path, message: `${error.message}.${hint}` }]);
  }
}

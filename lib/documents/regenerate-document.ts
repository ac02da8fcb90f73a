import { requireAccount } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { renderTemplate } from "./internal/render";
import type { RegenerateInput } from "./schemas";
import { getTemplate } from "./internal/templates";
import { toDocument } from "./internal/serialize";
import { validateVariables } from "./internal/variables";
import { appendVersion, assertActive, lockDocument } from "./internal/versions-store";

/**
 * Renders the document's template again (the library's current version of it) as the next version
 * (`regenerated`): with the variables given, else with the current version's. The variables are
 * checked like a generation's. A rendering identical to the current version is refused (409
 * `conflict`). Not metered: it is a new version of a document already counted.
 */
export async function regenerateDocument(ctx: Ctx, id: string, input: RegenerateInput) {
  const accountId = requireAccount(ctx);
  return ctx.db.transaction(async (tx) => {
    const doc = await lockDocument(tx, accountId, id);
    assertActive(doc);
    const template = getTemplate(doc.templateId);
    if (!template) throw new ServiceError("conflict", `The template ${doc.templateId} is no longer in the library; edit the document instead.`);
    const check = validateVariables(template.fields, input.variables ?? doc.variables);
    if (!check.ok) throw ServiceError.validation(check.problems);
    const rendered = renderTemplate(template, check.values);
    if (rendered.content === doc.content) {
      throw new ServiceError("conflict", `The template renders exactly the current version (${doc.currentVersion}); nothing to save.`);
    }
    const row = await appendVersion(tx, ctx, doc, {
      source: "regenerated",
      title: rendered.title,
      content: rendered.content,
      variables: check.values,
      templateVersion: template.version,
      note: input.note || null,
    });
    return toDocument(row);
  });
}

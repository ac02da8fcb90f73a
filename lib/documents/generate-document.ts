import { randomUUID } from "node:crypto";
import { documentVersions, generatedDocuments } from "@/db/documents";
import { requireAccount } from "@/lib/context/guards";
import { consumeUsage } from "@/lib/billing";
import { actorOf, type Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { renderTemplate } from "./internal/render";
import type { GenerateInput } from "./schemas";
import { getTemplate } from "./internal/templates";
import { toDocument } from "./internal/serialize";
import { validateVariables } from "./internal/variables";
import { firstVersionOf } from "./internal/versions-store";

/**
 * Renders a template for the caller's account and stores the result. Every missing or mistyped
 * variable is reported in one `validation_failed`; the document counts toward `policiesGenerated`
 * in the same transaction as it is stored (as its version 1), so a refused (402) generation stores nothing.
 */
export async function generateDocument(ctx: Ctx, input: GenerateInput) {
  const accountId = requireAccount(ctx);
  const template = getTemplate(input.templateId);
  if (!template) {
    throw ServiceError.validation([{ path: "templateId", message: `Unknown template ${input.templateId}; see GET /api/v1/documents/templates` }]);
  }
  const check = validateVariables(template.fields, input.variables);
  if (!check.ok) throw ServiceError.validation(check.problems);
  const rendered = renderTemplate(template, check.values);
  const actor = actorOf(ctx.caller);
  const now = ctx.now();
  const id = randomUUID();
  return ctx.db.transaction(async (tx) => {
    // The three writes are independent, so they are sent together (pipelined on the transaction's
    // connection) instead of waiting a round trip each; a refusal by the meter rolls all back.
    const values = {
      id,
      accountId,
      templateId: template.id,
      templateVersion: template.version,
      category: template.category,
      frameworks: rendered.frameworks,
      title: rendered.title,
      content: rendered.content,
      format: "markdown" as const,
      variables: check.values,
      createdByType: actor.type,
      createdById: actor.id,
      createdAt: now,
    };
    const [, [row]] = await Promise.all([
      consumeUsage(tx, accountId, "policiesGenerated", 1, now),
      // The version names the document (foreign key), so it is inserted once the document is.
      tx
        .insert(generatedDocuments)
        .values(values)
        .returning()
        .then(async (rows) => {
          await tx.insert(documentVersions).values(firstVersionOf(values));
          return rows;
        }),
      recordEvent(tx, ctx, {
        accountId,
        action: "document.generated",
        targetType: "document",
        targetId: id,
        details: { templateId: template.id, title: rendered.title, version: 1 },
      }),
    ]);
    return toDocument(row);
  });
}

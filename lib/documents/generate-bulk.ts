import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import { documentVersions, generatedDocuments, type GeneratedDocumentRow } from "@/db/documents";
import { requireAccount } from "@/lib/context/guards";
import { consumeUsage } from "@/lib/billing";
import { actorOf, type Ctx } from "@/lib/context";
import { ServiceError, type ValidationIssue } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { renderTemplate } from "./internal/render";
import type { BulkInput } from "./schemas";
import { getTemplate, templates } from "./internal/templates";
import { toDocument } from "./internal/serialize";
import type { DocumentTemplate } from "./internal/types";
import { validateVariables } from "./internal/variables";
import { appendVersion, firstVersionOf } from "./internal/versions-store";

let fieldNames: Set<string> | undefined;
function libraryFieldNames(): Set<string> {
  fieldNames ??= new Set(templates.flatMap((t) => t.fields.map((f) => f.name)));
  return fieldNames;
}

export interface BulkError {
  templateId: string;
  error: { code: string; message: string; details?: unknown };
}

/**
 * Generates several documents from one set of shared variables: a framework's full set, or the
 * listed templates. A template whose variables do not fit is reported in `errors` and the others
 * are still generated. The request as a whole is refused (`validation_failed`) when a variable
 * belongs to no template of the library (a typo) or when no document at all can be generated, and
 * (402) when the new documents would pass the usage limit; then nothing is stored.
 *
 * Running it again is safe (docs/api.md §10): a template that already has an active document gets a
 * new `regenerated` version of that document when the rendering differs, and nothing when it does not,
 * instead of a second document with the same title. Only new documents count toward the usage limit.
 */
export async function generateDocuments(ctx: Ctx, input: BulkInput) {
  const accountId = requireAccount(ctx);
  const errors: BulkError[] = [];
  let chosen: DocumentTemplate[];
  if (input.frameworkId) {
    chosen = templates.filter((t) => t.frameworks.includes(input.frameworkId as string));
    if (chosen.length === 0) {
      throw ServiceError.validation([{ path: "frameworkId", message: `No templates are written for ${input.frameworkId}` }]);
    }
  } else {
    chosen = [];
    for (const id of input.templateIds ?? []) {
      const t = getTemplate(id);
      if (t) chosen.push(t);
      else errors.push({ templateId: id, error: { code: "not_found", message: `Unknown template ${id}` } });
    }
  }

  // One company profile may serve every template, so a variable of any template in the library is
  // accepted; a name that is a variable of none is a typo and fails the request.
  const known = libraryFieldNames();
  const strays: ValidationIssue[] = Object.keys(input.variables)
    .filter((name) => !known.has(name))
    .map((name) => ({ path: `variables.${name}`, message: `${name} is not a variable of any template` }));
  if (strays.length) throw ServiceError.validation(strays);

  const rendered: { template: DocumentTemplate; values: Record<string, string | string[]>; doc: ReturnType<typeof renderTemplate> }[] = [];
  for (const t of chosen) {
    const check = validateVariables(t.fields, input.variables, { alsoAllowed: known });
    if (!check.ok) {
      const message = `${check.problems.length === 1 ? "1 variable is" : `${check.problems.length} variables are`} missing or invalid for ${t.id}`;
      errors.push({ templateId: t.id, error: { code: "validation_failed", message, details: check.problems } });
      continue;
    }
    rendered.push({ template: t, values: check.values, doc: renderTemplate(t, check.values) });
  }
  if (rendered.length === 0) {
    throw new ServiceError(
      "validation_failed",
      "No document could be generated.",
      errors.flatMap((e) =>
        Array.isArray(e.error.details)
          ? (e.error.details as ValidationIssue[]).map((d) => ({ path: d.path, message: `${d.message} (${e.templateId})` }))
          : [{ path: "templateIds", message: e.error.message }],
      ),
    );
  }

  const actor = actorOf(ctx.caller);
  const now = ctx.now();
  const batchId = randomUUID();
  type Result = { templateId: string; outcome: "created" | "versioned" | "unchanged"; row: GeneratedDocumentRow };
  const results = await ctx.db.transaction(async (tx) => {
    // Locked, so two bulk runs at once version a document one after the other.
    const existing = await tx
      .select()
      .from(generatedDocuments)
      .where(
        and(
          eq(generatedDocuments.accountId, accountId),
          eq(generatedDocuments.status, "active"),
          inArray(
            generatedDocuments.templateId,
            rendered.map((r) => r.template.id),
          ),
        ),
      )
      .orderBy(desc(generatedDocuments.createdAt), desc(generatedDocuments.id))
      .for("update");
    const current = new Map<string, GeneratedDocumentRow>();
    for (const row of existing) if (!current.has(row.templateId)) current.set(row.templateId, row);

    const fresh = rendered
      .filter((r) => !current.has(r.template.id))
      .map(({ template, values, doc }) => ({
        id: randomUUID(),
        accountId,
        templateId: template.id,
        templateVersion: template.version,
        category: template.category,
        frameworks: doc.frameworks,
        title: doc.title,
        content: doc.content,
        format: "markdown" as const,
        variables: values,
        batchId,
        createdByType: actor.type,
        createdById: actor.id,
        createdAt: now,
      }));
    const byTemplate = new Map<string, Result>();
    if (fresh.length) {
      // Independent writes, sent together (pipelined) rather than one round trip each; a refusal
      // by the meter rolls every one of them back. Versions follow their documents (foreign key).
      const [, rows] = await Promise.all([
        consumeUsage(tx, accountId, "policiesGenerated", fresh.length, now),
        tx
          .insert(generatedDocuments)
          .values(fresh)
          .returning()
          .then(async (inserted) => {
            await tx.insert(documentVersions).values(fresh.map(firstVersionOf));
            return inserted;
          }),
        ...fresh.map((d) =>
          recordEvent(tx, ctx, {
            accountId,
            action: "document.generated",
            targetType: "document",
            targetId: d.id,
            details: { templateId: d.templateId, title: d.title, batchId, version: 1 },
          }),
        ),
      ]);
      for (const row of rows) byTemplate.set(row.templateId, { templateId: row.templateId, outcome: "created", row });
    }
    for (const r of rendered) {
      const doc = current.get(r.template.id);
      if (!doc) continue;
      if (doc.content === r.doc.content) {
        byTemplate.set(doc.templateId, { templateId: doc.templateId, outcome: "unchanged", row: doc });
        continue;
      }
      const row = await appendVersion(tx, ctx, doc, {
        source: "regenerated",
        title: r.doc.title,
        content: r.doc.content,
        variables: r.values,
        templateVersion: r.template.version,
        details: { batchId },
      });
      byTemplate.set(doc.templateId, { templateId: doc.templateId, outcome: "versioned", row });
    }
    // The order of the request (framework sets in library order).
    return rendered.map((r) => byTemplate.get(r.template.id)!);
  });
  return {
    documents: results.map((r) => toDocument(r.row)),
    results: results.map((r) => ({ templateId: r.templateId, documentId: r.row.id, version: r.row.currentVersion, outcome: r.outcome })),
    errors,
  };
}

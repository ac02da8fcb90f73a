import { z } from "zod";
import { isBuiltinFrameworkId } from "@/lib/frameworks/catalog";
import { pageQuery, requiredText } from "@/lib/schemas";
import { uuidParam } from "@/lib/uuid";

const builtinFrameworkId = z
  .string()
  .trim()
  .min(1, "Required")
  .max(50)
  .refine(isBuiltinFrameworkId, "Must be a built-in framework id (soc2, iso27001, hipaa, gdpr, nist-csf-2, nist-800-53, pci-dss-4)");

const templateId = requiredText(100);

/** Values are checked against the template's typed fields by the service, which names every problem at once. */
const variables = z.record(z.string(), z.unknown());

export const generateBody = z.strictObject({
  templateId,
  variables: variables.default({}),
});

export const bulkBody = z
  .strictObject({
    frameworkId: builtinFrameworkId.optional(),
    templateIds: z.array(templateId).min(1).max(50).optional(),
    variables: variables.default({}),
  })
  .superRefine((body, ctx) => {
    if ((body.frameworkId === undefined) === (body.templateIds === undefined)) {
      ctx.addIssue({ code: "custom", path: ["frameworkId"], message: "Give exactly one of frameworkId or templateIds" });
    }
    if (body.templateIds && new Set(body.templateIds).size !== body.templateIds.length) {
      ctx.addIssue({ code: "custom", path: ["templateIds"], message: "Template ids must be unique" });
    }
  });

export const MAX_CONTENT_LENGTH = 500_000;

export const validateBody = z
  .strictObject({
    content: z.string().max(MAX_CONTENT_LENGTH).optional(),
    documentId: uuidParam().optional(),
    frameworkId: builtinFrameworkId,
    category: z.string().trim().min(1).max(100).optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.content === undefined) === (body.documentId === undefined)) {
      ctx.addIssue({ code: "custom", path: ["content"], message: "Give exactly one of content or documentId" });
    }
    if (body.content !== undefined && body.content.trim() === "") {
      ctx.addIssue({ code: "custom", path: ["content"], message: "Required" });
    }
    if (body.documentId !== undefined && body.category !== undefined) {
      ctx.addIssue({ code: "custom", path: ["category"], message: "A stored document is validated against its own category; omit category" });
    }
  });

export const searchBody = z.strictObject({
  query: z.string().trim().max(200).optional(),
  framework: builtinFrameworkId.optional(),
  category: z.string().trim().min(1).max(100).optional(),
  limit: z.number().int().min(1).max(50).default(10),
});

export const templateParams = z.object({ templateId: requiredText(100) });
export const listQuery = pageQuery;

export type GenerateInput = z.output<typeof generateBody>;
export type BulkInput = z.output<typeof bulkBody>;
export type ValidateInput = z.output<typeof validateBody>;
export type SearchBody = z.output<typeof searchBody>;

// ---- response shapes (OpenAPI only)

export const fieldShape = z.object({
  name: z.string(),
  label: z.string(),
  type: z.enum(["string", "string[]", "date", "email", "url"]),
  required: z.boolean(),
  description: z.string(),
  example: z.union([z.string(), z.array(z.string())]),
  options: z.array(z.string()).optional(),
});
export type TemplateFieldResponse = z.output<typeof fieldShape>;

export const templateShape = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  frameworks: z.array(z.string()),
  version: z.string(),
  fields: z.array(fieldShape),
  sections: z.array(
    z.object({ id: z.string(), title: z.string(), required: z.boolean(), requirements: z.array(z.string()), condition: z.string().optional() }),
  ),
  preview: z.string(),
});
export type TemplateResponse = z.output<typeof templateShape>;

export const documentShape = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  format: z.literal("markdown"),
  templateId: z.string(),
  templateVersion: z.string(),
  category: z.string(),
  frameworks: z.array(z.string()),
  generatedAt: z.string(),
});
export type DocumentResponse = z.output<typeof documentShape>;

export const bulkShape = z.object({
  documents: z.array(documentShape),
  errors: z.array(
    z.object({
      templateId: z.string(),
      error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
    }),
  ),
});

export const validationShape = z.object({
  valid: z.boolean(),
  score: z.number().int().min(0).max(100),
  frameworkId: z.string(),
  category: z.string(),
  /** `heading`: the heading in the document that satisfied the requirement. */
  presentSections: z.array(z.object({ id: z.string(), title: z.string(), reference: z.string(), heading: z.string() })),
  missingSections: z.array(z.object({ id: z.string(), title: z.string(), reference: z.string() })),
  missingDisclosures: z.array(z.object({ id: z.string(), description: z.string(), reference: z.string() })),
});
export type ValidationReport = z.output<typeof validationShape>;

export const searchShape = z.object({
  results: z.array(
    z.object({
      templateId: z.string(),
      name: z.string(),
      category: z.string(),
      frameworks: z.array(z.string()),
      score: z.number(),
      snippet: z.string(),
    }),
  ),
  total: z.number().int(),
});

export const categoryShape = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  templateCount: z.number().int(),
  templateIds: z.array(z.string()),
});

export const frameworkWithTemplatesShape = z.object({
  id: z.string(),
  name: z.string(),
  templateCount: z.number().int(),
  templateIds: z.array(z.string()),
  categories: z.array(z.string()),
});

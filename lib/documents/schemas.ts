import { z } from "zod";
import { isBuiltinFrameworkId } from "@/lib/frameworks";
import { VERSION_SOURCES } from "@/db/documents";
import { APPROVAL_STATES, DOCUMENT_STATUSES } from "@/lib/vocabulary";
import { optionalText, pageQuery, requiredText, storableString } from "@/lib/schemas";
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
/** docs/api.md §10: archived documents are left out unless asked for. */
export const listQuery = pageQuery.extend({ status: z.enum(DOCUMENT_STATUSES).default("active") });

/** A version number in a path: 1, 2, … (anything else cannot name a version, so it is a 404). */
const versionNumber = z
  .string()
  .regex(/^[1-9][0-9]{0,8}$/, "Must be a version number")
  .transform(Number);
export const versionParams = z.object({ id: uuidParam(), n: versionNumber });

export const editBody = z.strictObject({
  content: storableString()
    .max(MAX_CONTENT_LENGTH)
    .refine((s) => s.trim() !== "", "Required"),
  title: requiredText(300).optional(),
  note: optionalText(500),
});

export const regenerateBody = z.strictObject({
  /** Replaces the stored variables when given; validated against the template's fields like generate. */
  variables: variables.optional(),
  note: optionalText(500),
});

export const diffQuery = z.object({ against: z.coerce.number().int().min(1).max(999_999_999).optional() });
export const downloadQuery = z.object({
  format: z.enum(["markdown", "pdf"]).default("markdown"),
  version: z.coerce.number().int().min(1).max(999_999_999).optional(),
});

/** `GET /document-versions/{id}/download`: the version is the path's; only the format is chosen. */
export const versionDownloadQuery = downloadQuery.pick({ format: true });

export type GenerateInput = z.output<typeof generateBody>;
export type BulkInput = z.output<typeof bulkBody>;
export type ValidateInput = z.output<typeof validateBody>;
export type SearchBody = z.output<typeof searchBody>;
export type EditInput = z.output<typeof editBody>;
export type RegenerateInput = z.output<typeof regenerateBody>;

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
  /** The current version's number; its title, content and variables are the document's. */
  version: z.number().int().min(1),
  variables: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  status: z.enum(DOCUMENT_STATUSES),
  updatedAt: z.string(),
  archivedAt: z.string().nullable(),
  /** Who keeps it current and who approves it (members of the account). */
  ownerUserId: z.string().nullable(),
  approverUserId: z.string().nullable(),
  approvalState: z
    .enum(APPROVAL_STATES)
    .describe("Of the current version: `none`, `requested` (waiting for the approver) or `approved`. A new version resets it to `none`."),
  approvalRequestedAt: z.string().nullable(),
  /** The last approval: the version approved, by whom and when (kept after a new version resets the state). */
  approvedVersion: z.number().int().nullable(),
  approvedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
});
export type DocumentResponse = z.output<typeof documentShape>;

const versionFields = {
  id: z.string().describe("The version's own id: what an audit cites, and what `GET /api/v1/document-versions/{id}/download` reads."),
  documentId: z.string(),
  number: z.number().int().min(1),
  source: z.enum(VERSION_SOURCES),
  title: z.string(),
  contentHash: z.string(),
  templateVersion: z.string(),
  note: z.string().nullable(),
  createdBy: z.object({ type: z.string(), id: z.string().nullable() }),
  createdAt: z.string(),
  current: z.boolean(),
};
/** A version in the history list (without its content). */
export const versionSummaryShape = z.object(versionFields);
export type DocumentVersionSummary = z.output<typeof versionSummaryShape>;
export const versionShape = z.object({
  ...versionFields,
  content: z.string(),
  variables: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
});
export type DocumentVersionResponse = z.output<typeof versionShape>;

export const diffShape = z.object({
  documentId: z.string(),
  /** The older side (`against`) and the newer side (`n`) of the comparison. */
  from: z.object({ number: z.number().int(), title: z.string(), createdAt: z.string() }),
  to: z.object({ number: z.number().int(), title: z.string(), createdAt: z.string() }),
  added: z.number().int().min(0),
  removed: z.number().int().min(0),
  /** Consecutive lines that were kept, added or removed, in document order. */
  changes: z.array(z.object({ type: z.enum(["unchanged", "added", "removed"]), lines: z.array(z.string()) })),
  /** The same comparison as a unified diff (`---`/`+++` headers name the versions). */
  patch: z.string(),
});
export type DocumentDiffResponse = z.output<typeof diffShape>;

export const variableDefaultsShape = z.object({
  variables: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
});
export type VariableDefaultsResponse = z.output<typeof variableDefaultsShape>;

export const bulkShape = z.object({
  documents: z.array(documentShape),
  /** Per generated template: a new document, a new version of its active document, or nothing changed. */
  results: z.array(
    z.object({ templateId: z.string(), documentId: z.string(), version: z.number().int(), outcome: z.enum(["created", "versioned", "unchanged"]) }),
  ),
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

/** `PUT /documents/{id}/owners`: each optional, null clears it; both must be active members of the account. */
export const documentOwnersBody = z
  .strictObject({
    ownerUserId: z.uuid("must be a UUID").nullable().optional(),
    approverUserId: z.uuid("must be a UUID").nullable().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: "name at least one field to change" });
export type DocumentOwnersInput = z.output<typeof documentOwnersBody>;

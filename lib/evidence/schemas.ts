import { z } from "zod";
import { EVIDENCE_SOURCES } from "@/db/evidence";
import { getBuiltinControl, isBuiltinFrameworkId } from "@/lib/frameworks";
import { httpUrl, isoDateTime, optionalText, pageQuery, requiredText, storableString } from "@/lib/schemas";
import { isUuid } from "@/lib/uuid";
import { prose } from "@/lib/format/prose";
import { EVIDENCE_EXPIRING_DAYS, EVIDENCE_EXPIRY_STATES, EVIDENCE_STATUSES } from "@/lib/vocabulary";

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const dayStart = (s: string) => new Date(`${s}T00:00:00.000Z`);

/** When the evidence is evidence of (docs/api.md §8): an ISO 8601 date-time, or a date read as midnight UTC. */
export const effectiveDate = () =>
  z
    .string()
    .trim()
    .refine(
      (s) =>
        DATE_ONLY.test(s)
          ? !Number.isNaN(dayStart(s).getTime()) && dayStart(s).toISOString().startsWith(s)
          : z.iso.datetime({ offset: true }).safeParse(s).success,
      {
        message: "Must be an ISO 8601 date-time (2026-06-30T00:00:00Z) or date (2026-06-30)",
      },
    )
    .transform((s) => (DATE_ONLY.test(s) ? dayStart(s) : new Date(s)))
    .describe("ISO 8601 date-time, or a date YYYY-MM-DD read as midnight UTC");

/** The span's order; equal ends are a single point in time. */
const effectiveOrder = {
  check: (v: { effectiveFrom?: Date | null; effectiveTo?: Date | null }) => !v.effectiveFrom || !v.effectiveTo || v.effectiveTo >= v.effectiveFrom,
  params: { path: ["effectiveTo"], message: "Must be on or after effectiveFrom" },
};

export const controlRef = z.strictObject({
  framework: requiredText(100),
  controlId: requiredText(100),
});

export const createEvidenceBody = z
  .strictObject({
    title: requiredText(300),
    url: httpUrl(),
    description: optionalText(5000),
    controls: z.array(controlRef).min(1, "Name at least one control").max(200),
    collectedAt: isoDateTime().optional(),
    expiresAt: isoDateTime().optional(),
    effectiveFrom: effectiveDate().optional(),
    effectiveTo: effectiveDate().optional(),
  })
  .refine((v) => !v.collectedAt || !v.expiresAt || v.expiresAt > v.collectedAt, {
    path: ["expiresAt"],
    message: "Must be after collectedAt",
  })
  .refine(effectiveOrder.check, effectiveOrder.params);

/** PATCH: any subset of the editable fields; `controls` replaces the whole mapping set, null clears a field. */
export const updateEvidenceBody = z
  .strictObject({
    title: requiredText(300).optional(),
    description: optionalText(5000).nullable(),
    controls: z.array(controlRef).min(1, "Name at least one control").max(200).optional(),
    collectedAt: isoDateTime().nullable().optional(),
    expiresAt: isoDateTime().nullable().optional(),
    effectiveFrom: effectiveDate().nullable().optional(),
    effectiveTo: effectiveDate().nullable().optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), { message: "Change at least one field" })
  .refine((v) => !v.collectedAt || !v.expiresAt || v.expiresAt > v.collectedAt, {
    path: ["expiresAt"],
    message: "Must be after collectedAt",
  })
  .refine(effectiveOrder.check, effectiveOrder.params);

/**
 * The optional evidence fields of an upload (multipart text fields; `controls` is a JSON array). With
 * them the upload also records the evidence item, validated before the file is kept.
 */
export const uploadEvidenceFields = z.strictObject({
  title: requiredText(300),
  description: optionalText(5000),
  controls: z.array(controlRef).min(1, "Name at least one control").max(200),
  collectedAt: isoDateTime().optional(),
  expiresAt: isoDateTime().optional(),
  effectiveFrom: effectiveDate().optional(),
  effectiveTo: effectiveDate().optional(),
});

export const evidenceShape = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  source: z.enum(EVIDENCE_SOURCES),
  fileId: z.string().nullable(),
  controls: z.array(z.object({ framework: z.string(), controlId: z.string() })),
  collectedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  effectiveFrom: z
    .string()
    .nullable()
    .describe(
      prose(
        "Start of the time the item is evidence of (not when it was uploaded); null with `effectiveTo` null: the point `collectedAt`, else",
        "`createdAt`; null alone: open-ended.",
      ),
    ),
  effectiveTo: z.string().nullable().describe("End of that time, on or after `effectiveFrom` (equal for a single point); null alone: open-ended."),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  /** Set once deleted: then only the list of deleted items (`status=deleted`) and an auditor of an audit whose request it answered show it. */
  deletedAt: z.string().nullable(),
});

export const fileVersionShape = z.object({
  version: z.number().int(),
  current: z.boolean(),
  fileId: z.string(),
  url: z.string(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  createdAt: z.string(),
  uploadedBy: z
    .string()
    .nullable()
    .describe(
      prose(
        "Who uploaded it: the member's name and e-mail, `Integration sync` for a sync's snapshot, `Auditor` for an audit's auditor, `A",
        "former member`, or null when an API key did.",
      ),
    ),
});

export const uploadShape = z.object({
  id: z.string(),
  url: z.string(),
  sha256: z.string(),
  size: z.number().int(),
  contentType: z.string().describe("The type it is stored and served with: a previewable type its first bytes confirmed, else `application/octet-stream`."),
  filename: z.string(),
  /** The evidence item recorded with the file when the upload carried `title` and `controls`; else null. */
  evidence: evidenceShape.nullable(),
});

/**
 * GET /api/v1/evidence: a page of the library, narrowed by optional filters that combine (all must hold). Without
 * any, the list means what it always did: the account's items that are not deleted, newest first.
 */
const filterText = (max: number, empty: string) => storableString().trim().min(1, empty).max(max);

export const listEvidenceQuery = pageQuery
  .extend({
    q: filterText(200, "Give words to search for, or leave `q` out")
      .optional()
      .describe("Words to find, case-insensitively, in the title, the description or the current file's name (a substring match)."),
    framework: filterText(100, "Name a framework, or leave `framework` out")
      .optional()
      .describe("Only items supporting a control of this framework: a built-in id (`soc2`) or one of the account's custom framework ids."),
    control: filterText(100, "Name a control, or leave `control` out")
      .optional()
      .describe("Only items supporting this control of `framework` (required with it), e.g. `CC6.1`."),
    source: z.enum(EVIDENCE_SOURCES).optional().describe("Only items of this source (`integration`: an integration's snapshot)."),
    status: z
      .enum(EVIDENCE_STATUSES)
      .default("active")
      .describe("`active` (default): the library; `deleted`: the deleted items, which audits that cited them still show."),
    expiry: z
      .enum(EVIDENCE_EXPIRY_STATES)
      .optional()
      .describe(
        prose(
          `\`expired\`: \`expiresAt\` has passed; \`expiring\`: it falls within the next ${EVIDENCE_EXPIRING_DAYS} days; \`current\`: neither`,
          "(items without `expiresAt` included).",
        ),
      ),
  })
  .superRefine((q, ctx) => {
    if (q.control && !q.framework) ctx.addIssue({ code: "custom", path: ["control"], message: "Name the control's framework too (`framework`)" });
    // A built-in reference is checked here; a custom framework's (a UUID, perhaps since deleted) simply matches what names it.
    if (!q.framework || isUuid(q.framework)) return;
    if (!isBuiltinFrameworkId(q.framework)) {
      ctx.addIssue({ code: "custom", path: ["framework"], message: "Unknown framework: a built-in id such as `soc2`, or a custom framework's id" });
    } else if (q.control && !getBuiltinControl(q.framework, q.control)) {
      ctx.addIssue({ code: "custom", path: ["control"], message: `No control ${q.control} in ${q.framework}` });
    }
  });

export type ListEvidenceQuery = z.output<typeof listEvidenceQuery>;
export type ControlRef = z.output<typeof controlRef>;
export type CreateEvidenceInput = z.output<typeof createEvidenceBody>;
export type Evidence = z.output<typeof evidenceShape>;
export type UpdateEvidenceInput = z.output<typeof updateEvidenceBody>;
export type UploadEvidenceFields = z.output<typeof uploadEvidenceFields>;
export type FileVersion = z.output<typeof fileVersionShape>;
export type UploadedFile = z.output<typeof uploadShape>;

// The content types an upload may have: the upload route documents them.
export { OPAQUE_TYPE, PREVIEWABLE_TYPE_LIST } from "./internal/file-types";

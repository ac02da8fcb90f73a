import { z } from "zod";
import { EVIDENCE_SOURCES } from "@/db/evidence";
import { httpUrl, isoDateTime, optionalText, requiredText } from "@/lib/schemas";

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
  })
  .refine((v) => !v.collectedAt || !v.expiresAt || v.expiresAt > v.collectedAt, {
    path: ["expiresAt"],
    message: "Must be after collectedAt",
  });

/** PATCH: any subset of the editable fields; `controls` replaces the whole mapping set, null clears a field. */
export const updateEvidenceBody = z
  .strictObject({
    title: requiredText(300).optional(),
    description: optionalText(5000).nullable(),
    controls: z.array(controlRef).min(1, "Name at least one control").max(200).optional(),
    collectedAt: isoDateTime().nullable().optional(),
    expiresAt: isoDateTime().nullable().optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), { message: "Change at least one field" })
  .refine((v) => !v.collectedAt || !v.expiresAt || v.expiresAt > v.collectedAt, {
    path: ["expiresAt"],
    message: "Must be after collectedAt",
  });

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
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  /** Set once deleted; only an auditor of an audit whose request the item answered still sees it. */
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
});

export const uploadShape = z.object({
  id: z.string(),
  url: z.string(),
  sha256: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  filename: z.string(),
  /** The evidence item recorded with the file when the upload carried `title` and `controls`; else null. */
  evidence: evidenceShape.nullable(),
});

export type ControlRef = z.output<typeof controlRef>;
export type CreateEvidenceInput = z.output<typeof createEvidenceBody>;
export type Evidence = z.output<typeof evidenceShape>;
export type UpdateEvidenceInput = z.output<typeof updateEvidenceBody>;
export type UploadEvidenceFields = z.output<typeof uploadEvidenceFields>;
export type FileVersion = z.output<typeof fileVersionShape>;
export type UploadedFile = z.output<typeof uploadShape>;

import { z } from "zod";
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

export const evidenceShape = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  source: z.enum(["link", "upload", "audit_response"]),
  fileId: z.string().nullable(),
  controls: z.array(z.object({ framework: z.string(), controlId: z.string() })),
  collectedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
});

export const uploadShape = z.object({
  id: z.string(),
  url: z.string(),
  sha256: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  filename: z.string(),
});

export type ControlRef = z.output<typeof controlRef>;
export type CreateEvidenceInput = z.output<typeof createEvidenceBody>;
export type Evidence = z.output<typeof evidenceShape>;
export type UploadedFile = z.output<typeof uploadShape>;

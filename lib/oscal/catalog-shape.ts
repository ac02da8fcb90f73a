import { z } from "zod";

/**
 * The OSCAL catalog document as the API documents it: its outline only, open to everything else NIST's catalog model
 * holds (groups and controls nest to any depth, which a JSON Schema here could not follow without cycles). Every
 * document this product writes validates against NIST's own schema (tests/helpers/oscal-schema.ts).
 */
const control = z.looseObject({
  id: z.string(),
  class: z.string().optional(),
  title: z.string(),
  params: z.array(z.looseObject({ id: z.string() })).optional(),
  props: z.array(z.looseObject({ name: z.string(), value: z.string() })).optional(),
  links: z.array(z.looseObject({ href: z.string() })).optional(),
  parts: z.array(z.looseObject({ name: z.string() })).optional(),
  controls: z
    .array(z.looseObject({ id: z.string(), title: z.string() }))
    .optional()
    .describe("Enhancements: controls of the same shape, nested."),
});

const group = z.looseObject({
  id: z.string().optional(),
  class: z.string().optional(),
  title: z.string(),
  controls: z.array(control).optional(),
  groups: z
    .array(z.looseObject({ title: z.string() }))
    .optional()
    .describe("Sub-groups of the same shape."),
});

export const oscalCatalogDocumentShape = z
  .object({
    catalog: z.looseObject({
      uuid: z.string().describe("Stable: the same framework always exports the same uuid."),
      metadata: z.looseObject({
        title: z.string(),
        "last-modified": z.string().describe("The framework's last change (built-ins: the date of the shipped catalogs)."),
        version: z.string(),
        "oscal-version": z.string(),
      }),
      params: z.array(z.looseObject({ id: z.string() })).optional(),
      controls: z.array(control).optional(),
      groups: z.array(group).optional(),
      "back-matter": z.looseObject({}).optional(),
    }),
  })
  .describe("An OSCAL catalog (NIST OSCAL 1.1 catalog model, JSON), the whole file.");

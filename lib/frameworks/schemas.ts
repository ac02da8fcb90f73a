import { z } from "zod";
import { MAPPING_RELATIONSHIPS } from "@/db/custom-frameworks";
import { pageQuery } from "@/lib/schemas";

export const frameworkSummaryShape = z.object({
  id: z.string(),
  name: z.string(),
  version: z.string(),
  category: z.string(),
  controlCount: z.number().int(),
});

export const frameworkDetailShape = frameworkSummaryShape.extend({
  description: z.string(),
  source: z.string(),
  license: z.string(),
  controls: z.array(z.object({ controlId: z.string(), title: z.string(), description: z.string(), category: z.string() })),
});

/** A framework id in the path: a built-in one (`iso27001`) or, where the route allows it, one of the account's custom frameworks (a UUID). */
export const frameworkParams = z.object({ id: z.string().trim().min(1).max(100) });

export const builtinExportQuery = z.object({
  format: z.enum(["oscal"]).default("oscal").describe("`oscal` (the only format, and the default): an OSCAL catalog file."),
});

export type FrameworkSummaryJson = z.output<typeof frameworkSummaryShape>;
export type FrameworkDetailJson = z.output<typeof frameworkDetailShape>;

// ---------------------------------------------------------------- mappings (docs/api.md "Mappings")

export const MAPPING_KINDS = ["direct", "derived"] as const;

const mappedControlShape = z.object({ framework: z.string(), controlId: z.string(), title: z.string() });

export const mappingSourceShape = z
  .object({ key: z.string(), name: z.string(), publisher: z.string(), version: z.string() })
  .describe("The publication a crosswalk row comes from, named with its version.");

const relationshipShape = z
  .enum(MAPPING_RELATIONSHIPS)
  .describe("NIST OLIR relationship of `from` to `to`: `subset_of` = all `from` asks for, `to` asks for too.");

export const mappingHopShape = z.object({ from: mappedControlShape, to: mappedControlShape, relationship: relationshipShape, source: mappingSourceShape });

export const frameworkMappingShape = z.object({
  from: mappedControlShape,
  to: mappedControlShape,
  relationship: relationshipShape.describe(
    "NIST OLIR relationship of `from` to `to`. For a derived mapping, what the chain implies: never stronger than its weakest link.",
  ),
  kind: z.enum(MAPPING_KINDS).describe("`direct`: one row of an official crosswalk. `derived`: a chain of two, computed by the product, never official."),
  provenance: z.object({
    origin: z.literal("crosswalk"),
    source: mappingSourceShape.optional().describe("The crosswalk of a direct mapping; a derived one names each hop's in `chain`."),
  }),
  via: mappedControlShape.optional().describe("Derived only: the control the chain passes through."),
  chain: z.array(mappingHopShape).optional().describe("Derived only: the two crosswalk rows, in order from `from` to `to`, each with its source."),
});
export type FrameworkMappingJson = z.output<typeof frameworkMappingShape>;

export const listMappingsQuery = pageQuery
  .extend({
    target: z.string().trim().min(1).max(100).optional().describe("Only mappings to this built-in framework."),
    kind: z.enum(["direct", "derived", "all"]).default("all").describe("`all`: the direct mappings first, then the derived ones."),
  })
  .strict();

export const controlMappingsParams = z.object({ id: z.string().min(1).max(100), controlId: z.string().trim().min(1).max(100) });

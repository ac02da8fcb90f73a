import { z } from "zod";
import type { JsonSchema } from "./components";

/**
 * zod → JSON Schema 2020-12 (OpenAPI 3.1's dialect). `output` for responses closes objects
 * (`additionalProperties: false`), so a field the service adds without documenting it fails the
 * harness's response check. Inline only: a `$defs` block would resolve against the document root.
 */
export function toJsonSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any", reused: "inline", cycles: "throw" }) as JsonSchema;
  return rest;
}

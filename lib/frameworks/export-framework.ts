import { ServiceError } from "@/lib/errors";
import { attachment } from "@/lib/http/reply";
import { builtinOscalCatalogBytes } from "./internal/oscal-catalog";

/** A built-in framework as an OSCAL catalog file; the bytes are built once per process and the same every time. */
export function exportFramework(id: string, _query: { format: "oscal" }): Response {
  const bytes = builtinOscalCatalogBytes(id);
  if (!bytes) throw ServiceError.notFound("framework");
  return attachment(bytes, "application/json; charset=utf-8", `${id}-oscal-catalog.json`);
}

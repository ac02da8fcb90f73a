import type { DocumentKind } from "./kinds";
import { getTemplate } from "./templates";

/** The kind of the template a document was generated from; undefined when that template no longer exists. */
export function documentKindOfTemplate(templateId: string): DocumentKind | undefined {
  return getTemplate(templateId)?.kind;
}

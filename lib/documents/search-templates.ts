import type { SearchBody } from "./schemas";
import { searchTemplates } from "./search";

/** Public template search (no account involved). */
export function searchDocumentTemplates(input: SearchBody) {
  return searchTemplates({ query: input.query, framework: input.framework, category: input.category, limit: input.limit });
}

import { builtinFrameworks } from "@/lib/frameworks";
import { buildSuggestIndex, type SuggestIndex, type SuggestQuery, type Suggestion } from "./model";

let index: SuggestIndex | null = null;

/** The index over every built-in catalog, built on first use and kept for the process. */
export function catalogSuggestIndex(): SuggestIndex {
  if (!index) {
    index = buildSuggestIndex(
      builtinFrameworks.flatMap((f) =>
        f.controls.map((c) => ({
          framework: f.id,
          controlId: c.controlId,
          title: c.title,
          description: c.description ?? "",
          category: c.category ?? "",
        })),
      ),
    );
  }
  return index;
}

export function suggestMappingsFromCatalog(query: SuggestQuery): Suggestion[] {
  return catalogSuggestIndex().suggest(query);
}

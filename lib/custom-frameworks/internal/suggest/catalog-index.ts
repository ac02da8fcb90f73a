import { builtinFrameworks, crosswalkRows } from "@/lib/frameworks";
import { buildSuggestIndex, type FeedbackEntry, type SuggestIndex, type SuggestQuery, type Suggestion } from "./model";

let index: SuggestIndex | null = null;

/**
 * The index over every built-in catalog, trained on every official crosswalk row the product ships, built on
 * first use and kept for the process.
 */
export function catalogSuggestIndex(): SuggestIndex {
  index ??= buildSuggestIndex(
    builtinFrameworks.flatMap((f) =>
      f.controls.map((c) => ({
        framework: f.id,
        controlId: c.controlId,
        title: c.title,
        description: c.description ?? "",
        category: c.category ?? "",
      })),
    ),
    crosswalkRows(),
  );
  return index;
}

export function suggestMappingsFromCatalog(query: SuggestQuery, feedback?: readonly FeedbackEntry[]): Suggestion[] {
  return catalogSuggestIndex().suggest(query, feedback);
}

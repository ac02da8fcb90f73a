import type { z } from "zod";
import type { Ctx } from "@/lib/context";
import { requireCustomFrameworks } from "./internal/access";
import { suggestMappingsFromCatalog } from "./internal/suggest/catalog-index";
import { MODEL_VERSION } from "./internal/suggest/model";
import { recentFeedback } from "./internal/suggestion-feedback";
import type { MappingSuggestion } from "./schemas";
import type { suggestSchema } from "./schemas";

export type SuggestInput = z.output<typeof suggestSchema>;

/**
 * Up to 10 built-in controls a custom control most likely corresponds to, best first, re-ranked by the
 * account's own recent decisions on suggestions for similar texts.
 */
export async function suggestMappings(ctx: Ctx, input: SuggestInput): Promise<MappingSuggestion[]> {
  const accountId = await requireCustomFrameworks(ctx);
  const feedback = await recentFeedback(ctx.db, accountId);
  const suggestions = suggestMappingsFromCatalog(
    { title: input.title, description: input.description ?? undefined, category: input.category ?? undefined, framework: input.framework },
    feedback,
  );
  return suggestions.map((s) => ({ ...s, modelVersion: MODEL_VERSION }));
}

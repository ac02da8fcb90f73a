import type { z } from "zod";
import type { Ctx } from "@/lib/context";
import { requireCustomFrameworks } from "./internal/access";
import type { suggestSchema } from "./schemas";
import { suggestMappingsFromCatalog } from "./internal/suggest/catalog-index";
import type { Suggestion } from "./internal/suggest/model";

export type SuggestInput = z.output<typeof suggestSchema>;

/** Up to 10 built-in controls a custom control most likely corresponds to, best first. */
export async function suggestMappings(ctx: Ctx, input: SuggestInput): Promise<Suggestion[]> {
  await requireCustomFrameworks(ctx);
  return suggestMappingsFromCatalog({
    title: input.title,
    description: input.description ?? undefined,
    category: input.category ?? undefined,
    framework: input.framework,
  });
}

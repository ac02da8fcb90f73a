import { and, desc, eq } from "drizzle-orm";
import { mappingSuggestionFeedback, type SuggestionDecision } from "@/db/custom-frameworks";
import type { Ctx } from "@/lib/context";
import { newestFirstAfter, newestFirstKey, toPage, type Page, type PageRequest } from "@/lib/pagination";
import { requireCustomFrameworks } from "./internal/access";
import { toSuggestionFeedback } from "./internal/suggestion-feedback";
import type { SuggestionFeedback } from "./schemas";

/** The account's decisions on suggestions, newest first; optionally only accepted or only rejected ones. */
export async function listSuggestionFeedback(ctx: Ctx, page: PageRequest, filter: { decision?: SuggestionDecision } = {}): Promise<Page<SuggestionFeedback>> {
  const accountId = await requireCustomFrameworks(ctx, "viewer");
  const t = mappingSuggestionFeedback;
  const rows = await ctx.db
    .select()
    .from(t)
    .where(and(eq(t.accountId, accountId), filter.decision ? eq(t.decision, filter.decision) : undefined, newestFirstAfter(t.createdAt, t.id, page.cursor)))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(page.limit + 1);
  return toPage(rows, page.limit, newestFirstKey, toSuggestionFeedback);
}

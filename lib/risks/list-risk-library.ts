import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { foldText } from "@/lib/text-search";
import { pageArray, type Page } from "@/lib/pagination";
import { libraryEntryOf, libraryRisks } from "./internal/library";
import { libraryIdsInRegister } from "./internal/library-held";
import type { ListRiskLibraryQuery, RiskLibraryEntryJson } from "./schemas";

/** The starter catalogue of risks, in its order, with what the register already holds marked: viewers and above. */
export async function listRiskLibrary(ctx: Ctx, query: ListRiskLibraryQuery): Promise<Page<RiskLibraryEntryJson>> {
  const { accountId } = requireRole(ctx, "viewer");
  const held = await libraryIdsInRegister(ctx.db, accountId);
  const words = query.q ? foldText(query.q) : undefined;
  const entries = libraryRisks()
    .filter((e) => !query.category || e.category === query.category)
    .filter((e) => !words || foldText(`${e.title} ${e.description}`).includes(words))
    .map((e) => ({ ...libraryEntryOf(e), inRegister: held.has(e.id) }));
  return pageArray(entries, query);
}

import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import type { Page } from "@/lib/pagination";
import { computeCoverage, coveragePage } from "./internal/coverage";
import type { CoverageControlResponse, CoverageSummaryResponse, ListCoverageQuery } from "./schemas";

/**
 * How much of framework `to` the account's work on framework `from` covers (docs/api.md "Coverage"): counts of
 * covered, partly covered and not covered controls of `to`, and how the two frameworks are joined. Either may be
 * a built-in id or one of the account's custom frameworks; anything else is 404.
 */
export async function getCoverage(ctx: Ctx, query: { from: string; to: string }): Promise<CoverageSummaryResponse> {
  const { accountId } = requireRole(ctx, "viewer");
  return (await computeCoverage(ctx.db, accountId, query.from, query.to, ctx.now())).summary;
}

/** The summary and one page of the controls from one computation (the console page shows both). */
export async function getCoverageWithControls(
  ctx: Ctx,
  query: ListCoverageQuery,
): Promise<{ summary: CoverageSummaryResponse; page: Page<CoverageControlResponse> }> {
  const { accountId } = requireRole(ctx, "viewer");
  const { summary, controls } = await computeCoverage(ctx.db, accountId, query.from, query.to, ctx.now());
  return { summary, page: coveragePage(controls, query) };
}

import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import type { Page } from "@/lib/pagination";
import { computeCoverage, coveragePage } from "./internal/coverage";
import type { CoverageControlResponse, ListCoverageQuery } from "./schemas";

/**
 * Each control of `to` in catalog order with what covers it from `from` (docs/api.md "Coverage"): the `from`
 * controls with current evidence or passing tests, how each is mapped (same control, direct or derived, with the
 * relationship, provenance and chain) and which items. `status` keeps one coverage status.
 */
export async function listCoverage(ctx: Ctx, query: ListCoverageQuery): Promise<Page<CoverageControlResponse>> {
  const { accountId } = requireRole(ctx, "viewer");
  const { controls } = await computeCoverage(ctx.db, accountId, query.from, query.to, ctx.now());
  return coveragePage(controls, query);
}

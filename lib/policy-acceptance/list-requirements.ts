import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { pageArray, type Page, type PageRequest } from "@/lib/pagination";
import { toRequirement } from "./internal/serialize";
import { loadPolicyState } from "./internal/state";
import type { RequirementJson } from "./schemas";

/** The documents that require acceptance, by title, each with its current version and coverage (an account has a handful). */
export async function listRequirements(ctx: Ctx, page: PageRequest): Promise<Page<RequirementJson>> {
  const { accountId } = requireRole(ctx, "viewer");
  const state = await loadPolicyState(ctx.db, accountId);
  return pageArray(state.requirements.map(toRequirement), page);
}

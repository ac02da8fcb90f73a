import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { figures, loadPolicyState, titleOf, versionRef } from "./internal/state";
import type { CoverageJson, CoverageQuery } from "./schemas";

/** How many pending people each document lists (the console's "who is missing"; the people list filters the rest). */
const PENDING_LISTED = 200;

/**
 * Coverage (docs/api.md "Policy acceptance"): per document requiring acceptance, the active people asked, how many
 * accepted the current version, the share and whether it reaches 95%, with who is still pending; overall, the same
 * over every person-policy pair of the documents that have a current version.
 */
export async function getCoverage(ctx: Ctx, query: CoverageQuery): Promise<CoverageJson> {
  const { accountId } = requireRole(ctx, "viewer");
  const state = await loadPolicyState(ctx.db, accountId);
  const requirements = state.requirements.filter((r) => !query.documentId || r.row.documentId === query.documentId);
  const counted = requirements.filter((r) => r.version);
  const required = counted.reduce((n, r) => n + r.audience.length, 0);
  const accepted = counted.reduce((n, r) => n + r.acceptedBy.size, 0);
  return {
    overall: figures(required, accepted),
    documents: requirements.map((r) => ({
      requirementId: r.row.id,
      documentId: r.row.documentId,
      documentTitle: titleOf(r),
      currentVersion: r.version ? versionRef(r.version) : null,
      ...figures(r.audience.length, r.acceptedBy.size),
      pending: r.audience
        .filter((p) => !r.acceptedBy.has(p.id))
        .sort((a, b) => a.name.localeCompare(b.name))
        .slice(0, PENDING_LISTED)
        .map((p) => ({ id: p.id, name: p.name, email: p.email })),
    })),
  };
}

import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { pageArray, type Page, type PageRequest } from "@/lib/pagination";
import { decisionRows, toControlScope } from "./internal/decisions";
import { frameworkControls } from "./internal/framework-controls";
import type { ControlScope } from "./schemas";

/**
 * The account's scope decisions on a framework's controls, by control id; a control without one is undecided (and
 * applicable) and not listed. A framework has at most some hundreds of controls, so the decisions are paged in memory.
 */
export async function listControlScope(ctx: Ctx, frameworkId: string, page: PageRequest): Promise<Page<ControlScope>> {
  const { accountId } = requireRole(ctx, "viewer");
  const controls = await frameworkControls(ctx.db, accountId, frameworkId);
  const rows = await decisionRows(ctx.db, accountId, frameworkId);
  const items = rows
    // A control removed from a custom framework keeps its decision until someone withdraws it; it is not listed.
    .filter((r) => controls.ids.has(r.controlId))
    .sort((a, b) => a.controlId.localeCompare(b.controlId, "en", { numeric: true }))
    .map((r) => toControlScope(frameworkId, r, controls.title(r.controlId)));
  return pageArray(items, page);
}

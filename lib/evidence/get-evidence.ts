import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { controlsOf } from "./list-evidence";
import { liveEvidence } from "./internal/live-evidence";
import type { Evidence } from "./schemas";
import { toEvidence } from "./internal/serialize";

/** One of the account's evidence items with its controls (deleted items are 404). */
export async function getEvidence(ctx: Ctx, id: string): Promise<Evidence> {
  const { accountId } = requireRole(ctx, "viewer");
  const row = await liveEvidence(ctx.db, accountId, id);
  const controls = await controlsOf(ctx.db, [row.id]);
  return toEvidence(row, controls.get(row.id) ?? []);
}

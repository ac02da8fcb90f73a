import { requireRole } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { findIncident } from "./internal/find-incident";
import { incidentViews } from "./internal/views";
import type { IncidentJson } from "./schemas";

export async function getIncident(ctx: Ctx, id: string): Promise<IncidentJson> {
  const { accountId } = requireRole(ctx, "viewer");
  const row = await findIncident(ctx.db, accountId, id);
  const [json] = await incidentViews(ctx.db, accountId, [row], ctx.now());
  return json;
}

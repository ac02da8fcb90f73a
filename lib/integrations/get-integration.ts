import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { toIntegration } from "./internal/serialize";
import { findIntegration } from "./internal/find-integration";
import { integrationFacts } from "./internal/integration-facts";
import type { IntegrationResponse } from "./schemas";

export async function getIntegration(ctx: Ctx, id: string): Promise<IntegrationResponse> {
  const { accountId } = requireRole(ctx, "viewer");
  const row = await findIntegration(ctx.db, accountId, id);
  const facts = await integrationFacts(ctx.db, accountId, [row], ctx.now());
  return toIntegration(row, facts.get(row.id)!);
}

import { and, asc, eq, isNull } from "drizzle-orm";
import { integrations } from "@/db/integrations";
import type { PopulationKind } from "@/db/audit-populations";
import { connectorOf } from "@/lib/connectors";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { populationKindsOf } from "./internal/population-sources";

export interface PopulationSourceOption {
  id: string;
  name: string;
  providerName: string;
  kinds: PopulationKind[];
}

/** The account's integrations that can give an audit population, with the kinds each gives (the populations form). */
export async function listPopulationSources(ctx: Ctx): Promise<PopulationSourceOption[]> {
  const { accountId } = requireRole(ctx, "viewer");
  const rows = await ctx.db
    .select({ id: integrations.id, name: integrations.name, provider: integrations.provider })
    .from(integrations)
    .where(and(eq(integrations.accountId, accountId), isNull(integrations.deletedAt)))
    .orderBy(asc(integrations.name), asc(integrations.id))
    .limit(500);
  return rows.flatMap((row) => {
    const connector = connectorOf(row.provider);
    const kinds = connector ? populationKindsOf(connector) : [];
    return connector && kinds.length > 0 ? [{ id: row.id, name: row.name, providerName: connector.name, kinds }] : [];
  });
}

import { and, eq, isNotNull, sql } from "drizzle-orm";
import { customControls } from "@/db/custom-frameworks";
import type { DbOrTx } from "@/lib/db/client";
import { isUuid } from "@/lib/uuid";

/**
 * The OSCAL id each control of the account's custom framework kept from its import (label → id); controls made in
 * the product have none and are exported under their label's OSCAL spelling. An assessment or audit of the framework
 * names its controls by these ids, so its findings point at the same controls as the framework's catalog export.
 */
export async function customControlOscalIds(db: DbOrTx, accountId: string, frameworkId: string): Promise<Map<string, string>> {
  if (!isUuid(frameworkId)) return new Map();
  const rows = await db
    .select({ label: customControls.controlIdLabel, id: sql<string | null>`${customControls.oscal}->>'id'` })
    .from(customControls)
    .where(and(eq(customControls.accountId, accountId), eq(customControls.frameworkId, frameworkId), isNotNull(customControls.oscal)));
  return new Map(rows.filter((r): r is { label: string; id: string } => typeof r.id === "string" && r.id.length > 0).map((r) => [r.label, r.id]));
}

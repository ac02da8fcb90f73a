import { and, eq, isNull } from "drizzle-orm";
import { customFrameworks, type MappingOrigin, type StoredMapping } from "@/db/custom-frameworks";
import { type FrameworkStatus } from "@/lib/vocabulary";
import type { DbOrTx } from "@/lib/db/client";
import { isUuid } from "@/lib/uuid";
import { controlRows } from "./queries";

export interface MonitoredFramework {
  id: string;
  name: string;
  status: FrameworkStatus;
  controls: { controlId: string; title: string; mappings: (StoredMapping & { origin: MappingOrigin })[] }[];
}

/**
 * One of the account's live custom frameworks with its controls in order and their standard
 * mappings, for continuous monitoring (which checks it against the mapped built-in controls);
 * undefined for unknown, deleted and other accounts' frameworks.
 */
export async function getFrameworkForMonitoring(db: DbOrTx, accountId: string, id: string, withControls = true): Promise<MonitoredFramework | undefined> {
  if (!isUuid(id)) return undefined;
  const [fw] = await db
    .select({ id: customFrameworks.id, name: customFrameworks.name, status: customFrameworks.status })
    .from(customFrameworks)
    .where(and(eq(customFrameworks.id, id), eq(customFrameworks.accountId, accountId), isNull(customFrameworks.deletedAt)))
    .limit(1);
  if (!fw) return undefined;
  const controls = withControls ? await controlRows(db, fw.id) : [];
  return {
    id: fw.id,
    name: fw.name,
    status: fw.status,
    controls: controls.map((c) => ({
      controlId: c.controlIdLabel,
      title: c.title,
      // Provenance decides how much a mapped control's evidence counts (lib/readiness).
      mappings: c.standardMappings.map((m) => ({ ...m, origin: m.origin ?? "user" })),
    })),
  };
}

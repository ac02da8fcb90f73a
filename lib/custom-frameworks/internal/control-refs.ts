import { and, eq, isNull } from "drizzle-orm";
import { customControls, customFrameworks } from "@/db/custom-frameworks";
import type { DbOrTx } from "@/lib/db/client";
import { isUuid } from "@/lib/uuid";
import { builtinFrameworks } from "@/lib/frameworks";

// Which controls exist, for built-in and custom frameworks alike: custom-frameworks ranks below evidence, integrations,
// scope and ownership, which check the references they store against it.
const builtinControlIds = new Map(builtinFrameworks.map((f) => [f.id, new Set(f.controls.map((c) => c.controlId))]));

/**
 * The control ids of a framework the account can see: a built-in catalog or one of its live custom
 * frameworks (by control label). Undefined when there is no such framework.
 */
export async function frameworkControlIds(db: DbOrTx, accountId: string, frameworkId: string): Promise<ReadonlySet<string> | undefined> {
  return builtinControlIds.get(frameworkId) ?? customFrameworkControlLabels(db, accountId, frameworkId);
}

/**
 * The control labels of one of the account's live custom frameworks (draft or published), or
 * undefined when the account has no such framework.
 */
export async function customFrameworkControlLabels(db: DbOrTx, accountId: string, frameworkId: string): Promise<Set<string> | undefined> {
  if (!isUuid(frameworkId)) return undefined;
  const [fw] = await db
    .select({ id: customFrameworks.id })
    .from(customFrameworks)
    .where(and(eq(customFrameworks.id, frameworkId), eq(customFrameworks.accountId, accountId), isNull(customFrameworks.deletedAt)))
    .limit(1);
  if (!fw) return undefined;
  const rows = await db.select({ label: customControls.controlIdLabel }).from(customControls).where(eq(customControls.frameworkId, fw.id));
  return new Set(rows.map((r) => r.label));
}

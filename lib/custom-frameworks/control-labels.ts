import { and, eq, isNull } from "drizzle-orm";
import { customControls, customFrameworks } from "@/db/custom-frameworks";
import type { DbOrTx } from "@/lib/db/client";
import { isUuid } from "@/lib/uuid";

/**
 * The control labels of one of the account's live custom frameworks (draft or published), or
 * undefined when the account has no such framework. Evidence uses it to validate references.
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

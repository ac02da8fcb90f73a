import { customFrameworkTitles } from "@/lib/custom-frameworks";
import type { DbOrTx } from "@/lib/db/client";
import { getBuiltinControl, getBuiltinFramework } from "@/lib/frameworks";

/** Titles of controls and names of their frameworks, built-in or the account's custom ones, in at most two queries. */
export async function controlTitles(db: DbOrTx, accountId: string, refs: { frameworkId: string; controlId: string }[]) {
  const customIds = [...new Set(refs.map((r) => r.frameworkId).filter((id) => !getBuiltinFramework(id)))];
  const custom = await customFrameworkTitles(db, accountId, customIds);
  return {
    control: (frameworkId: string, controlId: string): string | null =>
      getBuiltinControl(frameworkId, controlId)?.title ?? custom.controls.get(frameworkId)?.get(controlId) ?? null,
    framework: (frameworkId: string): string => getBuiltinFramework(frameworkId)?.name ?? custom.names.get(frameworkId) ?? frameworkId,
  };
}

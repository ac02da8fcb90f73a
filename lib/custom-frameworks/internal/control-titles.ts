import { and, eq, inArray } from "drizzle-orm";
import { customControls, customFrameworks } from "@/db/custom-frameworks";
import type { DbOrTx } from "@/lib/db/client";
import { getBuiltinControl, getBuiltinFramework } from "@/lib/frameworks";
import { isUuid } from "@/lib/uuid";

/**
 * Names and control titles of the account's custom frameworks among `ids` (deleted ones too: a result keeps
 * naming what it checked), in two queries whatever their number; ids that are no custom framework are skipped.
 */
export async function customFrameworkTitles(db: DbOrTx, accountId: string, ids: string[]) {
  const uuids = ids.filter(isUuid);
  const names = new Map<string, string>();
  const controls = new Map<string, Map<string, string>>();
  if (uuids.length === 0) return { names, controls };
  const [frameworks, rows] = await Promise.all([
    db
      .select({ id: customFrameworks.id, name: customFrameworks.name })
      .from(customFrameworks)
      .where(and(eq(customFrameworks.accountId, accountId), inArray(customFrameworks.id, uuids))),
    db
      .select({ frameworkId: customControls.frameworkId, controlId: customControls.controlIdLabel, title: customControls.title })
      .from(customControls)
      .where(and(eq(customControls.accountId, accountId), inArray(customControls.frameworkId, uuids))),
  ]);
  for (const f of frameworks) names.set(f.id, f.name);
  for (const c of rows) {
    if (!controls.has(c.frameworkId)) controls.set(c.frameworkId, new Map());
    controls.get(c.frameworkId)!.set(c.controlId, c.title);
  }
  return { names, controls };
}

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

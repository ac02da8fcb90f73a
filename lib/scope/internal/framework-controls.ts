import type { DbOrTx } from "@/lib/db/client";
import { customFrameworkTitles, frameworkControlIds } from "@/lib/custom-frameworks";
import { ServiceError } from "@/lib/errors";
import { getBuiltinControl, isBuiltinFrameworkId } from "@/lib/frameworks";

export interface FrameworkControls {
  ids: ReadonlySet<string>;
  title: (controlId: string) => string | null;
}

/**
 * The controls of a built-in framework or of one of the account's live custom frameworks, with their titles; another
 * account's framework, or no framework at all, is 404 like an unknown one (docs/api.md §2).
 */
export async function frameworkControls(db: DbOrTx, accountId: string, frameworkId: string): Promise<FrameworkControls> {
  const ids = await frameworkControlIds(db, accountId, frameworkId);
  if (!ids) throw ServiceError.notFound("framework");
  if (isBuiltinFrameworkId(frameworkId)) return { ids, title: (controlId) => getBuiltinControl(frameworkId, controlId)?.title ?? null };
  const custom = await customFrameworkTitles(db, accountId, [frameworkId]);
  return { ids, title: (controlId) => custom.controls.get(frameworkId)?.get(controlId) ?? null };
}

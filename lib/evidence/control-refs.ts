import { getBuiltinControl, isBuiltinFrameworkId } from "@/lib/frameworks/catalog";
import { customFrameworkControlLabels } from "@/lib/custom-frameworks/control-labels";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError, type ValidationIssue } from "@/lib/errors";
import type { ControlRef } from "./schemas";

/** Every reference must name a real control; all problems are reported at once with their paths. */
export async function assertControlRefs(db: DbOrTx, accountId: string, refs: ControlRef[], path = "controls"): Promise<void> {
  const issues: ValidationIssue[] = [];
  const customCache = new Map<string, Set<string> | undefined>();
  for (const [index, ref] of refs.entries()) {
    if (isBuiltinFrameworkId(ref.framework)) {
      if (!getBuiltinControl(ref.framework, ref.controlId)) {
        issues.push({ path: `${path}.${index}.controlId`, message: `${ref.framework} has no control ${ref.controlId}` });
      }
      continue;
    }
    if (!customCache.has(ref.framework)) {
      customCache.set(ref.framework, await customFrameworkControlLabels(db, accountId, ref.framework));
    }
    const labels = customCache.get(ref.framework);
    if (!labels) issues.push({ path: `${path}.${index}.framework`, message: `Unknown framework ${ref.framework}` });
    else if (!labels.has(ref.controlId)) issues.push({ path: `${path}.${index}.controlId`, message: `${ref.framework} has no control ${ref.controlId}` });
  }
  if (issues.length) throw ServiceError.validation(issues);
}

import type { DbOrTx } from "@/lib/db/client";
import { ServiceError, type ValidationIssue } from "@/lib/errors";
import { frameworkControlIds } from "./control-refs";

export interface ControlRef {
  framework: string;
  controlId: string;
}

/** Every reference must name a real control (evidence, custom tests); all problems are reported at once with their paths. */
export async function assertControlRefs(db: DbOrTx, accountId: string, refs: ControlRef[], path = "controls"): Promise<void> {
  const issues: ValidationIssue[] = [];
  const known = new Map<string, ReadonlySet<string> | undefined>();
  for (const [index, ref] of refs.entries()) {
    if (!known.has(ref.framework)) known.set(ref.framework, await frameworkControlIds(db, accountId, ref.framework));
    const controlIds = known.get(ref.framework);
    if (!controlIds) issues.push({ path: `${path}.${index}.framework`, message: `Unknown framework ${ref.framework}` });
    else if (!controlIds.has(ref.controlId)) issues.push({ path: `${path}.${index}.controlId`, message: `${ref.framework} has no control ${ref.controlId}` });
  }
  if (issues.length) throw ServiceError.validation(issues);
}

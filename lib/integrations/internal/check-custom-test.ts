import type { DbOrTx } from "@/lib/db/client";
import { ServiceError, type ValidationIssue } from "@/lib/errors";
import { assertControlRefs } from "@/lib/custom-frameworks";
import { compileCel } from "./cel-engine.mjs";

/** A custom test's expressions must compile and type-check, and its controls must exist; every problem at once. */
export async function checkCustomTest(
  db: DbOrTx,
  accountId: string,
  input: { expression?: string; appliesWhen?: string | null; controls?: { framework: string; controlId: string }[] },
): Promise<void> {
  const issues: ValidationIssue[] = [];
  for (const field of ["expression", "appliesWhen"] as const) {
    const text = input[field];
    if (!text) continue;
    const compiled = compileCel(text);
    if (!compiled.ok) issues.push({ path: field, message: `Not a valid CEL expression: ${compiled.error}` });
  }
  if (issues.length > 0) throw ServiceError.validation(issues);
  if (input.controls && input.controls.length > 0) await assertControlRefs(db, accountId, input.controls);
}

import { Environment } from "@marcbachmann/cel-js";
import type { Evaluation } from "@/lib/connectors";

/**
 * Custom tests are CEL (the Common Expression Language: non-Turing-complete, side-effect free, bounded), evaluated
 * by @marcbachmann/cel-js. In scope: `attributes` (the resource's snapshot), `resource` (`name`, `externalId`,
 * `type`) and `now` (the sync's time). Parse limits keep a hostile expression small.
 */
const env = new Environment({
  enableOptionalTypes: true,
  homogeneousAggregateLiterals: false,
  limits: { maxAstNodes: 500, maxDepth: 32, maxListElements: 200, maxMapEntries: 200, maxCallArguments: 8 },
})
  .registerVariable("attributes", "map")
  .registerVariable("resource", "map")
  .registerVariable("now", "google.protobuf.Timestamp");

export interface CelInput {
  attributes: Record<string, unknown>;
  resource: { name: string; externalId: string; type: string };
  now: Date;
}

export type CompiledCel = { ok: true; run(input: CelInput): unknown } | { ok: false; error: string };

/** Parses and type-checks once; `expectBool` refuses an expression that cannot answer true or false. */
export function compileCel(expression: string): CompiledCel {
  try {
    const program = env.parse(expression);
    const checked = program.check() as { valid: boolean; type?: string; error?: { message?: string } };
    if (!checked.valid) return { ok: false, error: checked.error?.message ?? "The expression does not type-check." };
    if (checked.type && checked.type !== "bool" && checked.type !== "dyn") return { ok: false, error: `The expression must be true or false; it is of type ${checked.type}.` };
    return { ok: true, run: (input) => program(input as unknown as Record<string, unknown>) };
  } catch (error) {
    return { ok: false, error: firstLine(error) };
  }
}

/** Runs a compiled test: true passes, false fails, anything else (a missing key, a non-boolean) is an error. */
export function runCelTest(test: CompiledCel, appliesWhen: CompiledCel | null, input: CelInput): Evaluation {
  if (!test.ok) return { outcome: "error", detail: `The test's expression is invalid: ${test.error}` };
  try {
    if (appliesWhen) {
      if (!appliesWhen.ok) return { outcome: "error", detail: `The test's applies-when expression is invalid: ${appliesWhen.error}` };
      const applies = appliesWhen.run(input);
      if (applies === false) return { outcome: "not_applicable", detail: "The applies-when expression is false for this resource." };
      if (applies !== true) return { outcome: "error", detail: "The applies-when expression did not answer true or false." };
    }
    const value = test.run(input);
    if (value === true) return { outcome: "passing", detail: "The expression is true for this resource." };
    if (value === false) return { outcome: "failing", detail: "The expression is false for this resource." };
    return { outcome: "error", detail: "The expression did not answer true or false." };
  } catch (error) {
    return { outcome: "error", detail: `The expression could not be evaluated: ${firstLine(error)}` };
  }
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n")[0].slice(0, 300);

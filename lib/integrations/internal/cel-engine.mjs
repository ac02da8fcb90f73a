/**
 * The CEL engine of custom tests, in plain JavaScript so that the evaluation worker (cel-worker.mjs, run by Node as
 * is, outside any bundler) and the server (which compiles expressions to validate them as they are saved) share
 * one definition. Types: cel-engine.d.mts.
 *
 * Custom tests are CEL (the Common Expression Language: non-Turing-complete, side-effect free), evaluated by
 * @marcbachmann/cel-js. In scope: `attributes` (the resource's snapshot), `resource` (`name`, `externalId`,
 * `type`) and `now` (the sync's time). Parse limits keep a hostile expression small; what they cannot bound (the
 * cost of nested comprehensions over a large list) the worker's deadline and memory limit do.
 *
 * `matches()` uses RE2 (re2js: linear time, CEL's own regular-expression syntax) instead of the library's
 * JavaScript RegExp, which backtracks: `(a+)+$` on 32 characters would run for minutes. cel-js 8 neither lets an
 * environment replace a standard function (a second `string.matches(string)` overlaps the built-in one) nor
 * offers a cost limit, so each parsed expression's `matches` calls are pointed at an RE2-backed function before
 * type-checking (the library binds calls to functions by name at check time). A literal pattern RE2 cannot
 * express (lookaround, backreferences) is refused when the test is saved.
 */
import { Environment } from "@marcbachmann/cel-js";
import { RE2JS } from "re2js";

/** The function `matches` calls are bound to; never shown to users (publicMessage puts `matches` back). */
const RE2_MATCHES = "__re2_matches";

const MAX_CACHED_PATTERNS = 256;
const patterns = new Map();

/** A compiled RE2 pattern, cached: a test applies the same pattern to every resource of a sync. */
function re2(pattern) {
  let compiled = patterns.get(pattern);
  if (compiled === undefined) {
    try {
      compiled = RE2JS.compile(pattern);
    } catch (error) {
      compiled = new Error(`Invalid regular expression ${JSON.stringify(pattern)}: ${re2Reason(error)}`);
    }
    if (patterns.size >= MAX_CACHED_PATTERNS) patterns.clear();
    patterns.set(pattern, compiled);
  }
  if (compiled instanceof Error) throw compiled;
  return compiled;
}

const re2Reason = (error) =>
  `${(error instanceof Error ? error.message : String(error)).replace(/^error parsing regexp: /, "")} (patterns use RE2 syntax: no ` +
  `lookaround, no backreferences)`;

const env = new Environment({
  enableOptionalTypes: true,
  homogeneousAggregateLiterals: false,
  limits: { maxAstNodes: 500, maxDepth: 32, maxListElements: 200, maxMapEntries: 200, maxCallArguments: 8 },
})
  .registerVariable("attributes", "map")
  .registerVariable("resource", "map")
  .registerVariable("now", "google.protobuf.Timestamp")
  .registerFunction(`string.${RE2_MATCHES}(string): bool`, (text, pattern) => re2(pattern).test(text));

/**
 * Points every `x.matches(p)` of a parsed expression at the RE2 function, and checks literal patterns now.
 * Walks the macro expansions too (a `matches` inside `all(…)` lives in both). Answers a problem or null.
 */
function bindMatchesToRe2(root) {
  const seen = new Set();
  const stack = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (value === null || typeof value !== "object" || seen.has(value)) continue;
    seen.add(value);
    if (Array.isArray(value)) {
      stack.push(...value);
      continue;
    }
    if (typeof value.op === "string" && "args" in value) {
      if (value.op === "rcall" && Array.isArray(value.args) && value.args[0] === "matches") {
        value.args[0] = RE2_MATCHES;
        const [pattern] = value.args[2] ?? [];
        if (pattern?.op === "value" && typeof pattern.args === "string") {
          try {
            re2(pattern.args);
          } catch (error) {
            return error.message;
          }
        }
      }
      stack.push(value.args, value.meta?.alternate);
      continue;
    }
    stack.push(...Object.values(value));
  }
  return null;
}

/** Parses and type-checks once; an expression that cannot answer true or false is refused. */
export function compileCel(expression) {
  try {
    const program = env.parse(expression);
    const problem = bindMatchesToRe2(program.ast);
    if (problem) return { ok: false, error: problem };
    const checked = program.check();
    if (!checked.valid) return { ok: false, error: checked.error?.message ? publicMessage(checked.error) : "The expression does not type-check." };
    if (checked.type && checked.type !== "bool" && checked.type !== "dyn")
      return { ok: false, error: `The expression must be true or false; it is of type ${checked.type}.` };
    return { ok: true, run: (input) => program(input) };
  } catch (error) {
    return { ok: false, error: publicMessage(error) };
  }
}

/** Runs a compiled test: true passes, false fails, anything else (a missing key, a non-boolean) is an error. */
export function runCelTest(test, appliesWhen, input) {
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
    return { outcome: "error", detail: `The expression could not be evaluated: ${publicMessage(error)}` };
  }
}

/** The first line of an error, naming `matches` as the user wrote it. */
export function publicMessage(error) {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0].replaceAll(RE2_MATCHES, "matches").slice(0, 300);
}

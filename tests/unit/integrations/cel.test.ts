import { describe, expect, it } from "vitest";
import { compileCel, runCelTest } from "@/lib/integrations/internal/cel-engine.mjs";

const input = (attributes: Record<string, unknown>) => ({
  attributes,
  resource: { name: "prod-db", externalId: "1", type: "custom.db" },
  now: new Date("2026-11-27T00:00:00Z"),
});

describe("custom tests in CEL", () => {
  it("passes on true, fails on false, and explains anything else", () => {
    const test = compileCel("attributes.encrypted == true");
    expect(runCelTest(test, null, input({ encrypted: true })).outcome).toBe("passing");
    expect(runCelTest(test, null, input({ encrypted: false })).outcome).toBe("failing");
    expect(runCelTest(test, null, input({})).detail).toMatch(/could not be evaluated: .*encrypted/);
    expect(runCelTest(compileCel("attributes.count"), null, input({ count: 3 })).detail).toBe("The expression did not answer true or false.");
  });

  it("reads names, numbers, lists, optional keys and time", () => {
    const at = (expr: string, attributes: Record<string, unknown>) => runCelTest(compileCel(expr), null, input(attributes)).outcome;
    expect(at('resource.name.startsWith("prod-")', {})).toBe("passing");
    expect(at("attributes.replicas >= 2", { replicas: 3 })).toBe("passing");
    expect(at('"admin" in attributes.roles', { roles: ["viewer"] })).toBe("failing");
    expect(at("has(attributes.backup) && attributes.backup.enabled", { backup: { enabled: true } })).toBe("passing");
    expect(at('timestamp(attributes.rotatedAt) > now - duration("2160h")', { rotatedAt: "2026-10-01T00:00:00Z" })).toBe("passing");
    expect(at("attributes.tags.all(t, t.size() > 0)", { tags: ["a", ""] })).toBe("failing");
  });

  it("applies only where applies-when is true", () => {
    const test = compileCel("attributes.mfa == true");
    const when = compileCel('attributes.kind != "service"');
    expect(runCelTest(test, when, input({ kind: "service" })).outcome).toBe("not_applicable");
    expect(runCelTest(test, when, input({ kind: "human", mfa: false })).outcome).toBe("failing");
  });

  it("refuses what does not parse, is not a condition, or is too large", () => {
    expect(compileCel("attributes.mfa ==")).toMatchObject({ ok: false });
    expect(compileCel('"text"')).toMatchObject({ ok: false, error: expect.stringContaining("true or false") });
    const huge = Array.from({ length: 400 }, (_, i) => `attributes.a${i} == ${i}`).join(" && ");
    expect(compileCel(huge)).toMatchObject({ ok: false });
    expect(runCelTest(compileCel("attributes.mfa =="), null, input({})).outcome).toBe("error");
  });

  it("matches() is RE2: linear time, RE2 syntax, and patterns RE2 cannot express are refused", () => {
    const at = (expr: string, attributes: Record<string, unknown>) => runCelTest(compileCel(expr), null, input(attributes));
    // JavaScript's backtracking RegExp takes minutes on this; RE2 answers at once.
    const started = performance.now();
    expect(at('attributes.s.matches("(a+)+$")', { s: `${"a".repeat(31)}b` }).outcome).toBe("failing");
    expect(at('attributes.l.all(x, x.matches("^(a|aa)+$"))', { l: Array.from({ length: 50 }, () => `${"a".repeat(5000)}!`) }).outcome).toBe("failing");
    expect(performance.now() - started).toBeLessThan(2_000);
    // RE2's own syntax (an inline flag, which JavaScript's RegExp refuses), partial matches as CEL's matches() has them.
    expect(at('attributes.s.matches("(?i)^ADMIN")', { s: "admin-bob" }).outcome).toBe("passing");
    expect(at('attributes.s.matches("bob")', { s: "admin-bob" }).outcome).toBe("passing");
    expect(at('attributes.s.matches("^bob")', { s: "admin-bob" }).outcome).toBe("failing");
    // Lookaround and backreferences: refused when the test is saved (a literal) or when evaluated (a computed pattern).
    expect(compileCel('attributes.s.matches("(?=a)a")')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Invalid regular expression "\(\?=a\)a": .*RE2 syntax/),
    });
    expect(compileCel('attributes.l.exists(x, x.matches("(a)\\\\1"))')).toMatchObject({ ok: false, error: expect.stringContaining("no backreferences") });
    expect(at("attributes.s.matches(attributes.p)", { s: "a", p: "(?<!b)a" })).toMatchObject({
      outcome: "error",
      detail: expect.stringContaining("Invalid regular expression"),
    });
    // Errors name matches() as the user wrote it.
    expect(at('attributes.n.matches("1")', { n: 1 }).detail).toMatch(/'double\.matches\(string\)'/);
  });
});

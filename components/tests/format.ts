import type { TestResponse } from "@/lib/integrations";
import type { Tone } from "@/components/integrations/format";

export { outcomeTone, severityTone } from "@/components/integrations/format";

export function testStatusTone(status: TestResponse["status"]): Tone {
  return status === "passing" ? "green" : status === "failing" ? "red" : status === "error" ? "amber" : "gray";
}

/** The tests evidencing each control of one framework, from one list call (GET /api/v1/tests?framework=…). */
export function testsByControl<T extends Pick<TestResponse, "controls">>(tests: readonly T[], framework: string): Map<string, T[]> {
  const byControl = new Map<string, T[]>();
  for (const test of tests) {
    for (const c of test.controls) {
      if (c.framework !== framework) continue;
      const list = byControl.get(c.controlId) ?? [];
      if (!list.includes(test)) list.push(test);
      byControl.set(c.controlId, list);
    }
  }
  return byControl;
}

/** "2 passing, 1 failing" — how the tests on a control stand, in words (not run ones named too). */
export function testStatusSummary(tests: readonly Pick<TestResponse, "status">[]): string {
  const count = (s: TestResponse["status"]) => tests.filter((t) => t.status === s).length;
  const parts = [
    [count("failing"), "failing"],
    [count("error"), "could not evaluate"],
    [count("passing"), "passing"],
    [count("not_applicable"), "not applicable"],
    [count("excluded"), "excluded"],
    [count("not_run"), "not run yet"],
  ] as const;
  return parts
    .filter(([n]) => n > 0)
    .map(([n, words]) => `${n} ${words}`)
    .join(", ");
}

/** The link to the tests list filtered to one control. */
export const controlTestsHref = (framework: string, controlId: string) =>
  `/tests?framework=${encodeURIComponent(framework)}&control=${encodeURIComponent(controlId)}`;

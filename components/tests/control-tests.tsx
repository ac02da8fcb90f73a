import Link from "next/link";
import type { TestResponse } from "@/lib/integrations";
import { controlTestsHref, testStatusSummary } from "./format";

/**
 * What automated tests say about one control: "Tests: 2 passing, 1 failing", linked to the tests list
 * filtered to the control. Nothing when no connected test covers it.
 */
export function ControlTests({
  tests,
  framework,
  controlId,
}: {
  tests: readonly Pick<TestResponse, "status">[] | undefined;
  framework: string;
  controlId: string;
}) {
  if (!tests || tests.length === 0) return null;
  const failing = tests.some((t) => t.status === "failing");
  return (
    <Link
      href={controlTestsHref(framework, controlId)}
      className={`inline-block text-xs font-medium hover:underline ${failing ? "text-red-700" : "text-brand-700"}`}
      data-testid="control-tests"
      title="The automated tests on this control as they stand now"
    >
      Tests: {testStatusSummary(tests)}
    </Link>
  );
}

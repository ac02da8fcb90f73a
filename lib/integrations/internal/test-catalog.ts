import { and, eq, isNull, sql } from "drizzle-orm";
import { customTests, type TestSource } from "@/db/integrations";
import { CONNECTORS, controlsOfThemes, type Evaluation } from "@/lib/connectors";
import type { TestSeverity, IntegrationProvider } from "@/lib/vocabulary";
import type { DbOrTx } from "@/lib/db/client";
import { prepared } from "@/lib/db/prepared";
import { CelBudget, evaluateCel } from "./cel-sandbox";
import { groupBy } from "@/lib/group-by";

export interface ControlRef {
  framework: string;
  controlId: string;
}

/** A test as the domain uses it, built-in (a connector's) or the account's own (CEL), behind one shape. */
export interface CatalogTest {
  id: string;
  source: TestSource;
  provider: IntegrationProvider | null;
  resourceType: string;
  title: string;
  description: string;
  rationale: string;
  remediation: { console: string; command: string };
  severity: TestSeverity;
  controls: ControlRef[];
  expression: string | null;
  appliesWhen: string | null;
  /** Built-in tests only: trusted code, evaluated in-process and synchronously. */
  check?: (attributes: Record<string, unknown>, resource: { name: string; externalId: string }) => Evaluation;
  /** One resource alone; a batch goes through evaluateBatch (apply-batch.ts), which sends custom tests to the worker in one message. */
  evaluate(attributes: Record<string, unknown>, resource: { name: string; externalId: string; type: string }, now: Date): Promise<Evaluation>;
}

export const CUSTOM_PREFIX = "custom.";
export const customTestId = (key: string) => `${CUSTOM_PREFIX}${key}`;

let builtins: CatalogTest[] | undefined;

/** Every connector's tests, their controls derived from their themes (lib/connectors/control-themes.ts). */
export function builtinTests(): CatalogTest[] {
  builtins ??= CONNECTORS.flatMap((connector) =>
    connector.tests.map((test): CatalogTest => ({
      id: test.id,
      source: "builtin",
      provider: connector.id,
      resourceType: test.resourceType,
      title: test.title,
      description: test.description,
      rationale: test.rationale,
      remediation: test.remediation,
      severity: test.severity,
      controls: controlsOfThemes(test.themes),
      expression: null,
      appliesWhen: null,
      check: (attributes, resource) => test.evaluate(attributes, resource),
      evaluate: async (attributes, resource) => test.evaluate(attributes, resource),
    })),
  );
  return builtins;
}

type CustomRow = typeof customTests.$inferSelect;

export function customCatalogTest(row: CustomRow): CatalogTest {
  return {
    id: customTestId(row.key),
    source: "custom",
    provider: null,
    resourceType: row.resourceType,
    title: row.title,
    description: row.description,
    rationale: row.rationale,
    remediation: { console: row.remediation, command: "" },
    severity: row.severity,
    controls: row.controls,
    expression: row.expression,
    appliesWhen: row.appliesWhen,
    // User code: on a worker thread, under its bounds (cel-sandbox.ts).
    evaluate: async (attributes, resource, now) => {
      const [evaluation] = await evaluateCel(
        [{ expression: row.expression, appliesWhen: row.appliesWhen }],
        [{ type: resource.type, name: resource.name, externalId: resource.externalId, attributes }],
        [[0, 0]],
        now,
        new CelBudget(),
      );
      return evaluation;
    },
  };
}

export async function customTestRows(db: DbOrTx, accountId: string): Promise<CustomRow[]> {
  return prepared(db, "custom_test_rows", () =>
    db
      .select()
      .from(customTests)
      .where(and(eq(customTests.accountId, sql.placeholder("accountId")), isNull(customTests.deletedAt)))
      .prepare("custom_test_rows"),
  ).execute({ accountId });
}

/** The tests that can run for an account: every built-in one and its own custom ones. */
export async function accountTests(db: DbOrTx, accountId: string): Promise<CatalogTest[]> {
  return [...builtinTests(), ...(await customTestRows(db, accountId)).map(customCatalogTest)];
}

/** Tests by the resource type they check, for evaluating a stream of resources. */
export function testsByType(tests: CatalogTest[]): Map<string, CatalogTest[]> {
  return groupBy(tests, (test) => test.resourceType);
}

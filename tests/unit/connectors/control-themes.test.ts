import { describe, expect, it } from "vitest";
import { TEST_OUTCOMES as DB_OUTCOMES, TEST_SEVERITIES as DB_SEVERITIES, TEST_OUTCOMES, TEST_SEVERITIES, INTEGRATION_PROVIDERS } from "@/lib/vocabulary";
import { CONNECTORS, CONTROL_THEMES, controlsOfThemes } from "@/lib/connectors";
import { getBuiltinControl } from "@/lib/frameworks";

describe("control themes", () => {
  it("name only controls that exist in the built-in catalogs", () => {
    for (const [theme, { controls }] of Object.entries(CONTROL_THEMES)) {
      for (const [framework, ids] of Object.entries(controls)) {
        for (const controlId of ids as readonly string[]) expect(getBuiltinControl(framework, controlId), `${theme}: ${framework} ${controlId}`).toBeDefined();
      }
    }
  });

  it("give every built-in test controls in SOC 2 and ISO 27001 at least", () => {
    for (const connector of CONNECTORS) {
      for (const test of connector.tests) {
        const frameworks = new Set(controlsOfThemes(test.themes).map((c) => c.framework));
        expect(frameworks.has("soc2") && frameworks.has("iso27001"), test.id).toBe(true);
      }
    }
  });
});

describe("the connectors' catalogue", () => {
  it("has one connector per provider id, in the order of the database's vocabulary", () => {
    expect(CONNECTORS.map((c) => c.id)).toEqual([...INTEGRATION_PROVIDERS]);
    expect([...INTEGRATION_PROVIDERS]).toEqual([...INTEGRATION_PROVIDERS]);
    expect([...TEST_OUTCOMES]).toEqual([...DB_OUTCOMES]);
    expect([...TEST_SEVERITIES]).toEqual([...DB_SEVERITIES]);
  });

  it("names every test once, under its provider, for one of its connector's resource types, with all it needs to be acted on", () => {
    const seen = new Set<string>();
    for (const connector of CONNECTORS) {
      const types = new Set(connector.resourceTypes.map((t) => t.type));
      for (const test of connector.tests) {
        expect(seen.has(test.id), test.id).toBe(false);
        seen.add(test.id);
        expect(test.id.startsWith(`${connector.id}.`), test.id).toBe(true);
        expect(types.has(test.resourceType), `${test.id}: ${test.resourceType}`).toBe(true);
        for (const field of [test.title, test.description, test.rationale, test.remediation.console, test.remediation.command])
          expect(field.length, test.id).toBeGreaterThan(10);
        expect(test.themes.length, test.id).toBeGreaterThan(0);
      }
    }
    expect(seen.size).toBeGreaterThanOrEqual(50);
  });

  it("documents the least privilege of every pulling connector and tells how each resource type's attributes read", () => {
    for (const connector of CONNECTORS) {
      expect(connector.leastPrivilege.summary.length, connector.id).toBeGreaterThan(20);
      if (connector.mode === "pull") {
        expect(connector.discover, connector.id).toBeTypeOf("function");
        expect(connector.checkConnection, connector.id).toBeTypeOf("function");
      }
      for (const type of connector.resourceTypes) expect(Object.keys(type.attributes).length, type.type).toBeGreaterThan(0);
    }
  });
});

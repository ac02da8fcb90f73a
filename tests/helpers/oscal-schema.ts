import { readFileSync } from "node:fs";
import path from "node:path";
import Ajv, { type ValidateFunction } from "ajv";
import addFormats from "ajv-formats";

/** NIST's OSCAL JSON Schemas, copied from ../shared/oscal/schemas into tests/fixtures/oscal/schemas. */
export type OscalModel = "catalog" | "profile" | "assessment-plan" | "assessment-results" | "ssp" | "component" | "poam" | "mapping";

const compiled = new Map<OscalModel, ValidateFunction>();

function validator(model: OscalModel): ValidateFunction {
  let v = compiled.get(model);
  if (!v) {
    // strict: false because the schemas carry keywords Ajv does not know; the default unicodeRegExp keeps their \p{L} patterns.
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    const file = path.resolve("tests/fixtures/oscal/schemas", `oscal_${model}_schema.json`);
    v = ajv.compile(JSON.parse(readFileSync(file, "utf8")));
    compiled.set(model, v);
  }
  return v;
}

/** The schema's complaints about `doc` as "instancePath: message" lines; empty when it validates. */
export function oscalSchemaErrors(model: OscalModel, doc: unknown): string[] {
  const v = validator(model);
  if (v(doc)) return [];
  return (v.errors ?? []).map((e) => `${e.instancePath || "/"}: ${e.message ?? e.keyword}`);
}

/** A NIST example or content file from tests/fixtures/oscal/content. */
export function oscalFixture<T = Record<string, unknown>>(name: string): T {
  return JSON.parse(readFileSync(path.resolve("tests/fixtures/oscal/content", name), "utf8")) as T;
}

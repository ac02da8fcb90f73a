import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildCrosswalks, CROSSWALK_FRAMEWORKS, serializeCrosswalks } from "@/scripts/catalogs/crosswalks";
import { builders } from "@/scripts/catalogs/frameworks";
import { fileInputs, outputDir } from "@/scripts/catalogs/inputs";
import { serialize } from "@/scripts/catalogs/serialize";
import type { BuildInputs, OutputFramework } from "@/scripts/catalogs/types";
import { matchDescriptions, validateFramework } from "@/scripts/catalogs/validate";

function sample(): OutputFramework {
  return {
    id: "x",
    name: "X",
    version: "1",
    category: "security",
    description: "A framework.",
    source: "Somewhere.",
    license: "Public domain.",
    controls: [
      { controlId: "X-1", title: "One", description: "First control.", category: "Group" },
      { controlId: "X-2", title: "Two", description: "Second control.", category: "Group" },
    ],
  };
}

describe("catalog generator", () => {
  it("builds exactly the seven built-in frameworks", () => {
    expect(Object.keys(builders)).toEqual(["soc2", "iso27001", "hipaa", "gdpr", "nist-csf-2", "nist-800-53", "pci-dss-4"]);
  });

  it.each(Object.keys(builders))("%s: the committed JSON is exactly what the generator produces (regenerate with npx tsx scripts/catalogs/build.ts)", (id) => {
    const built = builders[id](fileInputs());
    validateFramework(built);
    const committed = readFileSync(path.join(outputDir, `${id}.json`), "utf8");
    expect(serialize(built)).toBe(committed);
  });

  it("crosswalks: the committed JSON is exactly what the generator produces (regenerate with npx tsx scripts/catalogs/build.ts crosswalks)", () => {
    const inputs = fileInputs();
    const built = buildCrosswalks(
      inputs,
      CROSSWALK_FRAMEWORKS.map((id) => builders[id](inputs)),
    );
    const committed = readFileSync(path.join(outputDir, "crosswalks.json"), "utf8");
    expect(serializeCrosswalks(built)).toBe(committed);
    expect(JSON.parse(committed)).toEqual(built);
  });

  it("crosswalks: refuses a row naming a control no catalog has, an unknown relationship or an undescribed source", () => {
    const frameworks = [sample()];
    const mappingsWith = (row: Record<string, string>, sources: Record<string, unknown> = { "nist-olir-sp800-53r5-to-iso27001-2022": {} }): BuildInputs => ({
      readSource: () => ({ sources, mappings: [row] }),
      readDescriptions: () => ({}),
    });
    const row = {
      from_framework: "nist-sp-800-53-r5",
      from_id: "AC-1",
      to_framework: "iso-iec-27001-2022",
      to_id: "A.5.15",
      relationship: "related",
      source: "nist-olir-sp800-53r5-to-iso27001-2022",
    };
    expect(() => buildCrosswalks(mappingsWith(row), frameworks)).toThrow(/nist-800-53 has no control AC-1/);
    expect(() => buildCrosswalks(mappingsWith({ ...row, relationship: "equal-ish" }), frameworks)).toThrow(/unknown relationship/);
    expect(() => buildCrosswalks(mappingsWith(row, { "someone-else": {} }), frameworks)).toThrow(/someone-else has no name/);
  });

  it("serializes to JSON that parses back to the same framework", () => {
    const f = sample();
    expect(JSON.parse(serialize(f))).toEqual(f);
  });

  it("refuses a hand-written description file that misses or invents an id", () => {
    expect(() => matchDescriptions("x", ["A", "B"], { A: "a" })).toThrow(/missing: B/);
    expect(() => matchDescriptions("x", ["A"], { A: "a", Z: "z" })).toThrow(/unknown: Z/);
    expect(() => matchDescriptions("x", ["A"], { A: "a" })).not.toThrow();
  });

  it("refuses duplicate ids, empty or padded fields and placeholders", () => {
    expect(() => validateFramework(sample())).not.toThrow();

    const dup = sample();
    dup.controls[1].controlId = "X-1";
    expect(() => validateFramework(dup)).toThrow(/duplicate controlId X-1/);

    const empty = sample();
    empty.controls[0].description = " ";
    expect(() => validateFramework(empty)).toThrow(/X-1: description is empty/);

    const padded = sample();
    padded.controls[0].title = "One  two";
    expect(() => validateFramework(padded)).toThrow(/stray whitespace/);

    const todo = sample();
    todo.controls[1].description = "TODO write this";
    expect(() => validateFramework(todo)).toThrow(/placeholder/);

    const noMeta = sample();
    noMeta.license = "";
    expect(() => validateFramework(noMeta)).toThrow(/framework.license is empty/);

    const none = sample();
    none.controls = [];
    expect(() => validateFramework(none)).toThrow(/no controls/);
  });

  it("soc2 builder fails loudly when a description is missing for a source id", () => {
    const inputs: BuildInputs = {
      readSource: () => ({
        id: "soc2-tsc-2017",
        name: "n",
        version: "v",
        source: "s",
        license: "l",
        controls: [
          { id: "CC1.1", title: "t1", category: "Control Environment" },
          { id: "CC1.2", title: "t2", category: "Control Environment" },
        ],
      }),
      readDescriptions: () => ({ descriptions: { "CC1.1": "Described." } }),
    };
    expect(() => builders.soc2(inputs)).toThrow(/missing: CC1.2/);
  });
});

/**
 * docs/DEVELOPING.md "Vocabulary": roles, tiers, outcomes, severities and statuses are listed once, in lib/vocabulary.
 * A copy drifts (a role added to db/ but not to the console's gate, an outcome a page's filter does not know), so
 * every array literal of strings in the source is compared with the vocabulary's lists: one spelled out in full,
 * in the same order, anywhere else fails here. Import the list instead (`@/lib/vocabulary`, client-safe).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as vocabulary from "@/lib/vocabulary";

const ROOTS = ["app", "components", "lib", "db", "scripts", "tests", "e2e", "bench"];
const HOME = path.join("lib", "vocabulary");
// This folder pins the published order of the lists, so it spells some out on purpose.
const PINS = path.join("tests", "unit", "vocabulary");

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name.startsWith(".") ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** The vocabulary's lists of three or more values (two-value lists such as open/resolved are too common to police). */
const lists = (Object.entries(vocabulary) as [string, unknown][]).flatMap(([name, value]): [string, string[]][] =>
  Array.isArray(value) && value.length >= 3 && value.every((v) => typeof v === "string") ? [[name, value]] : [],
);
const byKey = new Map(lists.map(([name, values]) => [values.join("\u0000"), name]));

const STRING_ARRAY = /\[\s*((?:"[^"\n]*"|'[^'\n]*')(?:\s*,\s*(?:"[^"\n]*"|'[^'\n]*'))+)\s*,?\s*\]/g;

describe("one vocabulary", () => {
  it("finds the lists it polices", () => {
    expect(lists.map(([name]) => name)).toEqual(expect.arrayContaining(["ROLES", "TIERS", "TEST_OUTCOMES", "AUDIT_STATUSES", "FINDING_SEVERITIES"]));
  });

  it("spells every vocabulary list out only in lib/vocabulary", () => {
    const copies: string[] = [];
    for (const file of ROOTS.flatMap(sourceFiles)) {
      if (file.startsWith(HOME + path.sep) || file.startsWith(PINS + path.sep)) continue;
      const source = fs.readFileSync(file, "utf8");
      for (const match of source.matchAll(STRING_ARRAY)) {
        const values = [...match[1].matchAll(/"([^"\n]*)"|'([^'\n]*)'/g)].map((m) => m[1] ?? m[2]);
        const name = byKey.get(values.join("\u0000"));
        if (name) copies.push(`${file}:${source.slice(0, match.index).split("\n").length} copies ${name}`);
      }
    }
    expect(copies, "import these lists from @/lib/vocabulary instead").toEqual([]);
  });

  it("stays client-safe: lib/vocabulary imports nothing", () => {
    for (const file of sourceFiles(HOME)) {
      const source = fs.readFileSync(file, "utf8");
      const imports = [...source.matchAll(/^\s*(?:import|export)\b[^;]*?from\s+["']([^"']+)["']/gm)].map((m) => m[1]).filter((spec) => !spec.startsWith("./"));
      expect(imports, file).toEqual([]);
      expect(source, file).not.toMatch(/^\s*import\s+["']server-only["']/m);
    }
  });
});

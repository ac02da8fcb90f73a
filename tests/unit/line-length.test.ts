/**
 * No source line over 160 characters (Prettier's printWidth, which does not wrap strings or comments): long prose is
 * written as short lines through prose() (lib/format/prose.ts), long literals are split at a word. Data is exempt.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const MAX = 160;
const ROOTS = ["app", "components", "lib", "db", "scripts", "tests", "e2e", "bench"];

/** Files that are data rather than code, with the reason. */
const DATA: { under: string; reason: string }[] = [
  {
    under: "lib/documents/internal/templates/",
    reason: "the template library: each line is a paragraph of a generated policy, kept whole as the document prints it",
  },
];

/** A line holding only a regular expression (an expected message): splitting it would hide what it matches. */
const LONE_REGEX = /^\s*\/\^?.*\/[dgimsuy]*,?$/;

function sources(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name.startsWith(".") ? [] : sources(full);
    return /\.(tsx?|mjs)$/.test(entry.name) ? [full] : [];
  });
}

it(`no source line is longer than ${MAX} characters, except in data files`, () => {
  const long: string[] = [];
  for (const file of ROOTS.flatMap(sources)) {
    const name = file.split(path.sep).join("/");
    if (DATA.some((d) => name.startsWith(d.under))) continue;
    fs.readFileSync(file, "utf8")
      .split("\n")
      .forEach((line, i) => {
        if (line.length > MAX && !LONE_REGEX.test(line)) long.push(`${name}:${i + 1} (${line.length})`);
      });
  }
  expect(long, "wrap prose with prose() (lib/format/prose.ts) and split long literals").toEqual([]);
});

it("the data exemptions still name files that exist", () => {
  expect(DATA.filter((d) => !fs.existsSync(d.under))).toEqual([]);
});

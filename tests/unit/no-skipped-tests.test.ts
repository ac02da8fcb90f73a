/**
 * Every test runs in a fresh clone on both databases: nothing is skipped or left to do. What only one database
 * can show goes in a *.postgres.test.ts / *.pglite.test.ts file that vitest.config.ts gives to that project alone.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

const ROOTS = ["tests", "e2e"];
const SKIPPING = /\b(?:it|test|describe)\s*\.\s*(?:skip|skipIf|runIf|todo|only)\b|\btest\.fixme\b/;

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(full);
    return /\.(test|spec)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

it("no test file skips, defers or singles out a test", () => {
  const offenders = ROOTS.flatMap((root) => testFiles(path.resolve(root)))
    .filter((file) => file !== import.meta.filename)
    .flatMap((file) =>
      fs
        .readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) => (SKIPPING.test(line) ? [`${path.relative(process.cwd(), file)}:${i + 1}: ${line.trim()}`] : [])),
    );
  expect(offenders).toEqual([]);
});

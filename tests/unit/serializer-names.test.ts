/**
 * docs/DEVELOPING.md "Serializers": a row-to-JSON converter lives in `internal/serialize.ts` (or
 * `internal/serialize-<thing>.ts` beside it when a domain has several) and is named `to<Thing>`. One idiom, so a reader
 * finds the converter of any answer in the same place under the same name.
 */
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

/** The other idioms this replaced: `dto`, `present`, `to-<thing>` and `<thing>-json` files. */
const OTHER_IDIOMS = /(^|-)dto\.ts$|^present(-.*)?\.ts$|-present\.ts$|^to-.*\.ts$|-json\.ts$/;
// Still to rename, in folders another change is reorganising (lib/notifications, lib/alerts); remove once renamed.
const PENDING = new Set<string>();

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const all = files("lib").map((file) => file.split(path.sep).join("/"));

it("names converter files serialize.ts or serialize-<thing>.ts, never dto, present or to-<thing>", () => {
  expect(all.filter((file) => OTHER_IDIOMS.test(path.basename(file)) && !PENDING.has(file))).toEqual([]);
  for (const file of PENDING) expect(all, `${file} was renamed: drop it from PENDING`).toContain(file);
});

it("names the converters in them to<Thing>", () => {
  const misnamed: string[] = [];
  for (const file of all.filter((f) => /^serialize(-[a-z0-9-]+)?\.ts$/.test(path.basename(f)) && f.includes("/internal/"))) {
    const source = fs.readFileSync(file, "utf8");
    for (const match of source.matchAll(/^export (?:async )?function (\w+)\((\w+)/gm)) {
      // Converters take the row first; helpers beside them (packControls, findMember, creatorOf) take something else.
      if (/^(row|r|[a-z])$/.test(match[2]) && !/^to[A-Z]/.test(match[1])) misnamed.push(`${file}: ${match[1]}`);
    }
  }
  expect(misnamed).toEqual([]);
});

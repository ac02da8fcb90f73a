import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { FOUNDATION, ownerOf, TABLE_OWNERS } from "@/db/owners";

/**
 * No domain reads another domain's tables (docs/DEVELOPING.md "Layers"): a value import of a table from `@/db/<file>`
 * in lib/<domain>/** (or in lib/flows, which owns none) must name a table of that domain or of the foundation.
 *
 * `import type` is allowed: a row type describes what a public function hands over, and a type cannot query.
 * Vocabularies and helpers beside the tables (`AUDIT_STATUSES`, `oneOf`) are not tables, so they are not counted.
 */
const root = path.resolve(import.meta.dirname, "../..");

/**
 * Reads of another domain's tables not yet moved behind a public function, each with the step that removes it. Empty:
 * every domain reads only its own tables (and the foundation's). The test fails when an entry is no longer true, so the
 * list only shrinks; never add to it, ask the owner through a function of its index.ts instead.
 */
const PENDING: Record<string, string> = {};

const CODE = /\.(ts|tsx|mts)$/;
const DB_IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+["']@\/db\/([a-z-]+)["']/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return CODE.test(entry.name) ? [full] : [];
  });
}

/** Every table in db/, by file: `export const <name> = pgTable(`. */
function tablesByFile(): Map<string, string[]> {
  const tables = new Map<string, string[]>();
  for (const name of readdirSync(path.join(root, "db")).filter((f) => f.endsWith(".ts"))) {
    const text = readFileSync(path.join(root, "db", name), "utf8");
    const found = [...text.matchAll(/export const (\w+) = pgTable\(/g)].map((m) => m[1]);
    if (found.length > 0) tables.set(name.replace(/\.ts$/, ""), found);
  }
  return tables;
}

let domains: string[] = [];
beforeAll(async () => {
  const configUrl = pathToFileURL(path.join(root, "eslint.config.mjs")).href;
  ({ DOMAINS: domains } = (await import(/* @vite-ignore */ configUrl)) as { DOMAINS: string[] });
}, 60_000);

function violations(): { key: string; file: string }[] {
  const tables = tablesByFile();
  const found: { key: string; file: string }[] = [];
  for (const domain of [...domains, "flows"]) {
    const dir = path.join(root, "lib", domain);
    let files: string[];
    try {
      files = sourceFiles(dir);
    } catch {
      continue;
    }
    for (const file of files) {
      for (const match of readFileSync(file, "utf8").matchAll(DB_IMPORT)) {
        if (match[1]) continue;
        const dbFile = match[3];
        const names = match[2]
          .split(",")
          .map((s) => s.trim())
          .filter((s) => s && !s.startsWith("type "))
          .map((s) => s.split(/\s+as\s+/)[0]);
        for (const name of names.filter((n) => tables.get(dbFile)?.includes(n))) {
          const owner = ownerOf(dbFile, name);
          if (owner !== domain && owner !== FOUNDATION) found.push({ key: `${domain} → ${owner}.${name}`, file: path.relative(root, file) });
        }
      }
    }
  }
  return found;
}

describe("table owners", () => {
  it("gives every table in db/ an owner", () => {
    const unowned = [...tablesByFile()].flatMap(([file, names]) => names.filter((name) => !ownerOf(file, name)).map((name) => `db/${file}.ts ${name}`));
    expect(unowned, "add them to TABLE_OWNERS in db/owners.ts").toEqual([]);
    const known = [...domains, FOUNDATION];
    const owners = Object.values(TABLE_OWNERS).flatMap((o) => (typeof o === "string" ? [o] : Object.values(o)));
    expect(owners.filter((o) => !known.includes(o))).toEqual([]);
  });

  it("finds no domain importing another domain's table, beyond the pending list", () => {
    const found = violations();
    const unexpected = found.filter((v) => !(v.key in PENDING)).map((v) => `${v.file}: ${v.key}`);
    expect(unexpected, "ask the owning domain through a function of its index.ts (docs/DEVELOPING.md)").toEqual([]);
    const keys = new Set(found.map((v) => v.key));
    expect(
      Object.keys(PENDING).filter((k) => !keys.has(k)),
      "no longer read: take them off PENDING",
    ).toEqual([]);
  });
});

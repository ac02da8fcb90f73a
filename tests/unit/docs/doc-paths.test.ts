import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

/**
 * The prose that describes the house (docs/*.md, the README, the notes beside the code) names files by their path; a
 * path that no longer exists sends the reader to nothing. A path with a placeholder (`lib/<domain>/`) or a glob is
 * a pattern, not a path; `{a,b}` names each. What the runs write (.gitignore: e2e/artifacts/, bench/results/) is
 * named before it exists.
 */
const root = path.resolve(import.meta.dirname, "../../..");
const PATH = /(?<![\w@/.-])((?:lib|app|components|db|tests|docs|scripts|bench|e2e|drizzle|public)\/[A-Za-z0-9_\-.[\]()/{},*<>]*[A-Za-z0-9_\-\]/}*>)])/g;

function expand(p: string): string[] {
  const m = /\{([^}]*)\}/.exec(p);
  if (!m) return [p];
  return m[1].split(",").flatMap((alt) => expand(p.slice(0, m.index) + alt + p.slice(m.index + m[0].length)));
}

function markdownUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownUnder(rel);
    return entry.name.endsWith(".md") ? [rel] : [];
  });
}

const GENERATED = readFileSync(path.join(root, ".gitignore"), "utf8")
  .split("\n")
  .filter((line) => /^[a-z][\w-]*\/[\w-]+\/$/.test(line));

const DOCS = [
  "README.md",
  ...readdirSync(path.join(root, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
  ...markdownUnder("lib"),
];

it.each(DOCS)("every path %s names exists", (doc) => {
  const text = readFileSync(path.join(root, doc), "utf8");
  const missing = new Set<string>();
  for (const match of text.matchAll(PATH)) {
    for (const named of expand(match[1])) {
      const p = named.replace(/[.,)]+$/, "");
      if (/[<*]/.test(p) || GENERATED.some((dir) => p.startsWith(dir))) continue;
      if (![p, `${p}.ts`, `${p}.tsx`].some((candidate) => existsSync(path.join(root, candidate)))) missing.add(p);
    }
  }
  expect([...missing]).toEqual([]);
});

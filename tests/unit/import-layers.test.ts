import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";

// The folder graph of lib/ (a folder = lib/<name>/ or a top-level lib/<name>.ts) read from the source, checked
// against LIB_LAYERS in eslint.config.mjs: the lint rule stops upward imports file by file; this test also stops a
// new folder that nobody ranked, and a relative import the lint patterns could miss.
const root = path.resolve(import.meta.dirname, "../..");
const libDir = path.join(root, "lib");

let layers: string[][] = [];
beforeAll(async () => {
  // A computed specifier: the config is plain JavaScript, outside what tsc checks.
  const configUrl = pathToFileURL(path.join(root, "eslint.config.mjs")).href;
  ({ LIB_LAYERS: layers } = (await import(/* @vite-ignore */ configUrl)) as { LIB_LAYERS: string[][] });
  // Loading the ESLint config loads its plugins: seconds on a busy machine.
}, 60_000);

const CODE = /\.(ts|tsx|mts|js|mjs)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return CODE.test(entry.name) ? [full] : [];
  });
}

/** lib/<name>/… or lib/<name>.ts → name; undefined outside lib/. */
function folderOf(file: string): string | undefined {
  const rel = path.relative(libDir, file);
  if (rel.startsWith("..") || path.isAbsolute(rel)) return undefined;
  const [first] = rel.split(path.sep);
  return first.replace(CODE, "");
}

const SPECIFIER = /\bfrom\s*["']([^"']+)["']|\bimport\s*\(\s*["']([^"']+)["']\s*\)|\bimport\s+["']([^"']+)["']/g;

interface Edge {
  from: string;
  to: string;
  file: string;
  specifier: string;
}

function importEdges(): Edge[] {
  const edges: Edge[] = [];
  for (const file of sourceFiles(libDir)) {
    const from = folderOf(file)!;
    for (const match of readFileSync(file, "utf8").matchAll(SPECIFIER)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      let target: string;
      if (specifier.startsWith("@/")) target = path.join(root, specifier.slice(2));
      else if (specifier.startsWith(".")) target = path.resolve(path.dirname(file), specifier);
      else continue;
      const to = folderOf(target);
      if (to && to !== from) edges.push({ from, to, file: path.relative(root, file), specifier });
    }
  }
  return edges;
}

function libFolders(): string[] {
  return readdirSync(libDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() || CODE.test(entry.name))
    .map((entry) => entry.name.replace(CODE, ""))
    .sort();
}

/** One cycle of the graph as a path a → … → a, or undefined. */
function findCycle(edges: Edge[]): string[] | undefined {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) next.set(from, (next.get(from) ?? new Set()).add(to));
  const done = new Set<string>();
  const stack: string[] = [];
  const visit = (node: string): string[] | undefined => {
    const at = stack.indexOf(node);
    if (at >= 0) return [...stack.slice(at), node];
    if (done.has(node)) return undefined;
    stack.push(node);
    for (const to of next.get(node) ?? []) {
      const cycle = visit(to);
      if (cycle) return cycle;
    }
    stack.pop();
    done.add(node);
    return undefined;
  };
  for (const node of next.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return undefined;
}

describe("lib/ import layers", () => {
  it("ranks every lib folder exactly once, and only folders that exist", () => {
    const ranked = layers.flat();
    expect(
      ranked.filter((name, i) => ranked.indexOf(name) !== i),
      "listed twice in LIB_LAYERS",
    ).toEqual([]);
    expect([...ranked].sort(), "LIB_LAYERS (eslint.config.mjs) must list exactly the folders of lib/").toEqual(libFolders());
  });

  it("has no import cycle between folders", () => {
    expect(
      findCycle(importEdges())
        ?.map((name) => `lib/${name}`)
        .join(" → "),
    ).toBeUndefined();
  });

  it("imports only from strictly lower layers", () => {
    const rank = new Map(layers.flatMap((layer, i) => layer.map((name) => [name, i] as const)));
    const upward = importEdges()
      .filter(({ from, to }) => rank.has(from) && rank.has(to) && rank.get(to)! >= rank.get(from)!)
      .map(({ from, to, file, specifier }) => `${file} imports ${specifier}: lib/${from} (layer ${rank.get(from)}) → lib/${to} (layer ${rank.get(to)})`);
    expect(upward).toEqual([]);
  });

  it("reads the real graph (a known edge is found)", () => {
    expect(importEdges().some(({ from, to }) => from === "http" && to === "credentials")).toBe(true);
  });
});

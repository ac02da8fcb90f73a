/**
 * docs/DEVELOPING.md "Domains": a domain's top-level files are its verbs (a file named verb-noun exporting a service of
 * that verb taking ctx first) plus the fixed files; helpers, and folders of helpers, live in internal/. Reading the
 * file list tells what the domain does.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, expect, it } from "vitest";

let DOMAINS: string[] = [];
beforeAll(async () => {
  // A computed specifier: the config is plain JavaScript, outside what tsc checks.
  const configUrl = pathToFileURL(path.resolve("eslint.config.mjs")).href;
  ({ DOMAINS } = (await import(/* @vite-ignore */ configUrl)) as { DOMAINS: string[] });
  // Loading the ESLint config loads its plugins: seconds on a busy machine.
}, 60_000);

// Route specs are not a domain's: they live in the API layer, lib/api (docs/DEVELOPING.md "A route, end to end").
const FIXED = new Set(["index", "schemas"]);
const PARTS: Record<string, string[]> = { audits: ["auditor", "populations", "samples"] };
const VERBS =
  "create|list|get|update|delete|add|remove|generate|validate|download|upload|read|send|run|accept|complete|invite|respond|" +
  "clone|import|export|publish|reorder|suggest|assess|issue|verify|track|handle|ensure|claim|queue|redeliver|attempt|sync|" +
  "archive|restore|regenerate|replace|edit|set|reset|diff|seed|prepare|check|register|settle|record|push|test|exclude|" +
  "revoke|evaluate|resolve|approve|request|confirm|enable|disable|start|find|lookup|transfer|redirect|switch|assert|preview|" +
  "review|sign|change|recover|rotate";
const VERB_FILE = new RegExp(`^(${VERBS})(-|$)`);
const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * A verb file is named for what it does (`create-audit.ts`) and exports a function of that verb (`createAudit(ctx, …)`,
 * `createAuditorFinding`; jobs and cross-domain writes take a db or tx instead of ctx). A helper that happens to take
 * ctx (a gate, an error mapper, a query) is not a verb: neither its file nor its function starts with one.
 */
function isVerbFile(file: string): boolean {
  const verb = VERB_FILE.exec(path.basename(file).replace(/\.tsx?$/, ""))?.[1];
  if (!verb) return false;
  const source = fs.readFileSync(file, "utf8");
  return new RegExp(`export (async )?function ${camel(verb)}(?![a-z0-9])\\w*[<(]`).test(source);
}

/** Whether a folder holds code at any depth (a data folder, such as the vendored catalogs, holds none). */
function holdsCode(dir: string): boolean {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .some((entry) => (entry.isDirectory() ? holdsCode(path.join(dir, entry.name)) : /\.(tsx?|mjs|js)$/.test(entry.name)));
}

it("every top-level file of a domain is a verb or one of the fixed files", () => {
  const misplaced: string[] = [];
  for (const domain of DOMAINS) {
    for (const dir of [domain, ...(PARTS[domain] ?? []).map((part) => `${domain}/${part}`)]) {
      const full = path.resolve("lib", dir);
      for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
        if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
        if (FIXED.has(entry.name.replace(/\.tsx?$/, ""))) continue;
        if (!isVerbFile(path.join(full, entry.name))) misplaced.push(`lib/${dir}/${entry.name}`);
      }
    }
  }
  expect(misplaced, "helpers belong in internal/").toEqual([]);
});

it("a domain's only code folders are internal/ and its named parts", () => {
  const misplaced: string[] = [];
  for (const domain of DOMAINS) {
    const parts = PARTS[domain] ?? [];
    for (const dir of [domain, ...parts.map((part) => `${domain}/${part}`)]) {
      const full = path.resolve("lib", dir);
      for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
        if (!entry.isDirectory() || entry.name === "internal" || (dir === domain && parts.includes(entry.name))) continue;
        if (holdsCode(path.join(full, entry.name))) misplaced.push(`lib/${dir}/${entry.name}/`);
      }
    }
  }
  expect(misplaced, "helper folders belong under internal/").toEqual([]);
});

it("components hold no server-side queries: those are services in lib", () => {
  const files = (fs.readdirSync("components", { recursive: true }) as string[]).filter((f) => /\.tsx?$/.test(f));
  const serverSide = files.filter((f) =>
    /^import (type )?\{[^}]*\bCtx\b[^}]*\} from "@\/lib\/context"|^import "server-only"/m.test(fs.readFileSync(path.join("components", f), "utf8")),
  );
  expect(
    serverSide.map((f) => `components/${f}`),
    "a function taking ctx is a verb of lib/<domain>",
  ).toEqual([]);
});

it("every domain has a server-only public surface", () => {
  for (const domain of DOMAINS) {
    const index = fs.readFileSync(path.resolve("lib", domain, "index.ts"), "utf8");
    expect(index, `lib/${domain}/index.ts`).toMatch(/^import "server-only";$/m);
  }
});

/**
 * docs/DEVELOPING.md "Domains": a domain's top-level files are its verbs (a function taking ctx first, or one named
 * after its file with a verb in front) plus the fixed files; helpers live in internal/. Reading the file list tells
 * what the domain does.
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

const FIXED = new Set(["index", "routes", "schemas", "response-schemas", "plan"]);
const PARTS: Record<string, string[]> = { audits: ["auditor", "populations", "samples"] };
const VERB = /^(create|list|get|update|delete|add|remove|generate|validate|download|upload|read|send|run|accept|complete|invite|respond|clone|import|export|publish|reorder|suggest|assess|issue|verify|track|handle|ensure|claim|queue|redeliver|attempt|sync|archive|restore|regenerate|replace|edit|set|reset|diff|seed|prepare|check|register|audit|console|settle|record|push|test|exclude|revoke|evaluate|resolve|approve|request|confirm|enable|disable|start)-/;
const camel = (name: string) => name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

function isVerbFile(file: string): boolean {
  const name = path.basename(file).replace(/\.tsx?$/, "");
  const source = fs.readFileSync(file, "utf8");
  if (/export (async )?function \w+\(\s*ctx\b/.test(source)) return true;
  return VERB.test(name) && new RegExp(`export (async )?function ${camel(name)}\\b`).test(source);
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

it("every domain has a server-only public surface", () => {
  for (const domain of DOMAINS) {
    const index = fs.readFileSync(path.resolve("lib", domain, "index.ts"), "utf8");
    expect(index, `lib/${domain}/index.ts`).toMatch(/^import "server-only";$/m);
  }
});

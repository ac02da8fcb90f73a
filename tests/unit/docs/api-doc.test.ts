import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ACTIVITY_TYPES } from "@/db/audits";
import { DEFAULT_USAGE_LIMITS } from "@/lib/billing/internal/usage-limits";
import { EMAIL_MAX_ATTEMPTS, EMAIL_RETRY_DELAYS_MS } from "@/lib/email/internal/retry-schedule";
import { ERROR_STATUS, type ErrorCode } from "@/lib/errors";
import { formatDelay } from "@/lib/jobs/retry-delays";
import { WEBHOOK_RETRY_SCHEDULE_MS } from "@/lib/alerts/internal/retry-schedule";
import { ERROR_RESPONSES } from "@/lib/openapi/components";

/** docs/api.md is the one home of the API's rules: what cites it must exist, and its figures must be the code's. */
const root = path.resolve(import.meta.dirname, "../../..");
const doc = readFileSync(path.join(root, "docs/api.md"), "utf8");
const sections = new Set([...doc.matchAll(/^## §(\d+) /gm)].map((m) => Number(m[1])));

function sectionText(n: number): string {
  const start = doc.indexOf(`## §${n} `);
  const end = doc.indexOf("\n## §", start + 1);
  return doc.slice(start, end === -1 ? undefined : end);
}

const SCANNED_DIRS = ["app", "bench", "components", "db", "docs", "e2e", "lib", "scripts", "tests"];
const SCANNED_ROOT_FILES = ["README.md", "proxy.ts", "instrumentation.ts", "redocly.yaml", ".redocly.lint-ignore.yaml", ".spectral.yaml"];

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules" && !entry.name.startsWith(".")) out.push(...sourceFiles(full));
    } else if (/\.(ts|tsx|md|mjs|yaml)$/.test(entry.name)) {
      out.push(full);
    }
  }
  return out;
}

describe("docs/api.md", () => {
  it("has the sections §1 to §12, in order", () => {
    expect([...sections]).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });

  it("every `docs/api.md §n` cited in the repository names one of its sections", () => {
    const files = [...SCANNED_DIRS.flatMap((dir) => sourceFiles(path.join(root, dir))), ...SCANNED_ROOT_FILES.map((f) => path.join(root, f))];
    const cited: string[] = [];
    const dangling: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/docs\/api\.md`?((?:(?:,|;| and)? ?§\d+)+)/g)) {
        for (const [, n] of match[1].matchAll(/§(\d+)/g)) {
          cited.push(n);
          if (!sections.has(Number(n))) dangling.push(`${path.relative(root, file)}: §${n}`);
        }
      }
    }
    expect(cited.length).toBeGreaterThan(50);
    expect(dangling).toEqual([]);
  });

  it("refers within itself only to sections it has", () => {
    const refs = [...doc.matchAll(/§(\d+)/g)].map((m) => Number(m[1]));
    expect(refs.filter((n) => !sections.has(n))).toEqual([]);
  });

  it("§2 lists every error code the API answers, with its status", () => {
    const table = new Map([...sectionText(2).matchAll(/^\| (\d{3}) \| `([a-z_]+)` \|/gm)].map((m) => [m[2], Number(m[1])]));
    const answered = (Object.keys(ERROR_STATUS) as ErrorCode[]).filter((code) => ERROR_RESPONSES[ERROR_STATUS[code]]);
    for (const code of answered) expect(table.get(code), code).toBe(ERROR_STATUS[code]);
    for (const code of table.keys()) expect(answered, code).toContain(code);
  });

  it("§6 gives the default usage limits", () => {
    const row = /^ {2}\| Default limit per period \| (.+) \|$/m.exec(sectionText(6));
    expect(row?.[1].split(" | ").map((cell) => Number(cell.replaceAll(" ", "")))).toEqual(Object.values(DEFAULT_USAGE_LIMITS));
  });

  it("§8 names every activity type and the e-mail retry schedule", () => {
    const audits = sectionText(8);
    for (const type of ACTIVITY_TYPES) expect(audits).toContain(`\`${type}\``);
    const delays = EMAIL_RETRY_DELAYS_MS.map(formatDelay);
    expect(audits.replace(/\s+/g, " ")).toContain(`retried after ${delays.slice(0, -1).join(", ")} and ${delays.at(-1)}`);
    expect(audits).toContain(`${EMAIL_MAX_ATTEMPTS} attempts`);
  });

  it("§12 gives the webhook retry schedule", () => {
    const row = /^ {2}\| Delay \| (.+) \|$/m.exec(sectionText(12));
    expect(row?.[1].split(" | ")).toEqual(WEBHOOK_RETRY_SCHEDULE_MS.map(formatDelay));
  });
});

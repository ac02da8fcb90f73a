import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildOpenApiDocument } from "@/lib/openapi/document";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const CONFIGS = ["redocly.yaml", ".redocly.lint-ignore.yaml", ".spectral.yaml"];

// The document as a production deployment serves it: its server is the deployment's APP_URL, and
// the linters rightly flag a localhost server (what a development build publishes) as a placeholder.
const PRODUCTION_URL = "https://compliance.acme.example";

interface Run {
  code: number | null;
  output: string;
  seconds: number;
}

function run(bin: string, args: string[], cwd: string): Promise<Run> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(ROOT, "node_modules/.bin", bin), args, {
      cwd,
      env: { ...process.env, NO_COLOR: "1", REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, output, seconds: (performance.now() - started) / 1000 }));
  });
}

describe("the published OpenAPI document passes both linters", () => {
  let dir: string;
  let redocly: Promise<Run>;
  let spectral: Promise<Run>;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "openapi-lint-"));
    fs.writeFileSync(path.join(dir, "openapi.json"), JSON.stringify(buildOpenApiDocument(PRODUCTION_URL), null, 2));
    // The configs sit next to the document so their per-finding waivers name it `openapi.json`.
    for (const file of CONFIGS) fs.copyFileSync(path.join(ROOT, file), path.join(dir, file));
    // Both at once: each spends most of its time starting up.
    redocly = run("redocly", ["lint", "--extends", "recommended-strict", "openapi.json"], dir);
    spectral = run("spectral", ["lint", "openapi.json", "--ruleset", ".spectral.yaml", "--fail-severity", "warn"], dir);
  });

  afterAll(async () => {
    await Promise.allSettled([redocly, spectral]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("Redocly recommended-strict: 0 errors, 0 warnings", { timeout: 180_000 }, async () => {
    const result = await redocly;
    expect(result.code, result.output).toBe(0);
    expect(result.output, result.output).not.toMatch(/\d+ warnings?\b/);
    console.info(`redocly lint: ${result.seconds.toFixed(1)} s`);
  });

  it("Spectral spectral:oas: nothing at warning level or above", { timeout: 180_000 }, async () => {
    const result = await spectral;
    expect(result.code, result.output).toBe(0);
    expect(result.output, result.output).toMatch(/No results with a severity of 'warn' or higher/);
    console.info(`spectral lint: ${result.seconds.toFixed(1)} s`);
  });
});

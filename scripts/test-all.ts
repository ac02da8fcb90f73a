/**
 * `npm test`: everything CI checks, stopping at the first failing stage:
 * type-check, lint and the formatter's check (Prettier) side by side, then unit + integration tests (embedded PGlite,
 * and PostgreSQL when TEST_DATABASE_URL is set), the production build, and the Playwright e2e suite in Chromium
 * against that one build. Each step prints its seconds, and the end a table of them (README "Testing").
 */
import { spawn } from "node:child_process";

interface Step {
  name: string;
  cmd: string;
  args: string[];
  env?: Record<string, string>;
}

/** Steps of one stage run at the same time (separate processes, each mostly on one core); stages run in order. */
const stages: Step[][] = [
  [
    { name: "type-check", cmd: "npx", args: ["tsc", "--noEmit"] },
    { name: "lint", cmd: "npx", args: ["eslint", "--max-warnings=0", "."] },
    { name: "format", cmd: "npx", args: ["prettier", "--check", "--log-level=warn", "."] },
  ],
  [{ name: "unit + integration", cmd: "npx", args: ["vitest", "run"] }],
  [{ name: "production build", cmd: "npx", args: ["next", "build"], env: { NEXT_TELEMETRY_DISABLED: "1", SKIP_BUILD_TYPECHECK: "1" } }],
  [{ name: "e2e (Chromium)", cmd: "npx", args: ["playwright", "test"] }],
];

interface Outcome {
  step: Step;
  status: number;
  seconds: number;
}

/** One step alone streams its output; side by side, each step's output is held and printed whole when it ends. */
function run(step: Step, stream: boolean): Promise<Outcome> {
  const t0 = Date.now();
  console.log(`▶ ${step.name}: ${step.cmd} ${step.args.join(" ")}`);
  const child = spawn(step.cmd, step.args, { stdio: stream ? "inherit" : ["ignore", "pipe", "pipe"], env: { ...process.env, ...step.env } });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.on("close", (code) => {
      const seconds = Math.round((Date.now() - t0) / 1000);
      if (output.length) process.stdout.write(Buffer.concat(output));
      console.log(code === 0 ? `✔ ${step.name} (${seconds} s)` : `✖ ${step.name} failed after ${seconds} s`);
      resolve({ step, status: code ?? 1, seconds });
    });
  });
}

const only = process.argv.slice(2);
const started = Date.now();
const timings: string[] = [];
for (const stage of stages) {
  const steps = stage.filter((step) => !only.length || only.some((o) => step.name.startsWith(o)));
  if (!steps.length) continue;
  const t0 = Date.now();
  console.log("");
  const outcomes = await Promise.all(steps.map((step) => run(step, steps.length === 1)));
  const wall = Math.round((Date.now() - t0) / 1000);
  timings.push(...outcomes.map((o) => `  ${o.step.name.padEnd(20)} ${String(o.seconds).padStart(5)} s`));
  if (steps.length > 1) timings.push(`  ${"(side by side)".padEnd(20)} ${String(wall).padStart(5)} s`);
  const failed = outcomes.find((o) => o.status !== 0);
  if (failed) {
    console.error(`\n✖ ${failed.step.name} failed`);
    process.exit(failed.status);
  }
}
console.log(`\nSeconds per step:\n${timings.join("\n")}`);
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);

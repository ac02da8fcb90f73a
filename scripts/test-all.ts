/**
 * `npm test`: everything CI checks, in order, stopping at the first failure:
 * type-check, lint, the formatter's check (Prettier), unit + integration tests (embedded PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set), the production build, and the Playwright e2e suite in Chromium.
 */
import { spawnSync } from "node:child_process";

const steps: { name: string; cmd: string; args: string[]; env?: Record<string, string> }[] = [
  { name: "type-check", cmd: "npx", args: ["tsc", "--noEmit"] },
  { name: "lint", cmd: "npx", args: ["eslint", "--max-warnings=0", "."] },
  { name: "format", cmd: "npx", args: ["prettier", "--check", "--log-level=warn", "."] },
  { name: "unit + integration", cmd: "npx", args: ["vitest", "run"] },
  { name: "production build", cmd: "npx", args: ["next", "build"], env: { NEXT_TELEMETRY_DISABLED: "1", SKIP_BUILD_TYPECHECK: "1" } },
  { name: "e2e (Chromium)", cmd: "npx", args: ["playwright", "test"] },
];

const only = process.argv.slice(2);
const started = Date.now();
for (const step of steps) {
  if (only.length && !only.some((o) => step.name.startsWith(o))) continue;
  const t0 = Date.now();
  console.log(`\n▶ ${step.name}: ${step.cmd} ${step.args.join(" ")}`);
  const result = spawnSync(step.cmd, step.args, { stdio: "inherit", env: { ...process.env, ...step.env } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.error(`\n✖ ${step.name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${step.name} (${seconds} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);

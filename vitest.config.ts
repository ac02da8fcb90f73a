import path from "node:path";
import { defineConfig } from "vitest/config";

// Tests load server modules directly; "server-only" throws outside Next's server bundles.
const alias = { "@": path.resolve(import.meta.dirname), "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js") };
const testEnv: Partial<NodeJS.ProcessEnv> = {
  NODE_ENV: "test",
  AUTH_SECRET: "test-secret-please-change-0123456789abcdef",
  APP_URL: "http://localhost:3000",
  PASSWORD_HASH_LOG_N: "10",
  RATE_LIMIT_PER_MINUTE: "100000",
  RATE_LIMIT_AUTH_PER_MINUTE: "100000",
  // Credential back-off (lib/auth/internal/credential-attempts.ts): off unless a test lowers it.
  RATE_LIMIT_AUTH_FAILURES_PER_DAY: "100000",
  RATE_LIMIT_AUTH_CONSECUTIVE_FAILURES: "100000",
  RATE_LIMIT_AUTH_TARGET_FAILURES: "100000",
  LOG_LEVEL: "silent",
  // Billing on (docs/api.md §6), so the tier gates are what the tests see; a test that talks to Stripe
  // starts the fake (tests/fakes/stripe-server.ts), and an unplanned call fails fast on this closed port.
  // Billing-off tests delete STRIPE_SECRET_KEY themselves.
  STRIPE_SECRET_KEY: "sk_test_vitest_billing_on",
  STRIPE_API_URL: "http://127.0.0.1:9",
};

// Integration tests run once on embedded PGlite (through pglite-socket, as the product does) and,
// when TEST_DATABASE_URL is set, once more on that PostgreSQL.
const integrationProjects = [
  { name: "integration-pglite", driver: "pglite" },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "integration-postgres", driver: "postgres" }] : []),
].map(({ name, driver }) => ({
  resolve: { alias },
  test: {
    name,
    include: ["tests/integration/**/*.test.ts"],
    // What only one database can show (PostgreSQL's statement_timeout) or needs only once (the CLI on its own
    // embedded DATA_DIR) lives in *.postgres.test.ts / *.pglite.test.ts: run by that project, never skipped by the other.
    exclude: [driver === "pglite" ? "tests/integration/**/*.postgres.test.ts" : "tests/integration/**/*.pglite.test.ts"],
    environment: "node",
    globalSetup: ["tests/helpers/global-setup.ts"],
    setupFiles: ["tests/helpers/setup-database.ts"],
    env: { ...testEnv, TEST_DB_DRIVER: driver },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks" as const,
    // One worker imports the app once and runs file after file (each still on its own fresh database, env restored by
    // setup-database.ts): re-importing the route modules per file cost more than most files' tests.
    isolate: false,
  },
}));

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default keeps one core free (cores - 1): a single worker on a 2-core CI machine.
    maxWorkers: "100%",
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", env: testEnv, testTimeout: 30_000 },
      },
      ...integrationProjects,
    ],
  },
});

import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "@": path.resolve(import.meta.dirname) };
const testEnv: Partial<NodeJS.ProcessEnv> = {
  NODE_ENV: "test",
  AUTH_SECRET: "test-secret-please-change-0123456789abcdef",
  APP_URL: "http://localhost:3000",
  PASSWORD_HASH_LOG_N: "10",
  RATE_LIMIT_PER_MINUTE: "100000",
  RATE_LIMIT_AUTH_PER_MINUTE: "100000",
  // Credential back-off (lib/auth/credential-attempts.ts): off unless a test lowers it.
  RATE_LIMIT_AUTH_FAILURES_PER_DAY: "100000",
  RATE_LIMIT_AUTH_CONSECUTIVE_FAILURES: "100000",
  RATE_LIMIT_AUTH_TARGET_FAILURES: "100000",
  LOG_LEVEL: "silent",
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
    // What only PostgreSQL can show (e.g. statement_timeout) lives in *.postgres.test.ts: run there, not skipped here.
    exclude: driver === "pglite" ? ["tests/integration/**/*.postgres.test.ts"] : [],
    environment: "node",
    globalSetup: ["tests/helpers/global-setup.ts"],
    setupFiles: ["tests/helpers/setup-database.ts"],
    env: { ...testEnv, TEST_DB_DRIVER: driver },
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks" as const,
  },
}));

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", env: testEnv, testTimeout: 30_000 },
      },
      ...integrationProjects,
    ],
  },
});

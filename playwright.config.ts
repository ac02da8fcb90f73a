import path from "node:path";
import { defineConfig } from "@playwright/test";
import { E2E_PORTS } from "./e2e/ports";

/**
 * E2E against the production build, started by the product's own launcher on a fresh embedded
 * database. Debian's Chromium (no browser downloads here). E2E_PORT (every port of a run derives from it: e2e/ports.ts),
 * E2E_DATA_DIR and NEXT_DIST_DIR let several runs share a machine; each run starts two installs, with and without Stripe.
 */
const port = E2E_PORTS.app;
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? ".e2e-data");
const baseURL = `http://localhost:${port}`;
/** The Stripe-less install (see webServer), on the next port; specs read it as E2E_STRIPELESS_URL. */
const stripelessPort = E2E_PORTS.stripeless;
process.env.E2E_STRIPELESS_URL = `http://localhost:${stripelessPort}`;

/** The product's launcher on a fresh data directory, the same way for every install the journeys use. */
function server(serverPort: number, serverDataDir: string, extraEnv: Record<string, string>) {
  const url = `http://localhost:${serverPort}`;
  return {
    // Playwright starts the servers before globalSetup, so the fresh data directory is made here.
    command: `node -e "require('fs').rmSync(process.argv[1], { recursive: true, force: true })" "${serverDataDir}" && node node_modules/tsx/dist/cli.mjs scripts/start.ts --demo`,
    url: `${url}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe" as const,
    env: {
      PORT: String(serverPort),
      NEXTAUTH_URL: url,
      APP_URL: url,
      DATA_DIR: serverDataDir,
      RATE_LIMIT_AUTH_PER_MINUTE: "1000",
      RATE_LIMIT_AUTH_FAILURES_PER_DAY: "1000",
      RATE_LIMIT_PER_MINUTE: "100000",
      LOG_LEVEL: "warn",
      // The journeys run checks on demand and count their results; the background scheduler (covered
      // by the integration tests) would add runs at moments the journeys cannot predict.
      MONITORING_TICK_MS: "3600000",
      // e2e/sso.spec.ts: domain verification asks its local DNS server, and its identity providers run on loopback
      // over http (e2e/sso-idps.ts).
      DNS_SERVERS: `127.0.0.1:${E2E_PORTS.dns}`,
      SSO_ALLOW_INSECURE_IDP: "true",
      ...extraEnv,
    },
  };
}

/**
 * Journeys that sign up accounts of their own, on either install: they share nothing with another journey, so they run
 * beside the rest. The others act as the demo account (e2e/helpers.ts DEMO) and count what it holds, so they keep
 * running one at a time, in one worker.
 */
const ownAccountJourneys = [
  "billing.spec.ts",
  "documents.spec.ts",
  "foundation.spec.ts",
  "monitoring.spec.ts",
  "persona-manager.spec.ts",
  "rate-limits.spec.ts",
  "sso.spec.ts",
].map((file) => `**/${file}`);

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/e2e",
  timeout: 90_000,
  expect: { timeout: 15_000 },
  // A journey's steps stay in order in one worker. E2E_WORKERS=2 runs the own-account journeys beside the demo-account
  // ones (which share the demo account and go one at a time); on the 2-core CI machine that made the run longer, 645 s
  // against 380 s, as both servers and browsers share the two cores (README "Testing").
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  projects: [
    { name: "demo-account", testIgnore: ownAccountJourneys, workers: 1 },
    { name: "own-accounts", testMatch: ownAccountJourneys },
  ],
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["html", { outputFolder: "playwright-report", open: "never" }]],
  use: {
    baseURL,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  globalSetup: "./e2e/global-setup.ts",
  webServer: [
    server(port, dataDir, {
      // Billing runs against the fake Stripe that e2e/billing.spec.ts starts on this port.
      STRIPE_SECRET_KEY: "sk_test_fake_0123456789abcdef",
      STRIPE_WEBHOOK_SECRET: "whsec_test_fake_signing_secret_0123456789",
      STRIPE_API_URL: `http://127.0.0.1:${E2E_PORTS.stripe}`,
      STRIPE_PRICE_STARTER: "price_e2e_starter",
      STRIPE_PRICE_BUSINESS: "price_e2e_business",
      STRIPE_PRICE_SCALE: "price_e2e_scale",
    }),
    // A second install without Stripe (billing off, every feature on), as most self-hosters run it;
    // the manager journey (e2e/persona-manager.spec.ts) uses it. An empty key overrides one inherited
    // from the shell.
    server(stripelessPort, `${dataDir}-stripeless`, { STRIPE_SECRET_KEY: "" }),
  ],
});

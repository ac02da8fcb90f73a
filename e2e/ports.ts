/**
 * Every port an e2e run listens on, derived from one base so that two runs can share a machine: give each its own
 * E2E_PORT (default 3100) and E2E_DATA_DIR. The servers under test also open PORT + 443 for the demo's HTTPS listener
 * (scripts/start.ts), so two runs' bases should be at least 600 apart.
 */
const base = Number(process.env.E2E_PORT ?? 3100);

export const E2E_PORTS = {
  /** The install with (fake) Stripe, which most journeys use. */
  app: base,
  /** The install without Stripe (billing off). */
  stripeless: base + 1,
  /** e2e/shutdown.spec.ts's own product server. */
  shutdown: base + 7,
  /** e2e/two-instances.spec.ts: its two product servers on one database, their bucket (s3rver) and their mail provider (fake Resend). */
  instanceA: base + 8,
  instanceB: base + 9,
  instancesBucket: base + 10,
  instancesMail: base + 11,
  /** The fake Stripe API that e2e/billing.spec.ts starts (tests/fakes/stripe-server.ts). */
  stripe: base + 40,
  /** e2e/sso-idps.ts: the DNS server for domain verification, then the OIDC and SAML identity providers. */
  dns: base + 53,
  oidc: base + 54,
  saml: base + 55,
} as const;

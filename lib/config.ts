import path from "node:path";

// The pinned SDK release supports the Node.js this product declares (>= 20.19, package.json engines). Its notice
// that releases after January 2027 will need Node 22 concerns whoever upgrades the SDK (README "Configuration"),
// not an operator, yet it was printed into every server log and test run. Here because every AWS client (the
// integrations' and the S3 storage driver's) reads its settings from this module first. An explicit "false" still shows it.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

/**
 * Runtime configuration, read lazily so that tests and the launcher can set the environment
 * before first use, and so that `next build` never needs a database or secrets.
 */
export const config = {
  get nodeEnv() {
    return process.env.NODE_ENV ?? "development";
  },
  get isProduction() {
    return process.env.NODE_ENV === "production";
  },
  get databaseUrl(): string {
    const url = process.env.DATABASE_URL;
    if (!url) {
      throw new Error(
        "DATABASE_URL is not set. Start the app with `npm start` / `npm run dev`, which serve the embedded database when no DATABASE_URL is given.",
      );
    }
    return url;
  },
  /** The embedded database serves one connection; a real PostgreSQL gets a pool. */
  get databasePoolMax(): number {
    return intEnv("DB_POOL_MAX", 10);
  },
  /** Timeouts of the app's pool (lib/db/client.ts): an unreachable or hung database fails requests fast. */
  database: {
    /** TCP connect + startup handshake of one connection. */
    get connectTimeoutMs() {
      return intEnv("DB_CONNECT_TIMEOUT_MS", 5_000);
    },
    /** Server-side statement_timeout; also bounds how long the client waits for any answer. 0 = off. */
    get statementTimeoutMs() {
      return nonNegativeIntEnv("DB_STATEMENT_TIMEOUT_MS", 30_000);
    },
    /** Server-side idle_in_transaction_session_timeout: a transaction left open this long is rolled back. 0 = off. */
    get idleInTransactionTimeoutMs() {
      return nonNegativeIntEnv("DB_IDLE_IN_TRANSACTION_TIMEOUT_MS", 60_000);
    },
    /** A pooled connection unused this long is closed. */
    get idleTimeoutMs() {
      return intEnv("DB_IDLE_TIMEOUT_MS", 300_000);
    },
    /** A connection is replaced after this long (picks up failovers and DNS changes). */
    get maxLifetimeMs() {
      return intEnv("DB_MAX_LIFETIME_MS", 1_800_000);
    },
    /** After a connection failure, queries fail at once for this long; then one probe re-tests. */
    get breakerCooldownMs() {
      return intEnv("DB_BREAKER_COOLDOWN_MS", 2_000);
    },
  },
  get dataDir(): string {
    // Runtime data, never part of the build output: keep the bundler from tracing it.
    return path.resolve(/* turbopackIgnore: true */ process.env.DATA_DIR ?? ".data");
  },
  get uploadDir(): string {
    return process.env.UPLOAD_DIR
      ? path.resolve(/* turbopackIgnore: true */ process.env.UPLOAD_DIR)
      : path.join(/* turbopackIgnore: true */ this.dataDir, "uploads");
  },
  /**
   * Where files live (lib/storage): the local folder (`UPLOAD_DIR`, the default for one machine) or an S3-compatible
   * bucket shared by every instance. Credentials for S3 come from the AWS SDK's default chain (environment, shared
   * profile, web identity on Kubernetes), never from here.
   */
  storage: {
    get driver(): "local" | "s3" {
      const raw = process.env.STORAGE_DRIVER || "local";
      if (raw !== "local" && raw !== "s3") throw new Error('STORAGE_DRIVER must be "local" or "s3"');
      return raw;
    },
    /** After storage could not be reached, file operations answer 503 at once for this long; then one call probes. */
    get breakerCooldownMs(): number {
      return intEnv("STORAGE_BREAKER_COOLDOWN_MS", 5_000);
    },
    s3: {
      get bucket(): string {
        const bucket = process.env.S3_BUCKET?.trim();
        if (!bucket) throw new Error("S3_BUCKET is not set (STORAGE_DRIVER=s3 needs a bucket).");
        return bucket;
      },
      get region(): string {
        return process.env.S3_REGION || process.env.AWS_REGION || "us-east-1";
      },
      /** MinIO, R2, SeaweedFS, a VPC endpoint; unset: AWS's own endpoint for the region. */
      get endpoint(): string | undefined {
        return process.env.S3_ENDPOINT?.trim() || undefined;
      },
      get forcePathStyle(): boolean {
        return process.env.S3_FORCE_PATH_STYLE === "true";
      },
      /** Prepended to every object key ("" or a folder ending in "/"), so one bucket can hold several installations. */
      get prefix(): string {
        const raw = (process.env.S3_PREFIX ?? "").trim().replace(/^\/+/, "");
        return raw === "" || raw.endsWith("/") ? raw : `${raw}/`;
      },
      get sse(): "AES256" | "aws:kms" | undefined {
        const raw = process.env.S3_SSE?.trim();
        if (!raw) return undefined;
        if (raw !== "AES256" && raw !== "aws:kms") throw new Error('S3_SSE must be "AES256" or "aws:kms"');
        return raw;
      },
      get kmsKeyId(): string | undefined {
        return process.env.S3_KMS_KEY_ID?.trim() || undefined;
      },
      /** Downloads redirect to a presigned URL (issued after the usual authorization) instead of streaming through the app. */
      get presignedDownloads(): boolean {
        return process.env.S3_PRESIGNED_DOWNLOADS === "true";
      },
      get presignedTtlSeconds(): number {
        return intEnv("S3_PRESIGNED_TTL_SECONDS", 60);
      },
      /** TCP (and TLS) connect of one request to the bucket. */
      get connectTimeoutMs(): number {
        return intEnv("S3_CONNECT_TIMEOUT_MS", 5_000);
      },
      /** Longest wait for the answer's headers of one request (a part upload's body included); also 4× it as the idle limit of a stream. */
      get requestTimeoutMs(): number {
        return intEnv("S3_REQUEST_TIMEOUT_MS", 30_000);
      },
    },
  },
  get appUrl(): string {
    return (process.env.APP_URL ?? "http://localhost:3000").replace(/\/+$/, "");
  },
  get authSecret(): string {
    const secret = process.env.AUTH_SECRET ?? process.env.NEXTAUTH_SECRET;
    if (!secret) {
      throw new Error("AUTH_SECRET is not set (the launcher generates one outside production).");
    }
    return secret;
  },
  /**
   * Billing is on exactly when Stripe is configured (STRIPE_SECRET_KEY, the rule of lib/stripe/config.ts).
   * Off, every account has every feature (docs/api.md §6, the effective tier).
   */
  get billingEnabled(): boolean {
    return Boolean(process.env.STRIPE_SECRET_KEY?.trim());
  },
  get internalApiToken(): string | undefined {
    return process.env.INTERNAL_API_TOKEN || undefined;
  },
  get allowPrivateWebhookUrls(): boolean {
    return process.env.ALLOW_PRIVATE_WEBHOOK_URLS === "true";
  },
  /** Monitoring webhook delivery (lib/monitoring); the retry schedule is in lib/alerts/internal/retry-schedule.ts. */
  webhooks: {
    /** Per-attempt budget for the whole exchange (docs/api.md §12: 10 s). */
    get timeoutMs() {
      return intEnv("WEBHOOK_TIMEOUT_MS", 10_000);
    },
    /** Deliveries in flight at once per server process. */
    get concurrency() {
      return intEnv("WEBHOOK_CONCURRENCY", 16);
    },
    /** Deliveries of one account in flight at once (all instances), so one tenant's slow receivers cost only its own slots. */
    get accountConcurrency() {
      return intEnv("WEBHOOK_ACCOUNT_CONCURRENCY", 2);
    },
  },
  /** Integrations (lib/integrations) and the connectors they run (lib/connectors). */
  integrations: {
    /**
     * ALLOW_PRIVATE_INTEGRATION_TARGETS=true lets integrations reach loopback and private addresses (a PostgreSQL
     * server on the LAN, an internal TLS endpoint, GitHub Enterprise Server inside the VPC). Off by default: a
     * tenant must not be able to probe the server's own network (lib/net/ssrf-guard.ts).
     */
    get allowPrivateTargets(): boolean {
      return process.env.ALLOW_PRIVATE_INTEGRATION_TARGETS === "true";
    },
    /** Longest a whole sync may take before it is aborted and recorded as failed. */
    get syncTimeoutMs() {
      return intEnv("INTEGRATION_SYNC_TIMEOUT_MS", 900_000);
    },
    /** Longest one call to a vendor API may take (each SDK call gets this deadline). */
    get requestTimeoutMs() {
      return intEnv("INTEGRATION_REQUEST_TIMEOUT_MS", 30_000);
    },
    /** Longest an audit population read from a system on demand may take (GitHub's merged pull requests of a period). */
    get populationTimeoutMs() {
      return intEnv("INTEGRATION_POPULATION_TIMEOUT_MS", 120_000);
    },
    /** How often the `integrations` lane looks for due syncs when nothing kicks it. */
    get pollMs() {
      return intEnv("INTEGRATION_POLL_MS", 30_000);
    },
    /** Syncs running at once per server process, and per account (all instances), so one tenant cannot take every slot. */
    get concurrency() {
      return intEnv("INTEGRATION_SYNC_CONCURRENCY", 4);
    },
    get accountConcurrency() {
      return intEnv("INTEGRATION_ACCOUNT_CONCURRENCY", 1);
    },
    /** Points every AWS SDK client at another endpoint (LocalStack, a VPC endpoint, the tests' fake). */
    get awsEndpointUrl(): string | undefined {
      return process.env.INTEGRATIONS_AWS_ENDPOINT_URL || undefined;
    },
    /** Google APIs root URL and OAuth token URL (default Google's); tests point them at a local fake. */
    get googleApiUrl(): string | undefined {
      return process.env.INTEGRATIONS_GOOGLE_API_URL || undefined;
    },
    get googleTokenUrl(): string | undefined {
      return process.env.INTEGRATIONS_GOOGLE_TOKEN_URL || undefined;
    },
    /** DNS servers the e-mail domain checks ask (comma list of host[:port]); default: the system's resolvers. */
    get dnsServers(): string[] {
      return (process.env.INTEGRATIONS_DNS_SERVERS ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
    },
  },
  /** Bounds of custom tests (CEL, user code), run on worker threads (lib/integrations/internal/cel-sandbox.ts). */
  customTests: {
    /** Longest one test may run on one resource; the worker is then ended and the result is an error. */
    get evaluationTimeoutMs() {
      return intEnv("CEL_EVALUATION_TIMEOUT_MS", 250);
    },
    /** Total time custom tests may take in one sync, push or save; what is left is not evaluated (an error). */
    get syncBudgetMs() {
      return intEnv("CEL_SYNC_BUDGET_MS", 10_000);
    },
    /** Heap of each evaluation worker; an expression that needs more is stopped. */
    get workerMemoryMb() {
      return intEnv("CEL_WORKER_MEMORY_MB", 64);
    },
    /** Evaluation workers per server process. */
    get workers() {
      return intEnv("CEL_WORKERS", 2);
    },
  },
  /** Intervals of the in-process job lanes (lib/background/scheduler.ts) when nothing kicks them. */
  jobs: {
    get scheduleTickMs() {
      return intEnv("MONITORING_TICK_MS", 15_000);
    },
    get webhookPollMs() {
      return intEnv("WEBHOOK_POLL_MS", 2_000);
    },
    get emailPollMs() {
      return intEnv("EMAIL_POLL_MS", 5_000);
    },
    get notificationPollMs() {
      return intEnv("NOTIFICATION_POLL_MS", 30_000);
    },
    /** How often the `storage` lane removes objects no row refers to (lib/evidence/remove-orphaned-files.ts). */
    get storageSweepMs() {
      return intEnv("STORAGE_SWEEP_MS", 3_600_000);
    },
  },
  notifications: {
    /** The UTC hour (0–23) from which each day's digest e-mail goes out (docs/api.md "Notifications"). */
    get digestHourUtc(): number {
      const raw = process.env.NOTIFICATION_DIGEST_HOUR;
      if (raw === undefined || raw === "") return 8;
      const hour = Number(raw);
      if (!Number.isInteger(hour) || hour < 0 || hour > 23) throw new Error("NOTIFICATION_DIGEST_HOUR must be an integer from 0 to 23");
      return hour;
    },
  },
  /** Single sign-on (lib/sso): the DNS servers domain verification asks, and what identity providers may be. */
  sso: {
    /** Comma list of host[:port] for verifying e-mail domains' TXT records; default: the system's resolvers. */
    get dnsServers(): string[] {
      return (process.env.DNS_SERVERS ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
    },
    /**
     * SSO_ALLOW_INSECURE_IDP=true lets an identity provider be plain http and on loopback or private addresses:
     * for tests and local development only. Off, IdP URLs must be https on public addresses (lib/net/ssrf-guard.ts).
     */
    get allowInsecureIdp(): boolean {
      return process.env.SSO_ALLOW_INSECURE_IDP === "true";
    },
    /** Longest one call to an identity provider (discovery, token exchange, metadata) or a DNS lookup may take. */
    get requestTimeoutMs(): number {
      return intEnv("SSO_REQUEST_TIMEOUT_MS", 10_000);
    },
  },
  get logLevel(): string {
    return process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info");
  },
  rateLimits: {
    /** Requests per minute per caller (or client address when anonymous) on the API. */
    get apiPerMinute() {
      return intEnv("RATE_LIMIT_PER_MINUTE", 600);
    },
    /** Where the API limit is counted: "memory" (per instance), "postgres" or "redis" (shared by all instances). */
    get apiStore(): "memory" | "postgres" | "redis" {
      const raw = process.env.RATE_LIMIT_API_STORE || "memory";
      if (raw !== "memory" && raw !== "postgres" && raw !== "redis") throw new Error('RATE_LIMIT_API_STORE must be "memory", "postgres" or "redis"');
      if (raw === "redis" && !process.env.REDIS_URL) throw new Error("RATE_LIMIT_API_STORE=redis needs REDIS_URL (e.g. redis://127.0.0.1:6379).");
      return raw;
    },
    /** Credential checks (sign-in, token, register, accept-invitation) per minute per client address. */
    get authPerMinute() {
      return intEnv("RATE_LIMIT_AUTH_PER_MINUTE", 60);
    },
    /** Failed credential checks per client address per day, over all accounts; then the address waits out the day. */
    get authFailuresPerDay() {
      return intEnv("RATE_LIMIT_AUTH_FAILURES_PER_DAY", 100);
    },
    /** Consecutive failures on one account from one address before that pair backs off. */
    get authConsecutiveFailures() {
      return intEnv("RATE_LIMIT_AUTH_CONSECUTIVE_FAILURES", 5);
    },
    /** Failures on one account from all addresses in a day before the account backs off for unknown addresses. */
    get authTargetFailures() {
      return intEnv("RATE_LIMIT_AUTH_TARGET_FAILURES", 20);
    },
    /** First back-off block in seconds; it doubles with every further failure. */
    get authBackoffSeconds() {
      return intEnv("RATE_LIMIT_AUTH_BACKOFF_SECONDS", 30);
    },
    /** Longest back-off block in seconds, so nobody can lock an account for longer than this. */
    get authMaxBlockSeconds() {
      return intEnv("RATE_LIMIT_AUTH_MAX_BLOCK_SECONDS", 900);
    },
  },
  /** Redis (lib/redis), used only by what is configured to use it: RATE_LIMIT_API_STORE=redis. */
  redis: {
    /** REDIS_URL: `redis://[user:password@]host:port[/db]` or `rediss://` for TLS; none by default. */
    get url(): string | undefined {
      return process.env.REDIS_URL || undefined;
    },
    /** Longest wait for a connection (TCP, TLS, AUTH) to Redis. */
    get connectTimeoutMs(): number {
      return intEnv("REDIS_CONNECT_TIMEOUT_MS", 2_000);
    },
    /** Longest wait for the answer to one command; then the caller's fallback answers instead. */
    get commandTimeoutMs(): number {
      return intEnv("REDIS_COMMAND_TIMEOUT_MS", 250);
    },
  },
  /**
   * TRUST_PROXY: which peers may tell us the client address through X-Forwarded-For (proxy-addr
   * semantics: unset/false = nobody, a hop count, or addresses/CIDRs/loopback/linklocal/uniquelocal).
   * Read by the HTTP server (scripts/serve.ts), never inside route handlers.
   */
  get trustProxy(): string | undefined {
    return process.env.TRUST_PROXY || undefined;
  },
  /** How long a stopping server lets requests in flight and background work finish (scripts/serve.ts). */
  get shutdownGraceMs(): number {
    return intEnv("SHUTDOWN_GRACE_MS", 25_000);
  },
  /** scrypt cost (log2 N). Tests lower it through the environment to stay fast. */
  get passwordHashCost(): number {
    return intEnv("PASSWORD_HASH_LOG_N", 15);
  },
};

function nonNegativeIntEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === "0") return 0;
  return intEnv(name, fallback);
}

function intEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

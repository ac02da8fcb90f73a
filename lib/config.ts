import path from "node:path";

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
  get dataDir(): string {
    // Runtime data, never part of the build output: keep the bundler from tracing it.
    return path.resolve(/* turbopackIgnore: true */ process.env.DATA_DIR ?? ".data");
  },
  get uploadDir(): string {
    return process.env.UPLOAD_DIR ? path.resolve(/* turbopackIgnore: true */ process.env.UPLOAD_DIR) : path.join(/* turbopackIgnore: true */ this.dataDir, "uploads");
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
  get internalApiToken(): string | undefined {
    return process.env.INTERNAL_API_TOKEN || undefined;
  },
  get allowPrivateWebhookUrls(): boolean {
    return process.env.ALLOW_PRIVATE_WEBHOOK_URLS === "true";
  },
  get logLevel(): string {
    return process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info");
  },
  rateLimits: {
    /** Requests per minute per caller (or client address when anonymous) on the API. */
    get apiPerMinute() {
      return intEnv("RATE_LIMIT_PER_MINUTE", 600);
    },
    /** Register, token and accept-invitation: per client address, to slow credential guessing. */
    get authPerMinute() {
      return intEnv("RATE_LIMIT_AUTH_PER_MINUTE", 60);
    },
  },
  /** scrypt cost (log2 N). Tests lower it through the environment to stay fast. */
  get passwordHashCost(): number {
    return intEnv("PASSWORD_HASH_LOG_N", 15);
  },
};

function intEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer`);
  return value;
}

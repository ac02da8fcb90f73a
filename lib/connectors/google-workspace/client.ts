import { admin, type admin_directory_v1, auth } from "@googleapis/admin";
import { cloudidentity, type cloudidentity_v1 } from "@googleapis/cloudidentity";
import { config } from "@/lib/config";
import type { ConnectorContext } from "../types";
import type { GoogleWorkspaceConfig, GoogleWorkspaceCredentials } from "./schemas";

import { DIRECTORY_SCOPE, POLICY_SCOPE } from "./kinds";

export { DIRECTORY_SCOPE, POLICY_SCOPE };

/** Where google-auth-library sends every service-account token request (hard-coded in its gtoken module). */
const GOOGLE_TOKEN_URL = "https://oauth2.googleapis.com/token";

/** Google's usage-limit reasons that arrive as 403 rather than 429 (Directory API "userRateLimitExceeded"). */
const RATE_LIMIT_REASONS = new Set(["rateLimitExceeded", "userRateLimitExceeded", "quotaExceeded"]);
const MAX_RETRIES = 6;
const NO_RESPONSE_RETRIES = 2;

export type GoogleCtx = ConnectorContext<GoogleWorkspaceConfig, GoogleWorkspaceCredentials>;

/**
 * google-auth-library's JWT client, taken from the copy the googleapis SDKs are built on (googleapis-common pins
 * its own), so the client they are given is the type they declare. Its gaxios types come the same way.
 */
type JWT = InstanceType<typeof auth.JWT>;
type TransportOptions = NonNullable<NonNullable<ConstructorParameters<typeof auth.JWT>[0]>["transporterOptions"]>;
type RetryConfig = NonNullable<TransportOptions["retryConfig"]>;
type GaxiosError = Parameters<NonNullable<RetryConfig["shouldRetry"]>>[0];

export interface ServiceAccount {
  clientEmail: string;
  privateKey: string;
}

/** The key file's JSON, or its two fields given apart; the schema has checked that one of them is whole. */
export function serviceAccountOf(credentials: GoogleWorkspaceCredentials): ServiceAccount {
  if (credentials.serviceAccountKey) {
    const key = JSON.parse(credentials.serviceAccountKey) as { client_email: string; private_key: string };
    return { clientEmail: key.client_email, privateKey: key.private_key };
  }
  return { clientEmail: credentials.clientEmail ?? "", privateKey: credentials.privateKey ?? "" };
}

function errorReason(err: GaxiosError): string | undefined {
  const data = err.response?.data as { error?: { errors?: { reason?: string }[]; status?: string } } | undefined;
  return typeof data?.error === "object" ? data.error.errors?.[0]?.reason : undefined;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
  });
}

/**
 * gaxios's own exponential backoff (first retry after retryDelay, then 0.5 s, 1.5 s, 3.5 s …), extended to the
 * 403 answers Google uses for per-user quotas; never once the sync itself is aborted.
 */
function retryConfig(signal: AbortSignal): RetryConfig {
  return {
    retry: MAX_RETRIES,
    retryDelay: 250,
    maxRetryDelay: 20_000,
    noResponseRetries: NO_RESPONSE_RETRIES,
    // Rejecting ends the retries: gaxios would otherwise send the next attempt with a fresh timeout signal.
    retryBackoff: (_err, delay) => sleep(delay, signal).then(() => signal.throwIfAborted()),
    shouldRetry: (err) => {
      const attempt = err.config.retryConfig?.currentRetryAttempt ?? 0;
      if (signal.aborted || attempt >= MAX_RETRIES) return false;
      const status = err.response?.status;
      if (status === undefined) return attempt < NO_RESPONSE_RETRIES;
      if (status === 429 || status >= 500) return true;
      return status === 403 && RATE_LIMIT_REASONS.has(errorReason(err) ?? "");
    },
  };
}

/**
 * A domain-wide-delegation client for one scope. google-auth-library has no option for the token endpoint
 * (gtoken posts to a constant, https://oauth2.googleapis.com/token), so when the operator points Google elsewhere (a proxy, the tests'
 * fake) a request interceptor on the client's own transporter — gaxios's public interceptor API — rewrites that
 * one URL; the JWT's `aud` claim stays Google's, as Google requires.
 */
export function delegatedAuth(ctx: GoogleCtx, scope: string): JWT {
  const account = serviceAccountOf(ctx.credentials);
  const jwt = new auth.JWT({
    email: account.clientEmail,
    key: account.privateKey,
    scopes: [scope],
    subject: ctx.config.adminEmail,
    transporterOptions: { signal: ctx.signal, timeout: config.integrations.requestTimeoutMs, retryConfig: retryConfig(ctx.signal) },
  });
  const tokenUrl = config.integrations.googleTokenUrl;
  jwt.transporter.interceptors.request.add({
    resolved: async (options) => {
      // gaxios swaps a signal that is already aborted for its timeout signal, so a request would still start.
      ctx.signal.throwIfAborted();
      if (tokenUrl && options.url.href === GOOGLE_TOKEN_URL) options.url = new URL(tokenUrl);
      return options;
    },
  });
  return jwt;
}

export function directoryClient(ctx: GoogleCtx): admin_directory_v1.Admin {
  return admin({ version: "directory_v1", auth: delegatedAuth(ctx, DIRECTORY_SCOPE), rootUrl: config.integrations.googleApiUrl });
}

export function policyClient(ctx: GoogleCtx): cloudidentity_v1.Cloudidentity {
  return cloudidentity({ version: "v1", auth: delegatedAuth(ctx, POLICY_SCOPE), rootUrl: config.integrations.googleApiUrl });
}

/** True when Google refused the token itself (bad key, delegation not granted), as opposed to one API call. */
export function isTokenError(error: unknown): boolean {
  const err = error as GaxiosError;
  const data = err?.response?.data as { error?: unknown } | undefined;
  if (typeof data?.error === "string") return true;
  const url = err?.config?.url?.toString();
  return url !== undefined && (url === GOOGLE_TOKEN_URL || url === config.integrations.googleTokenUrl);
}

/** Google's reason in words: the API's error message and reason, or the token endpoint's error and description. */
export function describeGoogleError(error: unknown): string {
  const err = error as GaxiosError;
  const status = err?.response?.status;
  const data = err?.response?.data as { error?: unknown; error_description?: string } | undefined;
  if (data && typeof data.error === "string") {
    return `Google refused the service account's token: ${data.error}${data.error_description ? ` (${data.error_description})` : ""}`;
  }
  if (data && typeof data.error === "object" && data.error !== null) {
    const apiError = data.error as { message?: string; errors?: { reason?: string }[] };
    const where = [apiError.errors?.[0]?.reason, status ? `HTTP ${status}` : undefined].filter(Boolean).join(", ");
    return `${apiError.message ?? "Google API error"}${where ? ` (${where})` : ""}`;
  }
  const message = error instanceof Error ? error.message.split("\n")[0].slice(0, 300) : String(error).slice(0, 300);
  return status ? `${message} (HTTP ${status})` : message;
}

import { Agent as HttpAgent } from "node:http";
import { Agent as HttpsAgent } from "node:https";
import type { LookupFunction } from "node:net";
import { Client, DefaultRequestExecutor } from "@okta/okta-sdk-nodejs";
import { config } from "@/lib/config";
import { assertPublicHost, guardedLookup } from "@/lib/net/ssrf-guard";
import type { ConnectorContext } from "../types";
import type { OktaConfig, OktaCredentials } from "./schemas";
import { OKTA_SCOPES } from "./kinds";

export type OktaCtx = ConnectorContext<OktaConfig, OktaCredentials>;

/** What a service app asks for; the API token needs none (it carries its admin's permissions). */

/** 429s and 5xx share this budget per call; the SDK counts it in its X-Okta-Retry-Count header. */
const MAX_RETRIES = 4;
/** First back-off after a 5xx (then doubled); the SDK itself only retries 429. */
const SERVER_ERROR_DELAY_MS = 250;
const TOKEN_PATH = "/oauth2/v1/token";

type RequestOptions = Parameters<DefaultRequestExecutor["fetch"]>[0];
type FetchResponse = Awaited<ReturnType<DefaultRequestExecutor["fetch"]>>;

/** Okta's authorization server refused the service app's client assertion or scopes. */
export class OktaTokenError extends Error {
  readonly status: number;
  constructor(status: number, error: string | undefined, description: string | undefined) {
    super(`Okta refused the service app's token request${error ? `: ${error}${description ? ` (${description})` : ""}` : ""} (HTTP ${status})`);
    this.name = "OktaTokenError";
    this.status = status;
  }
}

/**
 * The SDK's request executor, which honours 429 with X-Rate-Limit-Reset, made to (1) refuse any URL outside the
 * org (a `next` link is followed as the server gives it, and carries the token), (2) connect only to addresses
 * the SSRF rule allows, (3) give every attempt the request timeout and the sync's abort signal, and (4) retry
 * 5xx answers to GETs a bounded number of times, which the SDK does not.
 */
export class OktaRequestExecutor extends DefaultRequestExecutor {
  private readonly origin: string;
  private readonly signal: AbortSignal;
  private readonly httpAgent: HttpAgent;
  private readonly httpsAgent: HttpsAgent;

  constructor(origin: string, signal: AbortSignal, allowPrivateTargets: boolean) {
    super({ maxRetries: MAX_RETRIES, requestTimeout: 0 });
    this.origin = origin;
    this.signal = signal;
    // Same contract as dns.lookup; its callback is typed more narrowly than net's overloads.
    const lookup = guardedLookup(allowPrivateTargets) as unknown as LookupFunction;
    this.httpAgent = new HttpAgent({ keepAlive: true, lookup });
    this.httpsAgent = new HttpsAgent({ keepAlive: true, lookup });
  }

  fetch(request: RequestOptions): Promise<FetchResponse> {
    const url = new URL(request.url ?? "");
    if (url.origin !== this.origin) return Promise.reject(new Error(`Refused to call ${url.origin}, outside the Okta org ${this.origin}`));
    // Not enumerable: the SDK deep-copies the request for each retry, and a copied AbortSignal is not one.
    Object.defineProperty(request, "signal", {
      value: AbortSignal.any([this.signal, AbortSignal.timeout(config.integrations.requestTimeoutMs)]),
      enumerable: false,
      configurable: true,
      writable: true,
    });
    request.agent = url.protocol === "http:" ? this.httpAgent : this.httpsAgent;
    return super.fetch(request);
  }

  parseResponse(request: RequestOptions, response: FetchResponse): FetchResponse | Promise<FetchResponse | Error> {
    // node-fetch's RequestInit, which the SDK's type extends, has no types installed here.
    const { method, headers } = request as { method?: string; headers?: Record<string, unknown> };
    if (response.status >= 500 && (method ?? "GET").toUpperCase() === "GET" && !this.maxRetriesReached(request) && !this.signal.aborted) {
      const attempt = Number(headers?.[this.retryCountHeader] ?? 0);
      return this.retryRequest(request, response, SERVER_ERROR_DELAY_MS * 2 ** attempt);
    }
    if (response.status >= 400 && response.status !== 429 && new URL(request.url ?? "").pathname === TOKEN_PATH) {
      // The SDK (8.1) never sees a refused token: oauth.js calls `Http.errorFilter` on the module object, which
      // is undefined, so the OAuth error body would be cached as the access token. Refuse it here instead, except
      // the DPoP nonce challenge the SDK answers itself.
      return response
        .clone()
        .text()
        .then((text: string) => {
          let body: { error?: string; error_description?: string } = {};
          try {
            body = JSON.parse(text) as typeof body;
          } catch {
            // not JSON: the status says enough
          }
          if (body.error === "use_dpop_nonce") return super.parseResponse(request, response);
          throw new OktaTokenError(response.status, body.error, body.error_description);
        });
    }
    return super.parseResponse(request, response);
  }

  close(): void {
    this.httpAgent.destroy();
    this.httpsAgent.destroy();
  }
}

export interface OktaSession {
  client: Client;
  executor: OktaRequestExecutor;
  origin: string;
  host: string;
  signal: AbortSignal;
}

/**
 * The org URL is the tenant's: only https (http only where private targets are allowed, i.e. a local stand-in),
 * only its origin, and only a host the SSRF rule accepts.
 */
export async function openOkta(ctx: OktaCtx): Promise<OktaSession> {
  const url = new URL(ctx.config.orgUrl);
  if (url.protocol !== "https:" && !(url.protocol === "http:" && ctx.allowPrivateTargets))
    throw new Error(`The Okta org URL must use https (got ${url.origin}).`);
  if (url.username || url.password) throw new Error("The Okta org URL must not carry credentials.");
  await assertPublicHost(url.hostname, ctx.allowPrivateTargets);
  const executor = new OktaRequestExecutor(url.origin, ctx.signal, ctx.allowPrivateTargets);
  const { apiToken, clientId, privateKey, keyId } = ctx.credentials;
  // Every field is given, empty when unused, so OKTA_CLIENT_* variables and okta.yaml files never fill one in.
  const client = new Client({
    orgUrl: url.origin,
    requestExecutor: executor,
    cacheMiddleware: null,
    ...(apiToken
      ? { authorizationMode: "SSWS", token: apiToken, clientId: "", privateKey: "", keyId: "" }
      : { authorizationMode: "PrivateKey", token: "", clientId, privateKey, keyId: keyId ?? "", scopes: OKTA_SCOPES }),
  });
  return { client, executor, origin: url.origin, host: url.host, signal: ctx.signal };
}

export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown })?.status;
  return typeof status === "number" ? status : typeof status === "string" && /^\d+$/.test(status) ? Number(status) : undefined;
}

/** Okta's reason in words: its error summary and code, the OAuth error of a refused token, or the HTTP status. */
export function describeOktaError(error: unknown): string {
  if (error instanceof OktaTokenError) return error.message;
  const err = error as { errorCode?: unknown; errorSummary?: unknown; name?: unknown };
  const status = errorStatus(error);
  if (typeof err?.errorCode === "string" && err.errorCode) {
    return `${typeof err.errorSummary === "string" && err.errorSummary ? err.errorSummary : "Okta API error"} (${err.errorCode}, HTTP ${status})`;
  }
  if (err?.name === "HttpError" && status) return `Okta answered HTTP ${status}`;
  const message = error instanceof Error ? error.message.split("\n")[0].slice(0, 300) : String(error).slice(0, 300);
  return status ? `${message} (HTTP ${status})` : message;
}

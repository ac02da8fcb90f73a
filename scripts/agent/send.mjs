/**
 * The device agent's HTTP side: pushes a host report to POST /api/v1/integrations/{id}/resources and, with a
 * customer token, reads back the host's test results. Plain Node (≥ 20) fetch, no dependencies.
 */
import { AGENT_VERSION } from "./collect.mjs";

export const REQUEST_TIMEOUT_MS = 30_000;
export const RETRY_DELAY_MS = 2_000;
/** API keys start with this (lib/credentials/verify-api-key.ts); anything else is sent as a Bearer token. */
export const API_KEY_PREFIX = "cpk_";

/**
 * @typedef {object} SendOptions
 * @property {string} url the server's base URL, e.g. https://compliance.example.com
 * @property {string} key an API key (`cpk_…`, sent as X-API-Key) or a customer access token (sent as Bearer)
 * @property {string} integrationId
 * @property {typeof fetch} [fetch]
 * @property {number} [timeoutMs] per request (default 30 s)
 * @property {number} [retryDelayMs] before the one retry (default 2 s)
 */
/**
 * @typedef {object} ApiAnswer
 * @property {boolean} ok true on a 2xx answer
 * @property {number} status HTTP status; 0 when the server could not be reached
 * @property {any} body the decoded JSON answer (the envelope), or null
 * @property {string} text the raw answer
 * @property {number} attempts 1, or 2 after a retry
 * @property {string} [networkError] why the server could not be reached
 * @property {string} [location] a redirect's Location
 */

/**
 * @param {string} key
 * @returns {Record<string, string>}
 */
export function authHeaders(key) {
  return key.startsWith(API_KEY_PREFIX) ? { "x-api-key": key } : { authorization: `Bearer ${key}` };
}

/**
 * The push URL, or an error message for a URL the agent will not send a key to.
 * @param {string} base
 * @param {string} integrationId
 * @param {{ allowHttp?: boolean }} [options]
 * @returns {{ url: string } | { error: string }}
 */
export function resourcesUrl(base, integrationId, options = {}) {
  let parsed;
  try {
    parsed = new URL(base);
  } catch {
    return { error: `Not a URL: ${base}` };
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return { error: `The URL must be https:// (got ${parsed.protocol}).` };
  const local = ["localhost", "127.0.0.1", "[::1]"].includes(parsed.hostname);
  if (parsed.protocol === "http:" && !local && !options.allowHttp) {
    return { error: "Refusing to send the API key over plain http:// to a remote host; use https:// (or --allow-http on a trusted network)." };
  }
  if (parsed.username || parsed.password) return { error: "The URL must not contain a user name or password." };
  const path = `${parsed.pathname.replace(/\/+$/, "")}/api/v1/integrations/${encodeURIComponent(integrationId)}/resources`;
  return { url: `${parsed.origin}${path}` };
}

/**
 * One request with a timeout and one retry on a network error or a 5xx. Redirects are not followed (the key
 * would travel with them): a 3xx is answered as is.
 * @param {string} url
 * @param {RequestInit} init
 * @param {{ fetch?: typeof fetch, timeoutMs?: number, retryDelayMs?: number }} options
 * @returns {Promise<ApiAnswer>}
 */
export async function request(url, init, options = {}) {
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const retryDelayMs = options.retryDelayMs ?? RETRY_DELAY_MS;
  /** @type {ApiAnswer} */
  let answer = { ok: false, status: 0, body: null, text: "", attempts: 0 };
  for (let attempt = 1; attempt <= 2; attempt++) {
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
    try {
      const response = await doFetch(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
      const text = await response.text();
      let body = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = null;
      }
      answer = {
        ok: response.status >= 200 && response.status < 300,
        status: response.status,
        body,
        text,
        attempts: attempt,
        ...(response.headers.get("location") ? { location: String(response.headers.get("location")) } : {}),
      };
      if (response.status < 500) return answer;
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
      const message =
        error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")
          ? `no answer within ${timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} s` : `${timeoutMs} ms`}`
          : `${error instanceof Error ? error.message : String(error)}${cause}`;
      answer = { ok: false, status: 0, body: null, text: "", attempts: attempt, networkError: message };
    }
  }
  return answer;
}

/**
 * Pushes host reports (normally one) to the integration.
 * @param {SendOptions & { resources: unknown[], allowHttp?: boolean }} options
 * @returns {Promise<ApiAnswer>}
 */
export async function sendReport(options) {
  const target = resourcesUrl(options.url, options.integrationId, { allowHttp: options.allowHttp });
  if ("error" in target) return { ok: false, status: 0, body: null, text: "", attempts: 0, networkError: target.error };
  return request(
    target.url,
    {
      method: "POST",
      headers: {
        ...authHeaders(options.key),
        "content-type": "application/json",
        accept: "application/json",
        "user-agent": `compliance-agent/${AGENT_VERSION}`,
      },
      body: JSON.stringify({ resources: options.resources, complete: false }),
    },
    options,
  );
}

/**
 * The stored host with its test results (`GET …/resources?type=agent.host`, a customer token only: an API key may
 * push but not read). Null when it cannot be read.
 * @param {SendOptions & { externalId: string, allowHttp?: boolean }} options
 * @returns {Promise<{ name: string, results: { testId: string, outcome: string, detail: string }[] } | null>}
 */
export async function fetchHostResults(options) {
  if (options.key.startsWith(API_KEY_PREFIX)) return null;
  const target = resourcesUrl(options.url, options.integrationId, { allowHttp: options.allowHttp });
  if ("error" in target) return null;
  let cursor = "";
  for (let page = 0; page < 20; page++) {
    const url = `${target.url}?type=agent.host&limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
    const answer = await request(
      url,
      { method: "GET", headers: { ...authHeaders(options.key), accept: "application/json", "user-agent": `compliance-agent/${AGENT_VERSION}` } },
      options,
    );
    if (!answer.ok || !Array.isArray(answer.body?.data)) return null;
    const host = answer.body.data.find((/** @type {any} */ r) => r?.externalId === options.externalId);
    if (host) return { name: String(host.name), results: Array.isArray(host.results) ? host.results : [] };
    cursor = answer.body.pagination?.nextCursor ?? "";
    if (!cursor) return null;
  }
  return null;
}

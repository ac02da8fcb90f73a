import tls from "node:tls";
import { config } from "@/lib/config";
import { assertPublicHost } from "@/lib/net/ssrf-guard";
import { attributeError } from "../define-test";
import type { Attributes, ConnectorContext, DiscoveredResource } from "../types";
import type { HttpsConfig, HttpsCredentials } from "./config";
import { fetchSecurityHeaders } from "./headers";
import { legacyHandshake, modernHandshake, type ProbeOptions, type Target } from "./probe";

export const ENDPOINT = "https.endpoint";

type Ctx = ConnectorContext<HttpsConfig, HttpsCredentials>;

/** Endpoints inspected at once: each takes three connections. */
const CONCURRENCY = 4;

/** A network or TLS failure in words: OpenSSL's reason without its file and line, the refusal of the SSRF rule as is. */
export function failureReason(error: unknown, target: Target): string {
  const err = error as NodeJS.ErrnoException;
  const message = err instanceof Error ? err.message : String(error);
  const where = `${target.host}:${target.port}`;
  const ssl = /SSL routines:[^:]*:([^:]+)/.exec(message)?.[1];
  switch (err?.code) {
    case "ECONNREFUSED":
      return `nothing accepted the connection at ${where}`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `the host ${target.host} does not resolve`;
    case "ECONNRESET":
      return `the server at ${where} closed the connection during the TLS handshake`;
    case "ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION":
    case "ERR_SSL_UNSUPPORTED_PROTOCOL":
      return `the server at ${where} does not accept TLS 1.2 or 1.3 (${ssl ?? message})`;
  }
  if (ssl) return `the TLS handshake with ${where} failed (${ssl})`;
  return message.split("\n")[0].slice(0, 300);
}

function trustedCas(cfg: HttpsConfig): string[] | undefined {
  // Passing `ca` replaces Node's bundle, so the system CAs go along with the configured ones.
  return cfg.caCertificates ? [...tls.rootCertificates, cfg.caCertificates] : undefined;
}

export function probeOptions(ctx: Ctx): ProbeOptions {
  return { ca: trustedCas(ctx.config), allowPrivateTargets: ctx.allowPrivateTargets, timeoutMs: config.integrations.requestTimeoutMs, signal: ctx.signal };
}

export function targetOf(url: string): Target {
  const parsed = new URL(url);
  return { host: parsed.hostname.replace(/^\[(.*)\]$/, "$1"), port: Number(parsed.port || 443) };
}

async function inspect(url: string, ctx: Ctx): Promise<DiscoveredResource> {
  const target = targetOf(url);
  const options = probeOptions(ctx);
  const attributes: Attributes = { url, host: target.host, port: target.port, checkedAt: ctx.now.toISOString() };
  const resource = { type: ENDPOINT, externalId: url, name: url, attributes };
  try {
    // IP literals skip the guarded lookup, so every target is checked here first.
    await assertPublicHost(target.host, ctx.allowPrivateTargets);
  } catch (error) {
    const reason = attributeError(failureReason(error, target));
    Object.assign(attributes, {
      tlsProtocol: reason,
      legacyTls: reason,
      certificate: reason,
      certificateChain: reason,
      hostnameMatch: reason,
      securityHeaders: reason,
    });
    return resource;
  }
  const [modern, legacy, headers] = await Promise.allSettled([
    modernHandshake(target, options),
    legacyHandshake(target, options),
    fetchSecurityHeaders(url, options),
  ]);
  if (ctx.signal.aborted) throw new Error("The sync was aborted.");
  if (modern.status === "fulfilled") {
    const h = modern.value;
    Object.assign(attributes, {
      tlsProtocol: h.protocol,
      certificate: h.certificate ?? attributeError("the server sent no certificate"),
      certificateChain: h.chain,
      hostnameMatch: h.hostname,
    });
  } else {
    const reason = attributeError(failureReason(modern.reason, target));
    Object.assign(attributes, { tlsProtocol: reason, certificate: reason, certificateChain: reason, hostnameMatch: reason });
  }
  attributes.legacyTls =
    legacy.status === "fulfilled" ? { accepted: legacy.value !== null, protocol: legacy.value } : attributeError(failureReason(legacy.reason, target));
  attributes.securityHeaders = headers.status === "fulfilled" ? headers.value : attributeError(failureReason(headers.reason, target));
  return resource;
}

/** One resource per configured URL, a few at a time; an unreachable endpoint is recorded with the reason, not thrown. */
export async function* discoverHttps(ctx: Ctx): AsyncGenerator<DiscoveredResource> {
  const urls = ctx.config.urls.map((u) => new URL(u).toString());
  for (let i = 0; i < urls.length; i += CONCURRENCY) {
    if (ctx.signal.aborted) throw new Error("The sync was aborted.");
    const batch = await Promise.all(urls.slice(i, i + CONCURRENCY).map((url) => inspect(url, ctx)));
    yield* batch;
  }
}

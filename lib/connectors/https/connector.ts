import type { ConnectionCheck, Connector } from "../types";
import { httpsConfigSchema, httpsCredentialSchema, type HttpsConfig, type HttpsCredentials } from "./config";
import { discoverHttps, ENDPOINT, failureReason, probeOptions, targetOf } from "./discover";
import { assertPublicHost } from "@/lib/net/ssrf-guard";
import { modernHandshake } from "./probe";
import { httpsTests } from "./tests";
import { prose } from "@/lib/format/prose";

/** HTTPS endpoints checked from the outside with node:tls and node:https: protocol versions, certificate, headers. */
export const httpsConnector: Connector<HttpsConfig, HttpsCredentials> = {
  id: "https",
  name: "HTTPS endpoint",
  description: prose(
    "Checks each listed HTTPS endpoint's TLS versions, certificate (trust, expiry, host name), HSTS and security headers, as a client on",
    "the internet sees them.",
  ),
  category: "network",
  mode: "pull",
  configSchema: httpsConfigSchema,
  credentialSchema: httpsCredentialSchema,
  leastPrivilege: {
    summary: prose(
      "Nothing to grant: the checks read only what every client sees (the TLS handshake and the response headers of one GET). Endpoints",
      "inside a private network need ALLOW_PRIVATE_INTEGRATION_TARGETS on this server, and their private CA in the configuration.",
    ),
  },
  resourceTypes: [
    {
      type: ENDPOINT,
      name: "HTTPS endpoint",
      description: "One configured URL.",
      attributes: {
        url: "The URL checked",
        host: "Its host",
        port: "Its port",
        checkedAt: "When the sync checked it (ISO instant)",
        tlsProtocol: "Protocol negotiated by a default handshake (TLSv1.2, TLSv1.3)",
        legacyTls: "{accepted, protocol}: whether a handshake capped at TLS 1.1 succeeded",
        certificate: "{subject, issuer, subjectAltNames, validFrom, validTo, selfSigned, serialNumber, fingerprint256}",
        certificateChain: "{verified, error}: chain verification against the system CAs plus the configured ones",
        hostnameMatch: "{matches, reason}: whether the certificate names the host",
        securityHeaders: "{status, finalUrl, strictTransportSecurity, contentSecurityPolicy, xFrameOptions, xContentTypeOptions, referrerPolicy}",
      },
    },
  ],
  tests: httpsTests,
  async checkConnection(ctx): Promise<ConnectionCheck> {
    const options = probeOptions(ctx);
    const urls = ctx.config.urls;
    const failures = (
      await Promise.all(
        urls.map(async (url) => {
          const target = targetOf(url);
          try {
            await assertPublicHost(target.host, ctx.allowPrivateTargets);
            await modernHandshake(target, options);
            return null;
          } catch (error) {
            return `${url}: ${failureReason(error, target)}`;
          }
        }),
      )
    ).filter((f): f is string => f !== null);
    if (failures.length === 0)
      return { ok: true, message: `Completed a TLS handshake with ${urls.length === 1 ? "the endpoint" : `all ${urls.length} endpoints`}.` };
    return { ok: false, message: `Could not complete a TLS handshake with ${failures.length} of ${urls.length}: ${failures.join("; ")}.` };
  },
  discover: discoverHttps,
};

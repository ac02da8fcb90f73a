import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { controlsOfThemes } from "@/lib/connectors";
import { httpsConnector } from "@/lib/connectors/https/connector";
import { httpsConfigSchema, type HttpsConfig } from "@/lib/connectors/https/config";
import { connectorContext, discoverAndEvaluate, type DiscoveredWithOutcomes } from "@/tests/helpers/connector";
import { createTestPki, type TestPki } from "@/tests/fakes/tls/certificates";
import { GOOD_HEADERS, startSilentServer, startTlsServer, type FakeTlsServer } from "@/tests/fakes/tls/https-servers";
import { prose } from "@/lib/format/prose";

/**
 * The HTTPS connector against real TLS servers on 127.0.0.1 (node:https with certificates from a throwaway
 * CA), trusted through the connector's extra-CA field. OpenSSL 3 here can still serve TLS 1.0/1.1 at
 * security level 0, so the legacy-protocol branch runs against a real server too.
 */

const NOW = new Date();
let pki: TestPki;
const servers: Record<string, FakeTlsServer> = {};
let silent: Awaited<ReturnType<typeof startSilentServer>>;

beforeAll(async () => {
  pki = createTestPki(NOW);
  const weakHeaders = {
    "strict-transport-security": "max-age=86400",
    "x-content-type-options": "nosniff",
    "x-frame-options": "ALLOWALL",
    "referrer-policy": "unsafe-url",
  };
  const specs: Record<string, Parameters<typeof startTlsServer>[0]> = {
    good: { ...pki.good, headers: GOOD_HEADERS },
    xfo: { ...pki.good, headers: { ...GOOD_HEADERS, "content-security-policy": "default-src 'self'", "x-frame-options": "SAMEORIGIN" } },
    bare: { ...pki.good },
    weak: { ...pki.good, headers: weakHeaders },
    expired: { ...pki.expired, headers: GOOD_HEADERS },
    expiring: { ...pki.expiringSoon, headers: GOOD_HEADERS },
    selfSigned: { ...pki.selfSigned, headers: GOOD_HEADERS },
    wrongHost: { ...pki.wrongHost, headers: GOOD_HEADERS },
    legacy: { ...pki.good, headers: GOOD_HEADERS, legacy: true },
    redirect: { ...pki.good, headers: GOOD_HEADERS, redirectTo: "/home" },
  };
  await Promise.all(Object.entries(specs).map(async ([name, spec]) => (servers[name] = await startTlsServer(spec))));
  silent = await startSilentServer();
});

afterAll(async () => {
  await Promise.all([...Object.values(servers).map((s) => s.close()), silent?.close()]);
});

const configOf = (urls: string[], trustTestCa = true): HttpsConfig => ({ urls, ...(trustTestCa ? { caCertificates: pki.caPem } : {}) });
const discover = (config: HttpsConfig, options: { allowPrivateTargets?: boolean } = {}) =>
  discoverAndEvaluate(httpsConnector, connectorContext(config, {}, { now: NOW, ...options }));
const outcomesOf = (resources: Map<string, DiscoveredWithOutcomes>, url: string) => {
  const resource = resources.get(`https.endpoint ${url}`);
  if (!resource) throw new Error(`no resource for ${url}; found ${[...resources.keys()].join(", ")}`);
  return resource.outcomes;
};

describe("HTTPS connector against local TLS servers", () => {
  it("passes a well-configured endpoint on every test", async () => {
    const url = servers.good.url;
    const resources = await discover(configOf([url]));
    const o = outcomesOf(resources, url);
    expect(o["https.endpoint.tls_version"]).toEqual({ outcome: "passing", detail: "TLS 1.0 and 1.1 are refused; TLSv1.3 was negotiated." });
    expect(o["https.endpoint.certificate_valid"]).toEqual({
      outcome: "passing",
      detail: prose(
        "The certificate (CN=localhost, O=Compliance Platform Tests) is issued by CN=Compliance Platform Test CA, O=Compliance Platform",
        "Tests and chains to a trusted CA.",
      ),
    });
    expect(o["https.endpoint.certificate_expiry"]).toMatchObject({
      outcome: "passing",
      detail: expect.stringMatching(/^The certificate expires on \d+ \w{3} \d{4}, in 36[45] days\.$/),
    });
    expect(o["https.endpoint.hostname_match"]).toEqual({ outcome: "passing", detail: "The certificate names 127.0.0.1." });
    expect(o["https.endpoint.hsts"]).toEqual({
      outcome: "passing",
      detail: "Strict-Transport-Security max-age is 31536000 seconds (365 days), including subdomains.",
    });
    expect(o["https.endpoint.security_headers"]).toEqual({
      outcome: "passing",
      detail: "nosniff, frame-ancestors 'none' and Referrer-Policy strict-origin-when-cross-origin are set.",
    });
    expect(resources.get(`https.endpoint ${url}`)!.attributes).toMatchObject({
      host: "127.0.0.1",
      port: servers.good.port,
      legacyTls: { accepted: false, protocol: null },
      certificate: { subjectAltNames: ["DNS:localhost", "IP Address:127.0.0.1"], selfSigned: false, fingerprint256: expect.stringMatching(/^[0-9A-F:]{95}$/) },
    });
  });

  it("fails each badly-configured endpoint on the test it breaks, with the reason", async () => {
    const urls = ["bare", "weak", "expired", "expiring", "selfSigned", "wrongHost", "legacy", "xfo"].map((n) => servers[n].url);
    const resources = await discover(configOf(urls));
    expect([...resources.keys()]).toEqual(urls.map((u) => `https.endpoint ${u}`));
    const o = (name: string) => outcomesOf(resources, servers[name].url);

    expect(o("bare")["https.endpoint.hsts"]).toEqual({ outcome: "failing", detail: `${servers.bare.url} sends no Strict-Transport-Security header.` });
    expect(o("bare")["https.endpoint.security_headers"]).toEqual({
      outcome: "failing",
      detail:
        `${servers.bare.url} lacks X-Content-Type-Options: nosniff; framing protection (Content-Security-Policy frame-ancestors or ` +
        `X-Frame-Options); Referrer-Policy.`,
    });
    expect(o("weak")["https.endpoint.hsts"]).toEqual({
      outcome: "failing",
      detail: "Strict-Transport-Security max-age is 86400 seconds (1 days); at least 15552000 (180 days) is required.",
    });
    expect(o("weak")["https.endpoint.security_headers"]).toEqual({
      outcome: "failing",
      detail:
        `${servers.weak.url} lacks framing protection (Content-Security-Policy frame-ancestors or X-Frame-Options); a Referrer-Policy ` +
        `that does not leak URLs (it is unsafe-url).`,
    });
    expect(o("xfo")["https.endpoint.security_headers"]).toEqual({
      outcome: "passing",
      detail: "nosniff, X-Frame-Options SAMEORIGIN and Referrer-Policy strict-origin-when-cross-origin are set.",
    });

    expect(o("expired")["https.endpoint.certificate_valid"]).toEqual({
      outcome: "failing",
      detail: "The certificate chain does not verify: the certificate has expired.",
    });
    expect(o("expired")["https.endpoint.certificate_expiry"]).toMatchObject({
      outcome: "failing",
      detail: expect.stringMatching(/^The certificate expired on \d+ \w{3} \d{4}\.$/),
    });
    expect(o("expiring")["https.endpoint.certificate_valid"].outcome).toBe("passing");
    expect(o("expiring")["https.endpoint.certificate_expiry"]).toMatchObject({
      outcome: "failing",
      detail: expect.stringMatching(/^The certificate expires on \d+ \w{3} \d{4}, in (9|10) days\.$/),
    });
    expect(o("selfSigned")["https.endpoint.certificate_valid"]).toEqual({
      outcome: "failing",
      detail: "The certificate (CN=localhost, O=Compliance Platform Tests) is self-signed.",
    });
    expect(o("selfSigned")["https.endpoint.hostname_match"].outcome).toBe("passing");
    expect(o("wrongHost")["https.endpoint.hostname_match"]).toEqual({ outcome: "failing", detail: "The certificate is for DNS:other.example, not 127.0.0.1." });
    expect(o("wrongHost")["https.endpoint.certificate_valid"].outcome).toBe("passing");
    expect(o("legacy")["https.endpoint.tls_version"]).toEqual({ outcome: "failing", detail: "The endpoint accepts TLSv1.1." });
    expect(o("legacy")["https.endpoint.certificate_valid"].outcome).toBe("passing");
  });

  it("trusts only the system CAs without the configured one", async () => {
    const resources = await discover(configOf([servers.good.url], false));
    expect(outcomesOf(resources, servers.good.url)["https.endpoint.certificate_valid"]).toEqual({
      outcome: "failing",
      detail: "The certificate chain does not verify: the issuer is not trusted (an unknown CA, or a missing intermediate certificate).",
    });
  });

  it("follows HTTPS redirects and judges the final response's headers", async () => {
    const resources = await discover(configOf([servers.redirect.url]));
    const resource = resources.get(`https.endpoint ${servers.redirect.url}`)!;
    expect(resource.attributes.securityHeaders).toMatchObject({ status: 200, finalUrl: `${servers.redirect.url}home` });
    expect(resource.outcomes["https.endpoint.hsts"].outcome).toBe("passing");
    expect(servers.redirect.requests).toBeGreaterThanOrEqual(2);
  });

  it("records an unreachable endpoint as errors with the reason, and still checks the others", async () => {
    const closed = "https://127.0.0.1:9/";
    const resources = await discover(configOf([closed, servers.good.url]));
    for (const outcome of Object.values(outcomesOf(resources, closed))) {
      expect(outcome.outcome).toBe("error");
      expect(outcome.detail).toContain("nothing accepted the connection at 127.0.0.1:9");
    }
    expect(outcomesOf(resources, servers.good.url)["https.endpoint.hsts"].outcome).toBe("passing");
    expect(await httpsConnector.checkConnection!(connectorContext(configOf([servers.good.url, closed]), {}))).toEqual({
      ok: false,
      message: "Could not complete a TLS handshake with 1 of 2: https://127.0.0.1:9/: nothing accepted the connection at 127.0.0.1:9.",
    });
  });

  it("gives up on a silent endpoint after the request timeout", async () => {
    vi.stubEnv("INTEGRATION_REQUEST_TIMEOUT_MS", "300");
    try {
      const started = Date.now();
      const resources = await discover(configOf([silent.url]));
      expect(Date.now() - started).toBeLessThan(5_000);
      const o = outcomesOf(resources, silent.url);
      expect(o["https.endpoint.certificate_valid"]).toEqual({ outcome: "error", detail: "Could not read certificate: no TLS handshake within 300 ms" });
      expect(o["https.endpoint.hsts"]).toEqual({ outcome: "error", detail: "Could not read securityHeaders: no response within 300 ms" });
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("refuses private addresses unless the operator allows them", async () => {
    const url = servers.good.url;
    const resources = await discover(configOf([url]), { allowPrivateTargets: false });
    const reason = "the host 127.0.0.1 resolves to 127.0.0.1, a loopback, private, link-local or otherwise non-public address";
    expect(outcomesOf(resources, url)["https.endpoint.tls_version"]).toEqual({ outcome: "error", detail: `Could not read legacyTls: ${reason}` });
    expect(servers.good.requests).toBeGreaterThan(0);
    const before = servers.good.requests;
    await discover(configOf([url]), { allowPrivateTargets: false });
    expect(servers.good.requests).toBe(before);
    expect(await httpsConnector.checkConnection!(connectorContext(configOf([url]), {}, { allowPrivateTargets: false }))).toEqual({
      ok: false,
      message: `Could not complete a TLS handshake with 1 of 1: ${url}: ${reason}.`,
    });
  });

  it("checks the connection in words", async () => {
    expect(await httpsConnector.checkConnection!(connectorContext(configOf([servers.good.url, servers.expired.url]), {}))).toEqual({
      ok: true,
      message: "Completed a TLS handshake with all 2 endpoints.",
    });
  });

  it("stops when the sync is aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(discoverAndEvaluate(httpsConnector, connectorContext(configOf([servers.good.url]), {}, { signal: controller.signal }))).rejects.toThrow(
      "The sync was aborted.",
    );
  });
});

describe("HTTPS connector: configuration and evaluation", () => {
  it("accepts 1 to 50 distinct https URLs and PEM CAs only", () => {
    expect(httpsConfigSchema.safeParse({ urls: ["https://example.com/"] }).success).toBe(true);
    expect(httpsConfigSchema.safeParse({ urls: ["http://example.com/"] }).success).toBe(false);
    expect(httpsConfigSchema.safeParse({ urls: [] }).success).toBe(false);
    expect(httpsConfigSchema.safeParse({ urls: Array.from({ length: 51 }, (_, i) => `https://h${i}.example.com/`) }).success).toBe(false);
    expect(httpsConfigSchema.safeParse({ urls: ["https://example.com", "https://example.com/"] }).success).toBe(false);
    expect(httpsConfigSchema.safeParse({ urls: ["https://example.com/"], caCertificates: "not a certificate" }).success).toBe(false);
    expect(httpsConfigSchema.safeParse({ urls: ["https://example.com/"], extra: 1 }).success).toBe(false);
  });

  const test = (id: string) => httpsConnector.tests.find((t) => t.id === id)!;
  const resource = { name: "https://example.com/", externalId: "https://example.com/" };
  const headers = (extra: Record<string, string | null>) => ({
    securityHeaders: {
      status: 200,
      finalUrl: "https://example.com/",
      strictTransportSecurity: null,
      contentSecurityPolicy: null,
      xFrameOptions: null,
      xContentTypeOptions: null,
      referrerPolicy: null,
      ...extra,
    },
  });

  it("evaluates the branches local servers do not reach", () => {
    expect(
      test("https.endpoint.tls_version").evaluate(
        { legacyTls: { $error: "this server's OpenSSL cannot offer TLS 1.0/1.1, so it cannot tell whether the endpoint accepts them" } },
        resource,
      ),
    ).toEqual({
      outcome: "error",
      detail: "Could not read legacyTls: this server's OpenSSL cannot offer TLS 1.0/1.1, so it cannot tell whether the endpoint accepts them",
    });
    expect(
      test("https.endpoint.tls_version").evaluate(
        { legacyTls: { accepted: false, protocol: null }, tlsProtocol: { $error: "the TLS handshake failed (sslv3 alert handshake failure)" } },
        resource,
      ),
    ).toEqual({
      outcome: "error",
      detail: "TLS 1.0 and 1.1 are refused, but a TLS 1.2+ handshake failed too: the TLS handshake failed (sslv3 alert handshake failure).",
    });
    expect(test("https.endpoint.hsts").evaluate(headers({ strictTransportSecurity: "includeSubDomains" }), resource)).toEqual({
      outcome: "failing",
      detail: 'Strict-Transport-Security has no max-age ("includeSubDomains").',
    });
    expect(test("https.endpoint.hsts").evaluate(headers({ strictTransportSecurity: "max-age=15552000" }), resource)).toEqual({
      outcome: "passing",
      detail: "Strict-Transport-Security max-age is 15552000 seconds (180 days).",
    });
    expect(
      test("https.endpoint.security_headers").evaluate(
        headers({ xContentTypeOptions: "nosniff", contentSecurityPolicy: "frame-ancestors *", referrerPolicy: "no-referrer" }),
        resource,
      ),
    ).toEqual({
      outcome: "failing",
      detail: "https://example.com/ lacks framing protection (Content-Security-Policy frame-ancestors or X-Frame-Options).",
    });
    expect(
      test("https.endpoint.certificate_valid").evaluate(
        { certificate: { subject: "CN=internal", issuer: "CN=internal", selfSigned: true }, certificateChain: { verified: true, error: null } },
        resource,
      ),
    ).toEqual({
      outcome: "failing",
      detail: "The certificate (CN=internal) is self-signed, trusted only because it is configured as a CA.",
    });
  });

  it("maps every test to controls, with a title, remediation and unique id", () => {
    const ids = new Set<string>();
    for (const t of httpsConnector.tests) {
      expect(t.id).toMatch(/^https\.endpoint\.[a-z_]+$/);
      expect(ids.has(t.id)).toBe(false);
      ids.add(t.id);
      expect(t.remediation.console.length).toBeGreaterThan(10);
      expect(t.remediation.command.length).toBeGreaterThan(10);
      expect(controlsOfThemes(t.themes).length).toBeGreaterThan(0);
    }
    expect([...ids]).toEqual([
      "https.endpoint.tls_version",
      "https.endpoint.certificate_valid",
      "https.endpoint.certificate_expiry",
      "https.endpoint.hostname_match",
      "https.endpoint.hsts",
      "https.endpoint.security_headers",
    ]);
  });
});

import { generateKeyPairSync } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { controlsOfThemes } from "@/lib/connectors";
import { emailDomainConnector } from "@/lib/connectors/email-domain/connector";
import { DEFAULT_DKIM_SELECTORS, emailDomainConfigSchema, type EmailDomainConfig } from "@/lib/connectors/email-domain/config";
import { connectorContext, discoverAndEvaluate, type DiscoveredWithOutcomes } from "@/tests/helpers/connector";
import { startFakeDns, txtChunks, type FakeDns } from "@/tests/fakes/dns/dns-server";
import { prose } from "@/lib/format/prose";

/**
 * The e-mail domain connector against a real DNS server on 127.0.0.1 (dns2, UDP and TCP), reached through
 * INTEGRATIONS_DNS_SERVERS as an operator would configure it.
 */

// A real 4096-bit key: its record needs several character-strings and its answer does not fit in UDP, so the
// resolver has to retry over TCP.
const dkimKey = generateKeyPairSync("rsa", { modulusLength: 4096 }).publicKey.export({ type: "spki", format: "der" }).toString("base64");

let dns: FakeDns;

beforeAll(async () => {
  dns = await startFakeDns({
    txt: {
      "good.example": ["google-site-verification=abc123", "v=spf1 include:_spf.google.com include:spf.protection.outlook.com -all"],
      "_dmarc.good.example": ["v=DMARC1; p=reject; rua=mailto:dmarc@good.example"],
      "google._domainkey.good.example": [txtChunks(`v=DKIM1; k=rsa; p=${dkimKey}`)],
      "soft.example": ["v=spf1 include:_spf.google.com ~all"],
      "_dmarc.soft.example": ["v=DMARC1; p=none; rua=mailto:dmarc@soft.example"],
      "selector1._domainkey.soft.example": ["v=DKIM1; k=rsa; p="],
      "twospf.example": ["v=spf1 include:_spf.google.com -all", "v=spf1 include:mailgun.org ~all"],
      "_dmarc.twospf.example": ["v=DMARC1; p=quarantine; pct=50"],
      "s1._domainkey.twospf.example": ["k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC"],
      "none.example": ["some-verification=xyz"],
      "neutral.example": ["v=spf1 mx ?all"],
      "_dmarc.neutral.example": ["v=DMARC1; p=reject", "v=DMARC1; p=none"],
      "plusall.example": ["v=spf1 +all"],
      "_dmarc.plusall.example": ["v=DMARC1; rua=mailto:x@plusall.example"],
      "redirect.example": ["v=spf1 redirect=_spf.redirect.example"],
      "_spf.redirect.example": ["v=spf1 ip4:192.0.2.0/24 -all"],
      "_dmarc.redirect.example": ["v=DMARC1; p=quarantine; pct=100"],
      "badredirect.example": ["v=spf1 redirect=_spf.nowhere.example"],
      "noall.example": ["v=spf1 mx"],
    },
    failures: { "servfail.example": "servfail", "timeout.example": "timeout" },
  });
});

afterAll(async () => {
  await dns?.close();
});

beforeEach(() => {
  vi.stubEnv("INTEGRATIONS_DNS_SERVERS", dns.server);
});

afterEach(() => {
  vi.unstubAllEnvs();
});

const configOf = (domains: string[], dkimSelectors: string[] = [...DEFAULT_DKIM_SELECTORS]): EmailDomainConfig => ({ domains, dkimSelectors });
const discover = (config: EmailDomainConfig) => discoverAndEvaluate(emailDomainConnector, connectorContext(config, {}));
const outcomesOf = (resources: Map<string, DiscoveredWithOutcomes>, domain: string) => {
  const resource = resources.get(`email_domain.domain ${domain}`);
  if (!resource) throw new Error(`no resource for ${domain}`);
  return resource.outcomes;
};

describe("E-mail domain connector against a local DNS server", () => {
  it("passes a well-configured domain", async () => {
    const resources = await discover(configOf(["good.example"]));
    const o = outcomesOf(resources, "good.example");
    expect(o["email_domain.domain.spf"]).toEqual({ outcome: "passing", detail: "The SPF record ends in -all: mail from other servers fails SPF." });
    expect(o["email_domain.domain.dmarc"]).toEqual({
      outcome: "passing",
      detail: "The DMARC policy is p=reject for all mail; aggregate reports go to mailto:dmarc@good.example.",
    });
    expect(o["email_domain.domain.dkim"]).toEqual({ outcome: "passing", detail: "DKIM keys are published for selector google." });
    expect(dns.tcpQueries).toBeGreaterThan(0);
    expect(resources.get("email_domain.domain good.example")!.attributes).toMatchObject({
      domainExists: true,
      spfRecords: ["v=spf1 include:_spf.google.com include:spf.protection.outlook.com -all"],
      spfAll: "-all",
      dkim: { selectorsChecked: [...DEFAULT_DKIM_SELECTORS], withKey: ["google"], revoked: [] },
    });
  });

  it("judges each badly-configured domain with the reason", async () => {
    const domains = [
      "soft.example",
      "twospf.example",
      "none.example",
      "neutral.example",
      "plusall.example",
      "redirect.example",
      "badredirect.example",
      "noall.example",
      "missing.example",
    ];
    const resources = await discover(configOf(domains));
    expect([...resources.keys()]).toEqual(domains.map((d) => `email_domain.domain ${d}`));
    const o = (domain: string, test: string) => outcomesOf(resources, domain)[`email_domain.domain.${test}`];

    expect(o("soft.example", "spf")).toEqual({
      outcome: "passing",
      detail: "The SPF record ends in ~all (soft fail): mail from other servers is marked, and the DMARC policy decides what happens to it; -all is stricter.",
    });
    expect(o("soft.example", "dmarc")).toEqual({
      outcome: "failing",
      detail: "The DMARC policy is p=none: mail failing DMARC is only reported, not quarantined or rejected.",
    });
    expect(o("soft.example", "dkim")).toEqual({
      outcome: "failing",
      detail: prose(
        "None of the 9 selectors checked (google, selector1, selector2, k1, default, dkim, s1, s2, mail) publishes a DKIM key (selector1",
        "has a revoked key, with an empty p=); if your provider uses another selector, add it to the integration.",
      ),
    });
    expect(o("twospf.example", "spf")).toEqual({
      outcome: "failing",
      detail: "twospf.example publishes 2 SPF records; receivers treat that as a permanent error (RFC 7208 §4.5), so SPF fails for all its mail.",
    });
    expect(o("twospf.example", "dmarc")).toEqual({
      outcome: "failing",
      detail: "The DMARC policy p=quarantine applies to only 50% of failing mail (pct=50); the rest is delivered.",
    });
    expect(o("twospf.example", "dkim")).toEqual({ outcome: "passing", detail: "DKIM keys are published for selector s1." });
    expect(o("none.example", "spf")).toEqual({ outcome: "failing", detail: "none.example publishes no SPF record (no TXT record starting v=spf1)." });
    expect(o("none.example", "dmarc")).toEqual({ outcome: "failing", detail: "No DMARC record is published at _dmarc.none.example." });
    expect(o("none.example", "dkim").outcome).toBe("failing");
    expect(o("neutral.example", "spf")).toEqual({
      outcome: "failing",
      detail: "The SPF record ends in ?all (neutral): it says nothing about mail from other servers.",
    });
    expect(o("neutral.example", "dmarc")).toEqual({
      outcome: "failing",
      detail: "_dmarc.neutral.example publishes 2 DMARC records; receivers then apply none (RFC 7489 §6.6.3).",
    });
    expect(o("plusall.example", "spf")).toEqual({
      outcome: "failing",
      detail: "The SPF record ends in +all: every server on the internet may send as plusall.example.",
    });
    expect(o("plusall.example", "dmarc")).toEqual({
      outcome: "failing",
      detail: "The DMARC record has no valid p= tag (missing), so receivers treat it as p=none.",
    });
    expect(o("redirect.example", "spf")).toEqual({
      outcome: "passing",
      detail: "The SPF record ends in -all (through redirect=_spf.redirect.example): mail from other servers fails SPF.",
    });
    expect(o("redirect.example", "dmarc")).toEqual({ outcome: "passing", detail: "The DMARC policy is p=quarantine for all mail." });
    expect(o("badredirect.example", "spf")).toEqual({
      outcome: "failing",
      detail: "The SPF record is broken: redirect=_spf.nowhere.example leads to no SPF record, a permanent error for receivers.",
    });
    expect(o("noall.example", "spf")).toEqual({
      outcome: "failing",
      detail: "The SPF record has no all mechanism (nor redirect=), so mail from other servers gets a neutral result.",
    });
    for (const test of ["spf", "dmarc", "dkim"])
      expect(o("missing.example", test)).toEqual({ outcome: "failing", detail: "missing.example does not exist in DNS (NXDOMAIN)." });
  });

  it("answers error, with the reason, for a domain whose DNS server fails", async () => {
    const resources = await discover(configOf(["servfail.example", "good.example"]));
    expect(outcomesOf(resources, "servfail.example")["email_domain.domain.spf"]).toEqual({
      outcome: "error",
      detail: "Could not read domainExists: the DNS server failed to answer for servfail.example (SERVFAIL)",
    });
    expect(outcomesOf(resources, "servfail.example")["email_domain.domain.dmarc"].outcome).toBe("error");
    expect(outcomesOf(resources, "servfail.example")["email_domain.domain.dkim"].outcome).toBe("error");
    expect(outcomesOf(resources, "good.example")["email_domain.domain.spf"].outcome).toBe("passing");
  });

  it("answers error for a domain whose DNS server does not answer, within the request timeout", async () => {
    vi.stubEnv("INTEGRATION_REQUEST_TIMEOUT_MS", "600");
    const started = Date.now();
    const resources = await discover(configOf(["timeout.example"], ["google"]));
    expect(Date.now() - started).toBeLessThan(5_000);
    const o = outcomesOf(resources, "timeout.example");
    expect(o["email_domain.domain.spf"]).toEqual({ outcome: "error", detail: "Could not read domainExists: no DNS answer for timeout.example in time" });
    expect(o["email_domain.domain.dmarc"]).toEqual({ outcome: "error", detail: "Could not read domainExists: no DNS answer for timeout.example in time" });
    expect(o["email_domain.domain.dkim"].outcome).toBe("error");
    expect(dns.queries.get("timeout.example")).toBeGreaterThanOrEqual(2);
  });

  it("checks the connection in words", async () => {
    expect(await emailDomainConnector.checkConnection!(connectorContext(configOf(["good.example", "none.example"]), {}))).toEqual({
      ok: true,
      message: `Looked up all 2 domains through DNS servers ${dns.server}.`,
    });
    expect(await emailDomainConnector.checkConnection!(connectorContext(configOf(["good.example", "missing.example", "servfail.example"]), {}))).toEqual({
      ok: false,
      message: `Through DNS servers ${dns.server}: missing.example does not exist (NXDOMAIN); the DNS server failed to answer for servfail.example (SERVFAIL).`,
    });
  });

  it("stops when the sync is aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(discoverAndEvaluate(emailDomainConnector, connectorContext(configOf(["good.example"]), {}, { signal: controller.signal }))).rejects.toThrow(
      "The sync was aborted.",
    );
  });
});

describe("E-mail domain connector: configuration and evaluation", () => {
  it("accepts 1 to 50 distinct domain names, lower-cased, and defaults the selectors", () => {
    expect(emailDomainConfigSchema.parse({ domains: ["Example.COM"] })).toEqual({ domains: ["example.com"], dkimSelectors: [...DEFAULT_DKIM_SELECTORS] });
    expect(emailDomainConfigSchema.safeParse({ domains: [] }).success).toBe(false);
    expect(emailDomainConfigSchema.safeParse({ domains: ["not a domain"] }).success).toBe(false);
    expect(emailDomainConfigSchema.safeParse({ domains: ["localhost"] }).success).toBe(false);
    expect(emailDomainConfigSchema.safeParse({ domains: ["a.example", "A.example"] }).success).toBe(false);
    expect(emailDomainConfigSchema.safeParse({ domains: Array.from({ length: 51 }, (_, i) => `d${i}.example`) }).success).toBe(false);
    expect(emailDomainConfigSchema.safeParse({ domains: ["a.example"], dkimSelectors: ["bad selector"] }).success).toBe(false);
  });

  it("maps every test to controls, with remediation and a unique id", () => {
    expect(emailDomainConnector.tests.map((t) => t.id)).toEqual(["email_domain.domain.spf", "email_domain.domain.dmarc", "email_domain.domain.dkim"]);
    for (const t of emailDomainConnector.tests) {
      expect(controlsOfThemes(t.themes).length).toBeGreaterThan(0);
      expect(t.remediation.command).toMatch(/dig \+short TXT/);
    }
  });
});

import { defineTest, errored, failing, isAttributeError, passing } from "../define-test";
import type { Attributes, Evaluation, TestDefinition } from "../types";
import { DOMAIN } from "./discover";
import { tags } from "./records";
import { prose } from "@/lib/format/prose";

const missing = (a: Attributes): Evaluation | null => (a.domainExists === false ? failing(`${String(a.domain)} does not exist in DNS (NXDOMAIN).`) : null);

const spf = defineTest({
  id: "email_domain.domain.spf",
  resourceType: DOMAIN,
  title: "SPF restricts who may send",
  description: prose(
    "The domain publishes exactly one SPF record (a TXT record starting v=spf1) and it ends in -all (fail) or ~all (soft fail),",
    "following redirect= where the record has no all. -all passes; ~all passes too, as the usual setting where DMARC at quarantine or",
    "reject decides what happens to failing mail; ?all, +all and a record without all fail.",
  ),
  rationale: "Without SPF (or with ?all/+all) any server can send mail that passes as the domain's, which is how phishing in your name gets delivered.",
  remediation: {
    console: "At your DNS provider, publish one TXT record on the domain listing your senders, ending in -all or ~all; merge any second v=spf1 record into it.",
    command: 'TXT @ "v=spf1 include:_spf.google.com include:spf.protection.outlook.com -all" · check: dig +short TXT example.com',
  },
  severity: "high",
  themes: ["email_security"],
  needs: ["domainExists", "spfRecords"],
  evaluate: (a) => {
    const gone = missing(a);
    if (gone) return gone;
    const records = a.spfRecords as string[];
    const domain = String(a.domain);
    if (records.length === 0) return failing(`${domain} publishes no SPF record (no TXT record starting v=spf1).`);
    if (records.length > 1)
      return failing(
        `${domain} publishes ${records.length} SPF records; receivers treat that as a permanent error (RFC 7208 §4.5), so SPF fails for all its mail.`,
      );
    if (isAttributeError(a.spfAll)) return errored(`Could not follow the SPF record's redirect: ${a.spfAll.$error}.`);
    if (a.spfProblem) return failing(`The SPF record is broken: ${String(a.spfProblem)}, a permanent error for receivers.`);
    const all = a.spfAll as string | null;
    const via = a.spfRedirect ? ` (through redirect=${String(a.spfRedirect)})` : "";
    switch (all) {
      case "-all":
        return passing(`The SPF record ends in -all${via}: mail from other servers fails SPF.`);
      case "~all":
        return passing(
          `The SPF record ends in ~all${via} (soft fail): mail from other servers is marked, and the DMARC policy decides what happens to ` +
            `it; -all is stricter.`,
        );
      case "?all":
        return failing(`The SPF record ends in ?all${via} (neutral): it says nothing about mail from other servers.`);
      case "+all":
        return failing(`The SPF record ends in +all${via}: every server on the internet may send as ${domain}.`);
      default:
        return failing("The SPF record has no all mechanism (nor redirect=), so mail from other servers gets a neutral result.");
    }
  },
});

const dmarc = defineTest({
  id: "email_domain.domain.dmarc",
  resourceType: DOMAIN,
  title: "DMARC enforces quarantine or reject",
  description: prose(
    "_dmarc.<domain> publishes exactly one DMARC record with p=quarantine or p=reject applying to all mail (pct absent or 100). p=none",
    "only reports and fails, as does a pct below 100 (enforcement on a sample). Only the domain's own record is read, not its",
    "organisational domain's.",
  ),
  rationale: "DMARC is what tells receivers to act on SPF and DKIM failures; with p=none, spoofed mail in your name is still delivered.",
  remediation: {
    console:
      "Publish a TXT record at _dmarc.<domain>; move from p=none to p=quarantine and then p=reject once the aggregate reports show your own mail passing.",
    command: 'TXT _dmarc "v=DMARC1; p=reject; rua=mailto:dmarc-reports@example.com" · check: dig +short TXT _dmarc.example.com',
  },
  severity: "high",
  themes: ["email_security"],
  needs: ["domainExists", "dmarcRecords"],
  evaluate: (a) => {
    const gone = missing(a);
    if (gone) return gone;
    const records = a.dmarcRecords as string[];
    const at = `_dmarc.${String(a.domain)}`;
    if (records.length === 0) return failing(`No DMARC record is published at ${at}.`);
    if (records.length > 1) return failing(`${at} publishes ${records.length} DMARC records; receivers then apply none (RFC 7489 §6.6.3).`);
    const t = tags(records[0]);
    const policy = t.p?.toLowerCase();
    if (policy === "none") return failing(`The DMARC policy is p=none: mail failing DMARC is only reported, not quarantined or rejected.`);
    if (policy !== "quarantine" && policy !== "reject")
      return failing(`The DMARC record has no valid p= tag (${t.p === undefined ? "missing" : `p=${t.p}`}), so receivers treat it as p=none.`);
    const pct = t.pct === undefined ? 100 : Number(t.pct);
    if (!(pct >= 100))
      return failing(`The DMARC policy p=${policy} applies to only ${Number.isFinite(pct) ? pct : 0}% of failing mail (pct=${t.pct}); the rest is delivered.`);
    return passing(`The DMARC policy is p=${policy} for all mail${t.rua ? `; aggregate reports go to ${t.rua}` : ""}.`);
  },
});

const dkim = defineTest({
  id: "email_domain.domain.dkim",
  resourceType: DOMAIN,
  title: "A DKIM key is published",
  description: prose(
    "At least one of the configured selectors publishes a DKIM public key at <selector>._domainkey.<domain> (v=DKIM1 or no v=, with a",
    "non-empty p=). DNS cannot list selectors, so a key under a selector not in the list is not seen: add your provider's selector.",
  ),
  rationale: prose(
    "DKIM signatures let receivers verify that mail really comes from the domain and was not altered; DMARC needs SPF or DKIM to align,",
    "and only DKIM survives forwarding.",
  ),
  remediation: {
    console: prose(
      "Turn on DKIM signing in your mail provider (Google Workspace: Apps → Gmail → Authenticate email; Microsoft 365: Defender → Email",
      "authentication → DKIM) and publish the record it shows.",
    ),
    command: 'TXT google._domainkey "v=DKIM1; k=rsa; p=<public key>" · check: dig +short TXT google._domainkey.example.com',
  },
  severity: "medium",
  themes: ["email_security"],
  needs: ["domainExists", "dkim"],
  evaluate: (a) => {
    const gone = missing(a);
    if (gone) return gone;
    const d = a.dkim as { selectorsChecked: string[]; withKey: string[]; revoked: string[] };
    if (d.withKey.length > 0) return passing(`DKIM keys are published for ${d.withKey.length === 1 ? "selector" : "selectors"} ${d.withKey.join(", ")}.`);
    const revoked =
      d.revoked.length > 0 ? ` (${d.revoked.join(", ")} ${d.revoked.length === 1 ? "has a revoked key" : "have revoked keys"}, with an empty p=)` : "";
    return failing(
      `None of the ${d.selectorsChecked.length} selectors checked (${d.selectorsChecked.join(", ")}) publishes a DKIM key${revoked}; if ` +
        `your provider uses another selector, add it to the integration.`,
    );
  },
});

export const emailDomainTests: TestDefinition[] = [spf, dmarc, dkim];

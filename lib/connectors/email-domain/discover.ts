import type { Resolver } from "node:dns/promises";
import { attributeError, describeError } from "../define-test";
import type { Attributes, AttributeError, ConnectorContext, DiscoveredResource } from "../types";
import type { EmailDomainConfig, EmailDomainCredentials } from "./config";
import { dkimKey, isDmarc, isSpf, spfAll, spfRedirect } from "./records";
import { createResolver, lookupTxt, type TxtAnswer } from "./resolver";

export const DOMAIN = "email_domain.domain";

type Ctx = ConnectorContext<EmailDomainConfig, EmailDomainCredentials>;

/** redirect= hops followed to find the effective `all` (RFC 7208 caps all lookups at 10; real chains are short). */
const MAX_REDIRECTS = 3;
/** Domains looked up at once; each takes 2 + one per selector queries. */
const CONCURRENCY = 4;

async function attempt<T>(fn: () => Promise<T>): Promise<T | AttributeError> {
  try {
    return await fn();
  } catch (error) {
    return attributeError(describeError(error));
  }
}

/**
 * The `all` that applies to mail from other servers, following redirect= when the record has none. A chain
 * that leads nowhere is a permanent error of the record (`problem`); a lookup that fails throws.
 */
async function effectiveAll(resolver: Resolver, record: string): Promise<{ all: string | null; redirect: string | null; problem: string | null }> {
  let current = record;
  let firstRedirect: string | null = null;
  for (let hop = 0; ; hop++) {
    const all = spfAll(current);
    const redirect = spfRedirect(current);
    if (all || !redirect) return { all, redirect: firstRedirect, problem: null };
    firstRedirect ??= redirect;
    if (hop === MAX_REDIRECTS) return { all: null, redirect: firstRedirect, problem: `the redirect= chain is longer than ${MAX_REDIRECTS} hops` };
    const answer = await lookupTxt(resolver, redirect);
    const records = answer.kind === "records" ? answer.records.filter(isSpf) : [];
    if (records.length !== 1)
      return {
        all: null,
        redirect: firstRedirect,
        problem: `redirect=${redirect} leads to ${records.length === 0 ? "no SPF record" : `${records.length} SPF records`}`,
      };
    current = records[0];
  }
}

async function spfAttributes(resolver: Resolver, domain: string): Promise<Attributes> {
  let answer: TxtAnswer;
  try {
    answer = await lookupTxt(resolver, domain);
  } catch (error) {
    const reason = attributeError(describeError(error));
    return { domainExists: reason, spfRecords: reason, spfAll: reason, spfRedirect: null, spfProblem: null };
  }
  if (answer.kind === "nxdomain") return { domainExists: false, spfRecords: [], spfAll: null, spfRedirect: null, spfProblem: null };
  const records = answer.records.filter(isSpf);
  if (records.length !== 1) return { domainExists: true, spfRecords: records, spfAll: null, spfRedirect: null, spfProblem: null };
  const policy = await attempt(() => effectiveAll(resolver, records[0]));
  if ("$error" in policy) return { domainExists: true, spfRecords: records, spfAll: policy, spfRedirect: spfRedirect(records[0]), spfProblem: null };
  return { domainExists: true, spfRecords: records, spfAll: policy.all, spfRedirect: policy.redirect, spfProblem: policy.problem };
}

async function dmarcRecords(resolver: Resolver, domain: string): Promise<string[] | AttributeError> {
  return attempt(async () => {
    const answer = await lookupTxt(resolver, `_dmarc.${domain}`);
    return answer.kind === "records" ? answer.records.filter(isDmarc) : [];
  });
}

/**
 * Which selectors publish a key. A key found is conclusive whatever else failed; with none found, a selector
 * that could not be looked up leaves the answer unknown.
 */
async function dkimAttribute(resolver: Resolver, domain: string, selectors: string[]): Promise<Attributes[string]> {
  const results = await Promise.all(
    selectors.map(async (selector) => {
      try {
        const answer = await lookupTxt(resolver, `${selector}._domainkey.${domain}`);
        const kinds = answer.kind === "records" ? answer.records.map(dkimKey) : [];
        return { selector, kind: kinds.includes("key") ? "key" : kinds.includes("revoked") ? "revoked" : "none", error: null };
      } catch (error) {
        return { selector, kind: "none", error: describeError(error) };
      }
    }),
  );
  const withKey = results.filter((r) => r.kind === "key").map((r) => r.selector);
  const failed = results.filter((r) => r.error !== null);
  if (withKey.length === 0 && failed.length > 0) {
    return attributeError(`no DKIM key found, and ${failed.length} of ${selectors.length} selectors could not be looked up: ${failed[0].error}`);
  }
  return { selectorsChecked: selectors, withKey, revoked: results.filter((r) => r.kind === "revoked").map((r) => r.selector) };
}

async function inspect(resolver: Resolver, domain: string, ctx: Ctx): Promise<DiscoveredResource> {
  const [spf, dmarc, dkim] = await Promise.all([
    spfAttributes(resolver, domain),
    dmarcRecords(resolver, domain),
    dkimAttribute(resolver, domain, ctx.config.dkimSelectors),
  ]);
  if (ctx.signal.aborted) throw new Error("The sync was aborted.");
  return {
    type: DOMAIN,
    externalId: domain,
    name: domain,
    attributes: { domain, checkedAt: ctx.now.toISOString(), ...spf, dmarcRecords: dmarc, dkim },
  };
}

/** One resource per configured domain; a lookup that fails becomes an error on the tests that need it. */
export async function* discoverEmailDomains(ctx: Ctx): AsyncGenerator<DiscoveredResource> {
  const resolver = createResolver(ctx.signal);
  const domains = ctx.config.domains;
  for (let i = 0; i < domains.length; i += CONCURRENCY) {
    if (ctx.signal.aborted) throw new Error("The sync was aborted.");
    yield* await Promise.all(domains.slice(i, i + CONCURRENCY).map((domain) => inspect(resolver, domain, ctx)));
  }
}

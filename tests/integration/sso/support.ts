import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { POST as samlAcs } from "@/app/api/v1/auth/sso/saml/acs/route";
import { GET as oidcCallback } from "@/app/api/v1/auth/sso/oidc/callback/route";
import { POST as startSso } from "@/app/api/v1/auth/sso/start/route";
import { POST as createConnection } from "@/app/api/v1/sso/connections/route";
import { POST as createDomain } from "@/app/api/v1/sso/domains/route";
import { POST as verifyDomain } from "@/app/api/v1/sso/domains/[id]/verify/route";
import { startFakeDns } from "../../fakes/dns/dns-server";
import type { SamlResponseForm } from "../../fakes/idp/saml-idp";
import type { TestAccount } from "../../helpers/accounts";
import { call, type CallResult } from "../../helpers/http";

// Shared steps of the single sign-on tests: a verified domain through the real routes and a local DNS server,
// connections, and following the browser's redirects through a real identity provider.

export const APP = "http://localhost:3000";

export const uniqueDomain = () => `acme-${randomBytes(4).toString("hex")}.example`;

/** Claims a domain and verifies it through a local DNS server publishing its token. */
export async function verifiedDomain(account: TestAccount, domain = uniqueDomain()): Promise<{ id: string; domain: string }> {
  const created = await call(createDomain, { path: "/api/v1/sso/domains", token: account.token, body: { domain } });
  expect(created.status).toBe(201);
  const dns = await startFakeDns({ txt: { [created.body.data.txtRecordName]: ["v=spf1 -all", created.body.data.txtRecordValue] } });
  const previous = process.env.DNS_SERVERS;
  process.env.DNS_SERVERS = dns.server;
  try {
    const verified = await call(verifyDomain, {
      path: `/api/v1/sso/domains/${created.body.data.id}/verify`,
      token: account.token,
      params: { id: created.body.data.id },
    });
    expect(verified.status, verified.text).toBe(200);
    expect(verified.body.data.verified).toBe(true);
  } finally {
    process.env.DNS_SERVERS = previous;
    await dns.close();
  }
  return { id: created.body.data.id, domain };
}

export async function addConnection(account: TestAccount, body: Record<string, unknown>): Promise<CallResult> {
  const res = await call(createConnection, { path: "/api/v1/sso/connections", token: account.token, body });
  expect(res.status, res.text).toBe(201);
  return res;
}

export async function start(email: string, redirectTo?: string): Promise<CallResult> {
  return call(startSso, { path: "/api/v1/auth/sso/start", body: redirectTo ? { email, redirectTo } : { email } });
}

/** A browser's cookie jar for one host, enough for an identity provider's session cookies. */
class Jar {
  private cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }
}

/** Follows the IdP's redirects (the way a browser would) until it sends the browser back to us; answers that URL. */
export async function followIdp(url: string): Promise<string> {
  const jar = new Jar();
  let next = url;
  for (let hop = 0; hop < 15; hop++) {
    if (next.startsWith(APP)) return next;
    const response = await fetch(next, { redirect: "manual", headers: { cookie: jar.header() } });
    jar.take(response);
    const location = response.headers.get("location");
    if (!location) throw new Error(`the identity provider answered ${response.status} without a redirect: ${(await response.text()).slice(0, 500)}`);
    await response.arrayBuffer();
    next = new URL(location, next).href;
  }
  throw new Error("too many redirects at the identity provider");
}

export async function oidcReturn(callbackUrl: string): Promise<CallResult> {
  const url = new URL(callbackUrl);
  return call(oidcCallback, { path: `${url.pathname}${url.search}` });
}

export async function postAcs(form: SamlResponseForm): Promise<CallResult> {
  const body = new URLSearchParams({ SAMLResponse: form.SAMLResponse, RelayState: form.RelayState }).toString();
  return call(samlAcs, { path: "/api/v1/auth/sso/saml/acs", body, headers: { "content-type": "application/x-www-form-urlencoded" } });
}

/** The console session cookie a successful sign-in set, as a Cookie header. */
export function sessionCookieOf(res: CallResult): string {
  const line = res.headers.getSetCookie().find((c) => c.startsWith("next-auth.session-token="));
  expect(line, "a session cookie").toBeDefined();
  expect(line).toMatch(/HttpOnly/);
  expect(line).toMatch(/SameSite=Lax/);
  expect(line).toMatch(/Max-Age=28800/);
  return line!.split(";")[0];
}

export function expectRefused(res: CallResult, word: string): void {
  expect(res.status, res.text).toBe(302);
  expect(res.headers.get("location")).toBe(`${APP}/sign-in?error=${word}`);
  expect(res.headers.getSetCookie().some((c) => c.includes("session-token"))).toBe(false);
}

/** Who the cookie signs in, through the real `GET /api/v1/auth/me`. */
export async function whoIs(cookie: string): Promise<CallResult> {
  return call(me, { path: "/api/v1/auth/me", headers: { cookie } });
}

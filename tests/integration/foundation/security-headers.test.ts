import { NextRequest } from "next/server";
import { afterEach, describe, expect, it } from "vitest";
import { GET as listKeys, POST as createKey } from "@/app/api/v1/api-keys/route";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { GET as readFile } from "@/app/api/v1/evidence/files/[id]/route";
import { POST as upload } from "@/app/api/v1/evidence/upload/route";
import { GET as framework } from "@/app/api/v1/frameworks/[id]/route";
import { proxy } from "@/proxy";
import { createAccount } from "../../helpers/accounts";
import { consoleSessionCookie as sessionCookie } from "../../helpers/console-cookie";
import { call } from "../../helpers/http";

const HSTS = "max-age=63072000; includeSubDomains";
const originalAppUrl = process.env.APP_URL;

afterEach(() => {
  process.env.APP_URL = originalAppUrl;
});

describe("CSRF: cookie-authenticated writes", () => {
  it("refuses Origin: null (sandboxed frames, data: URLs) with 403 forbidden and writes nothing", async () => {
    const account = await createAccount();
    const cookie = await sessionCookie(account.userId, account.accountId);
    const refused = await call(createKey, { path: "/api/v1/api-keys", headers: { cookie, origin: "null" }, body: { name: "opaque origin" } });
    expect(refused.status, refused.text).toBe(403);
    expect(refused.body.error.code).toBe("forbidden");
    // An empty Origin is no page of ours either.
    expect((await call(createKey, { path: "/api/v1/api-keys", headers: { cookie, origin: "" }, body: { name: "empty origin" } })).status).toBe(403);
    const list = await call(me, { path: "/api/v1/auth/me", headers: { cookie, origin: "null" } });
    expect(list.status, "reads are not writes").toBe(200);

    const sameOrigin = await call(createKey, { path: "/api/v1/api-keys", headers: { cookie, origin: "http://localhost:3000" }, body: { name: "console" } });
    expect(sameOrigin.status, sameOrigin.text).toBe(201);
    const keys = await call(listKeys, { path: "/api/v1/api-keys", token: account.token });
    expect(keys.body.data.map((k: { name: string }) => k.name)).toEqual(["console"]);
  });

  it("leaves Bearer-token requests alone, whatever their Origin", async () => {
    const account = await createAccount();
    const res = await call(createKey, { path: "/api/v1/api-keys", token: account.token, headers: { origin: "null" }, body: { name: "script" } });
    expect(res.status, res.text).toBe(201);
  });
});

describe("HSTS on API responses", () => {
  it("is sent on every kind of API response when APP_URL is https, and not over plain http", async () => {
    const account = await createAccount();
    const form = new FormData();
    form.append("file", new Blob(["%PDF-1.7\n"], { type: "application/pdf" }), "a.pdf");
    const file = (await call(upload, { path: "/api/v1/evidence/upload", token: account.token, body: form })).body.data;

    const responses = () =>
      Promise.all([
        call(me, { path: "/api/v1/auth/me", token: account.token }), // JSON
        call(me, { path: "/api/v1/auth/me" }), // error envelope
        call(framework, { path: "/api/v1/frameworks/soc2", token: account.token, params: { id: "soc2" } }), // pre-encoded JSON
        call(readFile, { path: `/api/v1/evidence/files/${file.id}`, token: account.token, params: { id: file.id } }), // a file
      ]);
    for (const res of await responses()) expect(res.headers.get("strict-transport-security")).toBeNull();

    process.env.APP_URL = "https://compliance.example.com";
    const secure = await responses();
    expect(secure.map((r) => r.status)).toEqual([200, 401, 200, 200]);
    for (const res of secure) {
      expect(res.headers.get("strict-transport-security")).toBe(HSTS);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });
});

describe("pages: proxy.ts", () => {
  const page = (path = "/sign-in") => proxy(new NextRequest(`http://localhost:3000${path}`));
  const scriptSrc = (policy: string) =>
    policy
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("script-src "))!;

  it("answers a CSP with a fresh nonce per request, no inline or eval scripts, and hands the nonce to Next", () => {
    const first = page();
    const policy = first.headers.get("content-security-policy")!;
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(scriptSrc(policy))?.[1];
    expect(nonce).toBeDefined();
    expect(nonce!.length).toBeGreaterThanOrEqual(22);
    expect(scriptSrc(policy)).not.toContain("'unsafe-inline'");
    expect(scriptSrc(policy)).not.toContain("'unsafe-eval'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    // Next reads the nonce from the request's CSP header (forwarded through the proxy's request override).
    expect(first.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
    expect(first.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
    expect(page().headers.get("content-security-policy")).not.toBe(policy);
  });

  it("adds HSTS and upgrade-insecure-requests only when APP_URL is https", () => {
    const plain = page();
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    expect(plain.headers.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
    process.env.APP_URL = "https://compliance.example.com";
    const secure = page("/dashboard");
    expect(secure.headers.get("strict-transport-security")).toBe(HSTS);
    expect(secure.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });
});

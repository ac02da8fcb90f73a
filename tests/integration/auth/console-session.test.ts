import { describe, expect, it } from "vitest";
import { POST as createKey } from "@/app/api/v1/api-keys/route";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { GET as listEvidence } from "@/app/api/v1/evidence/route";
import { signAuditorToken } from "@/lib/credentials/jwt";
import { createAccount } from "../../helpers/accounts";
import { consoleSessionCookie as sessionCookie } from "../../helpers/console-cookie";
import { call } from "../../helpers/http";

describe("console session on customer routes", () => {
  it("accepts the next-auth session cookie as a customer credential", async () => {
    const account = await createAccount();
    const cookie = await sessionCookie(account.userId, account.accountId);
    const res = await call(me, { path: "/api/v1/auth/me", headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.body.data.user.id).toBe(account.userId);
    const created = await call(createKey, {
      path: "/api/v1/api-keys",
      headers: { cookie, origin: "http://localhost:3000", "sec-fetch-site": "same-origin" },
      body: { name: "from console" },
    });
    expect(created.status).toBe(201);
  });

  it("ignores a cookie sealed with another secret", async () => {
    const account = await createAccount();
    const cookie = await sessionCookie(account.userId, account.accountId, "some-other-secret-value-0123456789");
    expect((await call(me, { path: "/api/v1/auth/me", headers: { cookie } })).status).toBe(401);
  });

  it("refuses cross-site writes that carry the session cookie", async () => {
    const account = await createAccount();
    const cookie = await sessionCookie(account.userId, account.accountId);
    const foreign = await call(createKey, { path: "/api/v1/api-keys", headers: { cookie, origin: "https://evil.example" }, body: { name: "x" } });
    expect(foreign.status).toBe(403);
    const crossSite = await call(createKey, { path: "/api/v1/api-keys", headers: { cookie, "sec-fetch-site": "cross-site" }, body: { name: "x" } });
    expect(crossSite.status).toBe(403);
  });

  it("keeps scopes apart: an auditor token on a customer route is 403", async () => {
    const account = await createAccount();
    const auditor = await signAuditorToken(crypto.randomUUID(), crypto.randomUUID(), account.accountId);
    const res = await call(listEvidence, { path: "/api/v1/evidence", token: auditor });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("forbidden");
  });
});

import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteDomain } from "@/app/api/v1/sso/domains/[id]/route";
import { POST as verifyDomain } from "@/app/api/v1/sso/domains/[id]/verify/route";
import { GET as listDomains, POST as createDomain } from "@/app/api/v1/sso/domains/route";
import { accountEvents } from "@/db/events";
import { makeCtx } from "@/lib/context";
import { getDb } from "@/lib/db/client";
import { provisionMember } from "@/lib/members";
import { tokenFor } from "@/lib/credentials/member-session";
import { startFakeDns, type FakeDns } from "../../fakes/dns/dns-server";
import { createAccount, type TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { uniqueDomain } from "./support";

// The IdPs run on loopback over http: allowed for tests only (per file: setup-database.ts restores the environment after each).
process.env.SSO_ALLOW_INSECURE_IDP = "true";

// Verified domains through the real routes and a local DNS server (dns2) that DNS_SERVERS points at.

let admin: TestAccount;
let dns: FakeDns | undefined;
const published: Record<string, string[]> = {};

async function publish(name: string, value: string) {
  published[name] = [...(published[name] ?? []), value];
  await dns?.close();
  dns = await startFakeDns({ txt: published, failures: { "broken.example": "servfail" } });
  process.env.DNS_SERVERS = dns.server;
}

beforeAll(async () => {
  admin = await createAccount();
  await publish("unrelated.example", "nothing");
});

afterAll(async () => {
  await dns?.close();
});

const create = (account: TestAccount, domain: string) => call(createDomain, { path: "/api/v1/sso/domains", token: account.token, body: { domain } });
const verify = (account: TestAccount, id: string) => call(verifyDomain, { path: `/api/v1/sso/domains/${id}/verify`, token: account.token, params: { id } });

describe("verified domains", () => {
  it("answers the TXT record, refuses to verify until it is published, then verifies it", async () => {
    const domain = uniqueDomain();
    const created = await create(admin, domain.toUpperCase());
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ domain, verified: false, verifiedAt: null, txtRecordName: `_compliance-platform.${domain}` });
    const { id, txtRecordName, txtRecordValue } = created.body.data;

    const early = await verify(admin, id);
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe("conflict");

    await publish(txtRecordName, "some-other-verification=abc");
    await publish(txtRecordName, txtRecordValue);
    const ok = await verify(admin, id);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data.verified).toBe(true);
    expect(ok.body.data.lastCheckedAt).not.toBeNull();
    const events = await getDb()
      .select()
      .from(accountEvents)
      .where(and(eq(accountEvents.accountId, admin.accountId), eq(accountEvents.action, "sso.domain_verified")));
    expect(events).toHaveLength(1);

    // A second listing of the same domain in the account is a conflict.
    expect((await create(admin, domain)).status).toBe(409);
  });

  it("lets only one account verify a domain", async () => {
    const domain = uniqueDomain();
    const first = await create(admin, domain);
    await publish(first.body.data.txtRecordName, first.body.data.txtRecordValue);
    expect((await verify(admin, first.body.data.id)).status).toBe(200);

    const other = await createAccount();
    const second = await create(other, domain);
    expect(second.status).toBe(201);
    await publish(second.body.data.txtRecordName, second.body.data.txtRecordValue);
    const clash = await verify(other, second.body.data.id);
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toMatch(/another account/);
  });

  it("answers 503 when DNS cannot be asked", async () => {
    const created = await create(admin, "broken.example");
    const res = await verify(admin, created.body.data.id);
    expect(res.status).toBe(503);
  });

  it("refuses what is not a domain name", async () => {
    for (const domain of ["https://acme.example", "*.acme.example", "localhost", "acme.example/path", ""]) {
      const res = await create(admin, domain);
      expect(res.status, domain).toBe(400);
      expect(res.body.error.code).toBe("validation_failed");
    }
  });

  it("lists newest first with pagination, deletes, and hides other accounts' domains", async () => {
    const a = await create(admin, uniqueDomain());
    const b = await create(admin, uniqueDomain());
    const page = await call(listDomains, { path: "/api/v1/sso/domains?limit=1", token: admin.token });
    expect(page.status).toBe(200);
    expect(page.body.data.map((d: { id: string }) => d.id)).toEqual([b.body.data.id]);
    expect(page.body.pagination.hasMore).toBe(true);
    const next = await call(listDomains, { path: `/api/v1/sso/domains?limit=1&cursor=${page.body.pagination.nextCursor}`, token: admin.token });
    expect(next.body.data[0].id).toBe(a.body.data.id);

    const other = await createAccount();
    expect((await verify(other, a.body.data.id)).status).toBe(404);
    expect(
      (await call(deleteDomain, { method: "DELETE", path: `/api/v1/sso/domains/${a.body.data.id}`, token: other.token, params: { id: a.body.data.id } }))
        .status,
    ).toBe(404);
    const gone = await call(deleteDomain, {
      method: "DELETE",
      path: `/api/v1/sso/domains/${a.body.data.id}`,
      token: admin.token,
      params: { id: a.body.data.id },
    });
    expect(gone.status).toBe(200);
    expect(gone.body.data).toEqual({ id: a.body.data.id, deleted: true });
  });

  it("is for owners and admins only", async () => {
    const ctx = makeCtx({ kind: "internal" });
    for (const role of ["member", "viewer"] as const) {
      const userId = await getDb().transaction((tx) =>
        provisionMember(tx, ctx, { accountId: admin.accountId, email: `${role}-${Date.now()}@example.com`, name: role, role, via: "invitation" }),
      );
      const token = await tokenFor(getDb(), userId, admin.accountId);
      expect((await call(createDomain, { path: "/api/v1/sso/domains", token, body: { domain: uniqueDomain() } })).status).toBe(403);
      expect((await call(listDomains, { path: "/api/v1/sso/domains", token })).status).toBe(403);
    }
    const adminId = await getDb().transaction((tx) =>
      provisionMember(tx, ctx, { accountId: admin.accountId, email: `admin-${Date.now()}@example.com`, name: "Admin", role: "admin", via: "invitation" }),
    );
    const adminToken = await tokenFor(getDb(), adminId, admin.accountId);
    expect((await call(createDomain, { path: "/api/v1/sso/domains", token: adminToken, body: { domain: uniqueDomain() } })).status).toBe(201);
  });
});

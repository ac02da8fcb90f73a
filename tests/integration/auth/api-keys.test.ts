import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as revoke } from "@/app/api/v1/api-keys/[id]/route";
import { GET as listKeys, POST as createKey } from "@/app/api/v1/api-keys/route";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { apiKeys } from "@/db/accounts";
import { accountEvents } from "@/db/events";
import { sha256Hex } from "@/lib/credentials/secrets";
import { getDb } from "@/lib/db/client";
import { createAccount, createApiKeyFor } from "../../helpers/accounts";
import { call } from "../../helpers/http";

describe("API keys", () => {
  it("shows the key once, stores only its hash, and lists it without the secret", async () => {
    const account = await createAccount();
    const res = await call(createKey, { path: "/api/v1/api-keys", token: account.token, body: { name: "  CI  " } });
    expect(res.status).toBe(201);
    const { id, key, prefix, name } = res.body.data;
    expect(name).toBe("CI");
    expect(key).toMatch(/^cpk_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(prefix)).toBe(true);

    const [row] = await getDb().select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row.keyHash).toBe(sha256Hex(key));
    expect(JSON.stringify(row)).not.toContain(key);

    const list = await call(listKeys, { path: "/api/v1/api-keys", token: account.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      {
        id,
        name: "CI",
        scope: "documents",
        createdBy: { id: account.userId, name: "Test User", email: account.email },
        prefix,
        createdAt: expect.any(String),
        lastUsedAt: null,
        revokedAt: null,
        revokedReason: null,
        replacesId: null,
      },
    ]);
    expect(list.body.pagination).toEqual({ limit: 50, nextCursor: null, hasMore: false });
    expect(list.text).not.toContain(key);

    const events = await getDb().select().from(accountEvents).where(eq(accountEvents.targetId, id));
    expect(events.map((e) => e.action)).toEqual(["api_key.created"]);
  });

  it("authenticates with X-API-Key or Bearer, is refused on JWT routes (403), and answers 401 once revoked", async () => {
    const account = await createAccount();
    const key = await createApiKeyFor(account);
    const created = await call(listKeys, { path: "/api/v1/api-keys", token: account.token });
    const id = created.body.data[0].id;

    expect((await call(me, { path: "/api/v1/auth/me", apiKey: key })).status).toBe(403);
    const viaBearer = await call(me, { path: "/api/v1/auth/me", token: key });
    expect(viaBearer.status).toBe(403);
    expect(viaBearer.body.error.code).toBe("forbidden");

    const revoked = await call(revoke, { method: "DELETE", path: `/api/v1/api-keys/${id}`, token: account.token, params: { id } });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ success: true, data: { id, deleted: true } });

    const after = await call(me, { path: "/api/v1/auth/me", apiKey: key });
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe("unauthorized");
    expect((await call(listKeys, { path: "/api/v1/api-keys", token: account.token })).body.data).toEqual([]);
    const again = await call(revoke, { method: "DELETE", path: `/api/v1/api-keys/${id}`, token: account.token, params: { id } });
    expect(again.status).toBe(404);
  });

  it("keeps keys per account: another account's key is 404 and never listed", async () => {
    const alice = await createAccount();
    const bob = await createAccount();
    await createApiKeyFor(alice, "alice key");
    const aliceList = await call(listKeys, { path: "/api/v1/api-keys", token: alice.token });
    const id = aliceList.body.data[0].id;
    expect((await call(listKeys, { path: "/api/v1/api-keys", token: bob.token })).body.data).toEqual([]);
    const res = await call(revoke, { method: "DELETE", path: `/api/v1/api-keys/${id}`, token: bob.token, params: { id } });
    expect(res.status).toBe(404);
    expect((await call(listKeys, { path: "/api/v1/api-keys", token: alice.token })).body.data).toHaveLength(1);
  });

  it("paginates with an opaque cursor and rejects a forged one", async () => {
    const account = await createAccount();
    for (let i = 0; i < 5; i++) await createApiKeyFor(account, `key ${i}`);
    const first = await call(listKeys, { path: "/api/v1/api-keys?limit=2", token: account.token });
    expect(first.body.data.map((k: { name: string }) => k.name)).toEqual(["key 4", "key 3"]);
    expect(first.body.pagination.hasMore).toBe(true);
    const second = await call(listKeys, { path: `/api/v1/api-keys?limit=2&cursor=${first.body.pagination.nextCursor}`, token: account.token });
    expect(second.body.data.map((k: { name: string }) => k.name)).toEqual(["key 2", "key 1"]);
    const third = await call(listKeys, { path: `/api/v1/api-keys?limit=2&cursor=${second.body.pagination.nextCursor}`, token: account.token });
    expect(third.body.data.map((k: { name: string }) => k.name)).toEqual(["key 0"]);
    expect(third.body.pagination).toEqual({ limit: 2, nextCursor: null, hasMore: false });

    const forged = await call(listKeys, { path: "/api/v1/api-keys?cursor=not-a-cursor", token: account.token });
    expect(forged.status).toBe(400);
    expect(forged.body.error.details[0].path).toBe("cursor");
    const tooMany = await call(listKeys, { path: "/api/v1/api-keys?limit=500", token: account.token });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.details[0].path).toBe("limit");
  });

  it("answers 404 for an id that cannot name a key, and validates the body", async () => {
    const account = await createAccount();
    const bad = await call(revoke, { method: "DELETE", path: "/api/v1/api-keys/xyz", token: account.token, params: { id: "xyz" } });
    expect(bad.status).toBe(404);
    expect(bad.body.error.code).toBe("not_found");
    const empty = await call(createKey, { path: "/api/v1/api-keys", token: account.token, body: { name: "   ", extra: true } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual(["", "name"]);
  });
});

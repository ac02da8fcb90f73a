import { describe, expect, it } from "vitest";
import { GET as listTokens, POST as createToken } from "@/app/api/v1/scim/tokens/route";
import { DELETE as revokeToken } from "@/app/api/v1/scim/tokens/[id]/route";
import { GET as listMappings } from "@/app/api/v1/scim/groups/route";
import { GET as serviceProviderConfig } from "@/app/scim/v2/ServiceProviderConfig/route";
import { GET as resourceTypes } from "@/app/scim/v2/ResourceTypes/route";
import { GET as schemas } from "@/app/scim/v2/Schemas/route";
import { GET as listUsers, POST as createUser } from "@/app/scim/v2/Users/route";
import { tokenFor } from "@/lib/credentials/member-session";
import { getDb } from "@/lib/db/client";
import { createAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { auditActions, ERROR_SCHEMA, scim } from "./scim-client";

describe("SCIM tokens (admins)", () => {
  it("creates a token shown once, lists it without the secret, revokes it (the IdP then gets 401)", async () => {
    const account = await createAccount();
    const created = await call(createToken, { path: "/api/v1/scim/tokens", token: account.token, body: { name: "Okta production" } });
    expect(created.status).toBe(201);
    const { id, token, prefix, baseUrl } = created.body.data;
    expect(token).toMatch(/^scim_[A-Za-z0-9_-]{43}$/);
    expect(token.startsWith(prefix)).toBe(true);
    expect(baseUrl).toBe("http://localhost:3000/scim/v2");

    const idp = scim(token);
    expect((await idp(listUsers, "GET", "/scim/v2/Users")).status).toBe(200);

    const listed = await call(listTokens, { path: "/api/v1/scim/tokens", token: account.token });
    expect(listed.body.data).toEqual([
      expect.objectContaining({
        id,
        name: "Okta production",
        prefix,
        createdBy: expect.objectContaining({ id: account.userId }),
        revokedAt: null,
        revokedReason: null,
      }),
    ]);
    // Last use is recorded off the request's path.
    await expect.poll(async () => (await call(listTokens, { path: "/api/v1/scim/tokens", token: account.token })).body.data[0].lastUsedAt).not.toBeNull();
    expect(listed.text).not.toContain(token);

    const other = await createAccount();
    expect((await call(revokeToken, { method: "DELETE", path: `/api/v1/scim/tokens/${id}`, token: other.token, params: { id } })).status).toBe(404);

    const revoked = await call(revokeToken, { method: "DELETE", path: `/api/v1/scim/tokens/${id}`, token: account.token, params: { id } });
    expect(revoked.body.data).toEqual({ id, deleted: true });
    const refused = await idp(listUsers, "GET", "/scim/v2/Users");
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: "401" });
    expect((await call(listTokens, { path: "/api/v1/scim/tokens", token: account.token })).body.data).toEqual([]);
    expect((await call(revokeToken, { method: "DELETE", path: `/api/v1/scim/tokens/${id}`, token: account.token, params: { id } })).status).toBe(404);

    const trail = await auditActions(account.accountId, id);
    expect(trail.map((e) => [e.action, e.actorType])).toEqual([
      ["scim.token_created", "user"],
      ["scim.token_revoked", "user"],
    ]);
  });

  it("only admins manage SCIM; a SCIM token reaches nothing but /scim/v2", async () => {
    const account = await createAccount();
    const token = (await call(createToken, { path: "/api/v1/scim/tokens", token: account.token, body: { name: "IdP" } })).body.data.token;
    const memberId = (await scim(token)(createUser, "POST", "/scim/v2/Users", { body: { userName: "plain@manage-co.example" } })).body.id;
    const member = await tokenFor(getDb(), memberId, account.accountId);

    for (const [handler, options] of [
      [createToken, { path: "/api/v1/scim/tokens", body: { name: "x" } }],
      [listTokens, { path: "/api/v1/scim/tokens" }],
      [listMappings, { path: "/api/v1/scim/groups" }],
    ] as const) {
      const res = await call(handler, { ...options, token: member });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe("forbidden");
      expect((await call(handler, { ...options, token })).status).toBe(401);
    }
    const bad = await call(createToken, { path: "/api/v1/scim/tokens", token: account.token, body: { name: "" } });
    expect(bad.status).toBe(400);
  });
});

describe("SCIM discovery", () => {
  it("answers ServiceProviderConfig, ResourceTypes and Schemas without a token", async () => {
    const config = await call(serviceProviderConfig, { path: "/scim/v2/ServiceProviderConfig" });
    expect(config.status).toBe(200);
    expect(config.headers.get("content-type")).toMatch(/^application\/scim\+json/);
    expect(config.body).toMatchObject({
      patch: { supported: true },
      filter: { supported: true, maxResults: 200 },
      bulk: { supported: false },
      authenticationSchemes: [{ type: "oauthbearertoken" }],
    });

    const types = await call(resourceTypes, { path: "/scim/v2/ResourceTypes" });
    expect(types.body.Resources.map((t: { id: string }) => t.id)).toEqual(["User", "Group"]);

    const described = await call(schemas, { path: "/scim/v2/Schemas" });
    const user = described.body.Resources.find((s: { name: string }) => s.name === "User");
    expect(user.attributes.map((a: { name: string }) => a.name)).toEqual(expect.arrayContaining(["userName", "name", "active", "externalId", "emails"]));
  });
});

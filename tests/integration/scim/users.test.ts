import { describe, expect, it } from "vitest";
import { GET as listUsers, POST as createUser } from "@/app/scim/v2/Users/route";
import { DELETE as deleteUser, GET as getUser, PATCH as patchUser, PUT as replaceUser } from "@/app/scim/v2/Users/[id]/route";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { tokenFor } from "@/lib/credentials/member-session";
import { getDb } from "@/lib/db/client";
import { createAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { auditActions, ERROR_SCHEMA, PATCH_OP, scim, scimTokenFor, USER_SCHEMA } from "./scim-client";

describe("SCIM Users: the sequences identity providers send", () => {
  it("Okta: create, find by userName, deactivate (sessions end at once), re-activate", async () => {
    const account = await createAccount();
    const idp = scim(await scimTokenFor(account));

    // Okta looks the person up first, then creates them.
    const none = await idp(listUsers, "GET", `/scim/v2/Users?filter=${encodeURIComponent('userName eq "ada@okta-co.example"')}&startIndex=1&count=100`);
    expect(none.status).toBe(200);
    expect(none.headers.get("content-type")).toMatch(/^application\/scim\+json/);
    expect(none.body).toMatchObject({ totalResults: 0, startIndex: 1, itemsPerPage: 0, Resources: [] });

    const created = await idp(createUser, "POST", "/scim/v2/Users", {
      body: {
        schemas: [USER_SCHEMA],
        userName: "Ada@Okta-Co.example",
        name: { givenName: "Ada", familyName: "Lovelace" },
        emails: [{ primary: true, value: "ada@okta-co.example", type: "work" }],
        displayName: "Ada Lovelace",
        locale: "en-US",
        externalId: "00u1abcd",
        groups: [],
        password: "ignored-Okta-sends-one",
        active: true,
      },
    });
    expect(created.status).toBe(201);
    const user = created.body;
    expect(user).toMatchObject({
      schemas: [USER_SCHEMA],
      userName: "ada@okta-co.example",
      externalId: "00u1abcd",
      name: { givenName: "Ada", familyName: "Lovelace", formatted: "Ada Lovelace" },
      displayName: "Ada Lovelace",
      active: true,
      emails: [{ value: "ada@okta-co.example", type: "work", primary: true }],
      meta: { resourceType: "User", location: `http://localhost:3000/scim/v2/Users/${user.id}` },
    });
    expect(user.meta.version).toMatch(/^W\/"/);

    const found = await idp(listUsers, "GET", `/scim/v2/Users?filter=${encodeURIComponent('userName eq "ada@okta-co.example"')}`);
    expect(found.body.totalResults).toBe(1);
    expect(found.body.Resources[0].id).toBe(user.id);

    // The member signed in (SSO in real life): a live API token.
    const session = await tokenFor(getDb(), user.id, account.accountId);
    expect((await call(me, { path: "/api/v1/auth/me", token: session })).status).toBe(200);

    const off = await idp(patchUser, "PATCH", `/scim/v2/Users/${user.id}`, {
      params: { id: user.id },
      body: { schemas: [PATCH_OP], Operations: [{ op: "replace", value: { active: false } }] },
    });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    // Their next request with the token they already hold is refused.
    expect((await call(me, { path: "/api/v1/auth/me", token: session })).status).toBe(401);

    const on = await idp(patchUser, "PATCH", `/scim/v2/Users/${user.id}`, {
      params: { id: user.id },
      body: { schemas: [PATCH_OP], Operations: [{ op: "replace", value: { active: true } }] },
    });
    expect(on.body.active).toBe(true);
    // Re-activation does not revive ended sessions.
    expect((await call(me, { path: "/api/v1/auth/me", token: session })).status).toBe(401);

    // Okta's profile push: PUT with the whole user.
    const put = await idp(replaceUser, "PUT", `/scim/v2/Users/${user.id}`, {
      params: { id: user.id },
      body: {
        schemas: [USER_SCHEMA],
        id: user.id,
        userName: "ada@okta-co.example",
        name: { givenName: "Ada", familyName: "King" },
        externalId: "00u1abcd",
        active: true,
      },
    });
    expect(put.status).toBe(200);
    expect(put.body.displayName).toBe("Ada King");

    const trail = await auditActions(account.accountId, user.id);
    expect(trail.map((e) => e.action)).toEqual(["member.added", "member.deactivated", "member.reactivated", "member.updated"]);
    expect(new Set(trail.map((e) => e.actorType))).toEqual(new Set(["scim"]));
  });

  it("Entra ID: string booleans, capitalised ops, paths with filters, then DELETE", async () => {
    const account = await createAccount();
    const idp = scim(await scimTokenFor(account, "Entra ID"));

    const probe = await idp(listUsers, "GET", `/scim/v2/Users?filter=${encodeURIComponent('userName eq "grace@entra-co.example"')}`);
    expect(probe.body.totalResults).toBe(0);

    const created = await idp(createUser, "POST", "/scim/v2/Users", {
      body: {
        schemas: [USER_SCHEMA, "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User"],
        externalId: "grace",
        userName: "grace@entra-co.example",
        active: "True",
        displayName: "Grace Hopper",
        emails: [{ primary: true, type: "work", value: "grace@entra-co.example" }],
        meta: { resourceType: "User" },
        name: { formatted: "Grace Hopper", familyName: "Hopper", givenName: "Grace" },
        roles: [],
        "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User": { department: "Navy" },
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body.active).toBe(true);

    const byExternalId = await idp(listUsers, "GET", `/scim/v2/Users?filter=${encodeURIComponent('externalId eq "grace"')}`);
    expect(byExternalId.body.Resources.map((u: { id: string }) => u.id)).toEqual([id]);

    const patched = await idp(patchUser, "PATCH", `/scim/v2/Users/${id}`, {
      params: { id },
      body: {
        schemas: [PATCH_OP],
        Operations: [
          { op: "Replace", path: "displayName", value: "Rear Admiral Hopper" },
          { op: "Add", path: 'emails[type eq "work"].value', value: "grace@entra-co.example" },
          { op: "Replace", path: "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department", value: "Navy" },
          { op: "Replace", path: "title", value: "Rear Admiral" },
        ],
      },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.displayName).toBe("Rear Admiral Hopper");

    const session = await tokenFor(getDb(), id, account.accountId);
    const off = await idp(patchUser, "PATCH", `/scim/v2/Users/${id}`, {
      params: { id },
      body: { schemas: [PATCH_OP], Operations: [{ op: "Replace", path: "active", value: "False" }] },
    });
    expect(off.body.active).toBe(false);
    expect((await call(me, { path: "/api/v1/auth/me", token: session })).status).toBe(401);

    const inactive = await idp(listUsers, "GET", `/scim/v2/Users?filter=${encodeURIComponent("active eq false")}`);
    expect(inactive.body.Resources.map((u: { id: string }) => u.id)).toEqual([id]);

    const deleted = await idp(deleteUser, "DELETE", `/scim/v2/Users/${id}`, { params: { id } });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe("");
    const gone = await idp(getUser, "GET", `/scim/v2/Users/${id}`, { params: { id } });
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: "404" });

    const actions = (await auditActions(account.accountId, id)).map((e) => e.action);
    expect(actions).toEqual(["member.added", "member.updated", "member.deactivated", "member.removed"]);
  });
});

describe("SCIM Users: filters, pagination and errors", () => {
  it("pages 1-based, filters with and/emails/active, refuses what it does not support", async () => {
    const account = await createAccount();
    const idp = scim(await scimTokenFor(account));
    for (const n of [1, 2, 3, 4, 5]) {
      const res = await idp(createUser, "POST", "/scim/v2/Users", {
        body: { userName: `p${n}@page-co.example`, name: { givenName: "P", familyName: `${n}` }, externalId: `ext-${n}`, active: n !== 5 },
      });
      expect(res.status).toBe(201);
    }
    // The owner who registered is a member too: six users.
    const first = await idp(listUsers, "GET", "/scim/v2/Users?startIndex=1&count=4");
    expect(first.body).toMatchObject({ totalResults: 6, startIndex: 1, itemsPerPage: 4 });
    const second = await idp(listUsers, "GET", "/scim/v2/Users?startIndex=5&count=4");
    expect(second.body).toMatchObject({ totalResults: 6, startIndex: 5, itemsPerPage: 2 });
    const ids = [...first.body.Resources, ...second.body.Resources].map((u: { id: string }) => u.id);
    expect(new Set(ids).size).toBe(6);
    expect(first.body.Resources[0].userName).toBe(account.email);

    const byEmail = await idp(listUsers, "GET", `/scim/v2/Users?filter=${encodeURIComponent('emails[type eq "work"].value eq "P3@PAGE-CO.example"')}`);
    expect(byEmail.body.Resources.map((u: { userName: string }) => u.userName)).toEqual(["p3@page-co.example"]);
    const both = await idp(listUsers, "GET", `/scim/v2/Users?filter=${encodeURIComponent('userName sw "p" and active eq true')}`);
    expect(both.body.totalResults).toBe(4);
    const inactive = await idp(listUsers, "GET", `/scim/v2/Users?filter=${encodeURIComponent('externalId eq "ext-5" and active eq false')}`);
    expect(inactive.body.totalResults).toBe(1);

    for (const filter of ['userName eq "a" or userName eq "b"', '(userName eq "a")', 'password eq "x"', "userName zz 1", 'userName eq "unterminated']) {
      const bad = await idp(listUsers, "GET", `/scim/v2/Users?filter=${encodeURIComponent(filter)}`);
      expect(bad.status, filter).toBe(400);
      expect(bad.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: "400", scimType: "invalidFilter" });
    }
  });

  it("409 uniqueness for a taken e-mail (this account or another), 404 for another account's user, 401 without a good token", async () => {
    const account = await createAccount();
    const other = await createAccount();
    const idp = scim(await scimTokenFor(account));
    const otherIdp = scim(await scimTokenFor(other));

    const mine = await idp(createUser, "POST", "/scim/v2/Users", { body: { userName: "dup@unique-co.example" } });
    expect(mine.status).toBe(201);
    const again = await idp(createUser, "POST", "/scim/v2/Users", { body: { userName: "DUP@unique-co.example" } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: "409", scimType: "uniqueness" });
    const elsewhere = await otherIdp(createUser, "POST", "/scim/v2/Users", { body: { userName: "dup@unique-co.example" } });
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.scimType).toBe("uniqueness");
    const registeredOwner = await otherIdp(createUser, "POST", "/scim/v2/Users", { body: { userName: account.email } });
    expect(registeredOwner.body.scimType).toBe("uniqueness");

    const id = mine.body.id;
    for (const [handler, method] of [
      [getUser, "GET"],
      [patchUser, "PATCH"],
      [deleteUser, "DELETE"],
    ] as const) {
      const res = await otherIdp(handler, method, `/scim/v2/Users/${id}`, {
        params: { id },
        body: method === "PATCH" ? { schemas: [PATCH_OP], Operations: [{ op: "replace", path: "active", value: false }] } : undefined,
      });
      expect(res.status, method).toBe(404);
    }
    expect((await otherIdp(listUsers, "GET", "/scim/v2/Users")).body.Resources.map((u: { id: string }) => u.id)).not.toContain(id);

    const noToken = await call(listUsers, { path: "/scim/v2/Users" });
    expect(noToken.status).toBe(401);
    expect(noToken.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: "401" });
    expect((await scim("scim_not-a-real-token-but-long-enough-to-look-like-one")(listUsers, "GET", "/scim/v2/Users")).status).toBe(401);
    // A member's own token is no SCIM token.
    expect((await call(listUsers, { path: "/scim/v2/Users", token: account.token })).status).toBe(401);

    const badUser = await idp(createUser, "POST", "/scim/v2/Users", { body: { userName: "not-an-email" } });
    expect(badUser.status).toBe(400);
    expect(badUser.body.scimType).toBe("invalidValue");
    const badOp = await idp(patchUser, "PATCH", `/scim/v2/Users/${id}`, {
      params: { id },
      body: { schemas: [PATCH_OP], Operations: [{ op: "move", path: "active", value: false }] },
    });
    expect(badOp.status).toBe(400);
    expect(badOp.body.scimType).toBe("invalidSyntax");
    const badBool = await idp(patchUser, "PATCH", `/scim/v2/Users/${id}`, {
      params: { id },
      body: { schemas: [PATCH_OP], Operations: [{ op: "replace", path: "active", value: "maybe" }] },
    });
    expect(badBool.status).toBe(400);
  });

  it("the last active owner cannot be deactivated or deleted through SCIM", async () => {
    const account = await createAccount();
    const idp = scim(await scimTokenFor(account));
    const off = await idp(patchUser, "PATCH", `/scim/v2/Users/${account.userId}`, {
      params: { id: account.userId },
      body: { schemas: [PATCH_OP], Operations: [{ op: "replace", path: "active", value: false }] },
    });
    expect(off.status).toBe(409);
    expect(off.body).toMatchObject({ schemas: [ERROR_SCHEMA], status: "409" });
    const del = await idp(deleteUser, "DELETE", `/scim/v2/Users/${account.userId}`, { params: { id: account.userId } });
    expect(del.status).toBe(409);
    expect((await call(me, { path: "/api/v1/auth/me", token: account.token })).status).toBe(200);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { POST as recover } from "@/app/api/v1/auth/email-recovery/route";
import { POST as createUser } from "@/app/scim/v2/Users/route";
import { PATCH as patchUser, PUT as replaceUser } from "@/app/scim/v2/Users/[id]/route";
import { users } from "@/db/accounts";
import { passwordResets } from "@/db/members";
import { verifiedDomains } from "@/db/sso";
import { getDb } from "@/lib/db/client";
import { createAccount, type TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { mailTo } from "../../helpers/mail";
import { addMember } from "../members/helpers";
import { ERROR_SCHEMA, PATCH_OP, scim, scimTokenFor, USER_SCHEMA } from "./scim-client";

// Issue 23: a SCIM token could move the owner's account to an address its holder controls, then reset the password.
// The identity rule (lib/auth/internal/identity-rules.ts, docs/api.md §4) refuses it, and every e-mail change leaves
// the old address a way back.

async function emailOf(userId: string): Promise<string> {
  const [row] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row.email;
}

async function verify(account: TestAccount, domain: string) {
  await getDb()
    .insert(verifiedDomains)
    .values({ accountId: account.accountId, domain, verificationToken: `cp-domain-verification=${domain}`, verifiedAt: new Date() });
}

const replaceUserName = (value: unknown) => ({ schemas: [PATCH_OP], Operations: [{ op: "replace", path: "userName", value }] });

describe("SCIM cannot change the owner's identity", () => {
  it("PATCH userName, PATCH emails, no-path replace and PUT of the owner are 400 mutability, and nothing changes", async () => {
    const account = await createAccount();
    await verify(account, "owner-co.example");
    const idp = scim(await scimTokenFor(account));
    const id = account.userId;
    const attempts = [
      () => idp(patchUser, "PATCH", `/scim/v2/Users/${id}`, { params: { id }, body: replaceUserName("attacker@owner-co.example") }),
      () => idp(patchUser, "PATCH", `/scim/v2/Users/${id}`, { params: { id }, body: replaceUserName("attacker@elsewhere.example") }),
      () =>
        idp(patchUser, "PATCH", `/scim/v2/Users/${id}`, {
          params: { id },
          body: { schemas: [PATCH_OP], Operations: [{ op: "replace", value: { userName: "attacker@owner-co.example" } }] },
        }),
      () =>
        idp(patchUser, "PATCH", `/scim/v2/Users/${id}`, {
          params: { id },
          body: {
            schemas: [PATCH_OP],
            Operations: [{ op: "replace", path: "emails", value: [{ value: "attacker@owner-co.example", primary: true, type: "work" }] }],
          },
        }),
      () =>
        idp(patchUser, "PATCH", `/scim/v2/Users/${id}`, {
          params: { id },
          body: { schemas: [PATCH_OP], Operations: [{ op: "replace", path: 'emails[type eq "work"].value', value: "attacker@owner-co.example" }] },
        }),
      () =>
        idp(replaceUser, "PUT", `/scim/v2/Users/${id}`, {
          params: { id },
          body: { schemas: [USER_SCHEMA], userName: "attacker@owner-co.example", name: { givenName: "Test", familyName: "User" } },
        }),
      () =>
        idp(replaceUser, "PUT", `/scim/v2/Users/${id}`, {
          params: { id },
          body: { schemas: [USER_SCHEMA], userName: "E12345", emails: [{ value: "attacker@owner-co.example", primary: true }] },
        }),
    ];
    for (const [n, attempt] of attempts.entries()) {
      const res = await attempt();
      expect(res.status, `attempt ${n}`).toBe(400);
      expect(res.body, `attempt ${n}`).toMatchObject({ schemas: [ERROR_SCHEMA], status: "400", scimType: "mutability" });
    }
    expect(await emailOf(id)).toBe(account.email);
    expect(await mailTo("attacker@owner-co.example")).toEqual([]);
    expect((await call(me, { path: "/api/v1/auth/me", token: account.token })).status).toBe(200);

    // What leaves the identity alone still works for the owner (an IdP re-sending the same values).
    const same = await idp(replaceUser, "PUT", `/scim/v2/Users/${id}`, {
      params: { id },
      body: {
        schemas: [USER_SCHEMA],
        userName: account.email,
        emails: [{ value: account.email, primary: true }],
        name: { givenName: "Renamed", familyName: "Owner" },
      },
    });
    expect(same.status).toBe(200);
    expect(same.body.displayName).toBe("Renamed Owner");
  });
});

describe("SCIM changes a member's e-mail only inside the account's verified domains", () => {
  it("no verified domain: no change at all (400 invalidValue)", async () => {
    const account = await createAccount();
    const idp = scim(await scimTokenFor(account));
    const member = await addMember(account, "admin");
    const res = await idp(patchUser, "PATCH", `/scim/v2/Users/${member.userId}`, {
      params: { id: member.userId },
      body: replaceUserName("someone@anywhere.example"),
    });
    expect(res.status).toBe(400);
    expect(res.body.scimType).toBe("invalidValue");
    expect(await emailOf(member.userId)).toBe(member.email);
  });

  it("outside the verified domains (or an unverified one) is 400 invalidValue; inside is a change with a 14-day way back for the old address", async () => {
    const account = await createAccount();
    await verify(account, "acme-id.example");
    await getDb()
      .insert(verifiedDomains)
      .values({ accountId: account.accountId, domain: "pending-id.example", verificationToken: "cp-domain-verification=pending" });
    const idp = scim(await scimTokenFor(account));
    const created = await idp(createUser, "POST", "/scim/v2/Users", {
      body: { userName: "lin@acme-id.example", name: { givenName: "Lin", familyName: "Wu" } },
    });
    expect(created.status).toBe(201);
    const id: string = created.body.id;
    for (const address of ["lin@attacker.example", "lin@pending-id.example", "lin@sub.acme-id.example"]) {
      const put = await idp(replaceUser, "PUT", `/scim/v2/Users/${id}`, { params: { id }, body: { schemas: [USER_SCHEMA], userName: address } });
      expect(put.status, address).toBe(400);
      expect(put.body.scimType, address).toBe("invalidValue");
    }
    expect(await emailOf(id)).toBe("lin@acme-id.example");

    await getDb()
      .insert(passwordResets)
      .values({ userId: id, tokenHash: "an-open-reset-link", expiresAt: new Date(Date.now() + 3_600_000) });
    const moved = await idp(patchUser, "PATCH", `/scim/v2/Users/${id}`, { params: { id }, body: replaceUserName("lin.wu@acme-id.example") });
    expect(moved.status).toBe(200);
    expect(moved.body.userName).toBe("lin.wu@acme-id.example");
    const [reset] = await getDb().select().from(passwordResets).where(eq(passwordResets.userId, id));
    expect(reset.usedAt).not.toBeNull();

    const [notice] = await mailTo("lin@acme-id.example");
    expect(notice.kind).toBe("email_changed");
    expect(notice.text).toContain("lin.wu@acme-id.example");
    expect((await mailTo("lin.wu@acme-id.example")).map((m) => m.kind)).toEqual(["email_changed_notice"]);
    const token = /\/recover-email\?token=([A-Za-z0-9_-]+)/.exec(notice.text)![1];

    const restored = await call(recover, { path: "/api/v1/auth/email-recovery", body: { token } });
    expect(restored.status).toBe(200);
    expect(restored.body.data.email).toBe("lin@acme-id.example");
    expect(await emailOf(id)).toBe("lin@acme-id.example");
    const again = await call(recover, { path: "/api/v1/auth/email-recovery", body: { token } });
    expect(again.status).toBe(401);
  });
});

describe("SCIM PATCH refuses what would leave the User invalid (RFC 7644 §3.5.2)", () => {
  it("answers 400 mutability or invalidValue, and changes nothing", async () => {
    const account = await createAccount();
    await verify(account, "patch-co.example");
    const idp = scim(await scimTokenFor(account));
    const created = await idp(createUser, "POST", "/scim/v2/Users", {
      body: { userName: "kim@patch-co.example", name: { givenName: "Kim", familyName: "Lee" }, externalId: "kim" },
    });
    const id: string = created.body.id;
    const cases: [string, unknown[], string][] = [
      ["remove userName", [{ op: "remove", path: "userName" }], "mutability"],
      ["blank userName", [{ op: "replace", path: "userName", value: "" }], "mutability"],
      ["null userName", [{ op: "replace", path: "userName", value: null }], "mutability"],
      ["userName not an address", [{ op: "replace", path: "userName", value: "not-an-address" }], "invalidValue"],
      ["userName a number", [{ op: "replace", path: "userName", value: 42 }], "invalidValue"],
      ["no-path userName not an address", [{ op: "replace", value: { userName: "kim" } }], "invalidValue"],
      ["remove active", [{ op: "remove", path: "active" }], "mutability"],
      ["active not a boolean", [{ op: "replace", path: "active", value: "maybe" }], "invalidValue"],
      ["active a number", [{ op: "replace", path: "active", value: 0 }], "invalidValue"],
      ["emails value not an address", [{ op: "replace", path: "emails", value: [{ value: "nope", primary: true }] }], "invalidValue"],
      ["emails without a primary", [{ op: "replace", path: "emails", value: [{ value: "kim@patch-co.example", type: "work" }] }], "invalidValue"],
      ["emails with two primaries", [{ op: "add", path: "emails", value: [{ value: "kim2@patch-co.example", primary: true }] }], "invalidValue"],
      ["emails not a list", [{ op: "replace", path: "emails", value: "kim@patch-co.example" }], "invalidValue"],
      ["replace id", [{ op: "replace", path: "id", value: "00000000-0000-4000-8000-000000000000" }], "mutability"],
      ["replace meta", [{ op: "replace", path: "meta", value: { resourceType: "Group" } }], "mutability"],
      ["add groups", [{ op: "add", path: "groups", value: [{ value: "00000000-0000-4000-8000-000000000000" }] }], "mutability"],
    ];
    for (const [label, Operations, scimType] of cases) {
      const res = await idp(patchUser, "PATCH", `/scim/v2/Users/${id}`, { params: { id }, body: { schemas: [PATCH_OP], Operations } });
      expect(res.status, label).toBe(400);
      expect(res.body, label).toMatchObject({ schemas: [ERROR_SCHEMA], status: "400", scimType });
    }
    const [row] = await getDb().select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ email: "kim@patch-co.example", status: "active", externalId: "kim", name: "Kim Lee" });

    // What identity providers really send still passes: a home address beside the primary one, a whole resource
    // replaced without a path (schemas naming an extension), string booleans.
    const fine = await idp(patchUser, "PATCH", `/scim/v2/Users/${id}`, {
      params: { id },
      body: {
        schemas: [PATCH_OP],
        Operations: [
          { op: "Add", path: 'emails[type eq "home"].value', value: "kim.home@example.net" },
          {
            op: "replace",
            value: {
              schemas: [USER_SCHEMA, "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User"],
              id,
              userName: "kim@patch-co.example",
              displayName: "Kim Lee-Park",
              active: "True",
            },
          },
        ],
      },
    });
    expect(fine.status).toBe(200);
    expect(fine.body).toMatchObject({ userName: "kim@patch-co.example", displayName: "Kim Lee-Park", active: true });
  });
});

/**
 * Keys and tokens belong to the account but name their creator (docs/api.md §4 "Who owns a credential"): removing,
 * demoting below admin or deactivating the creator, by any path, revokes every API key and SCIM token they created,
 * and a key the account still needs is rotated to a secret someone who remains receives.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as listKeys, POST as createKey } from "@/app/api/v1/api-keys/route";
import { POST as rotateKey } from "@/app/api/v1/api-keys/[id]/rotate/route";
import { GET as listDocuments } from "@/app/api/v1/documents/route";
import { DELETE as removeMember, PUT as updateMember } from "@/app/api/v1/members/[id]/route";
import { PUT as setGroupRole } from "@/app/api/v1/scim/groups/[id]/route";
import { GET as listTokens, POST as createToken } from "@/app/api/v1/scim/tokens/route";
import { POST as rotateToken } from "@/app/api/v1/scim/tokens/[id]/rotate/route";
import { POST as createGroup } from "@/app/scim/v2/Groups/route";
import { GET as listUsers, POST as createUser } from "@/app/scim/v2/Users/route";
import { PATCH as patchUser } from "@/app/scim/v2/Users/[id]/route";
import { apiKeys, users } from "@/db/accounts";
import { notifications } from "@/db/notifications";
import { tokenFor } from "@/lib/credentials/member-session";
import { getDb } from "@/lib/db/client";
import { createAccount, type TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { auditActions, GROUP_SCHEMA, PATCH_OP, scim } from "../scim/scim-client";
import { addMember } from "./helpers";

interface Secrets {
  keyId: string;
  key: string;
  tokenId: string;
  token: string;
}

/** An API key and a SCIM token created by `creatorToken` (an admin's or owner's session). */
async function secretsOf(creatorToken: string, label: string): Promise<Secrets> {
  const key = await call(createKey, { path: "/api/v1/api-keys", token: creatorToken, body: { name: `${label} key`, scope: "full" } });
  expect(key.status, key.text).toBe(201);
  const token = await call(createToken, { path: "/api/v1/scim/tokens", token: creatorToken, body: { name: `${label} IdP` } });
  expect(token.status, token.text).toBe(201);
  return { keyId: key.body.data.id, key: key.body.data.key, tokenId: token.body.data.id, token: token.body.data.token };
}

const keyStatus = async (key: string) => (await call(listDocuments, { path: "/api/v1/documents", apiKey: key })).status;
const tokenStatus = async (token: string) => (await scim(token)(listUsers, "GET", "/scim/v2/Users")).status;

/** A fresh account with an owner, a second owner who hears of revocations, and the admin whose secrets are at stake. */
async function team() {
  const owner = await createAccount({ name: "Olivia Owner" });
  const coOwner = await addMember(owner, "admin");
  const admin = await addMember(owner, "admin");
  const secrets = await secretsOf(admin.token, "admin's");
  expect(await keyStatus(secrets.key)).toBe(200);
  expect(await tokenStatus(secrets.token)).toBe(200);
  return { owner, coOwner, admin, secrets };
}

async function expectEnded(account: TestAccount, secrets: Secrets, reason: string, coOwnerId: string) {
  expect(await keyStatus(secrets.key)).toBe(401);
  expect(await tokenStatus(secrets.token)).toBe(401);
  // The token can no longer provision anyone, let alone into a group mapped to admin.
  const idp = scim(secrets.token);
  expect(
    (await idp(createUser, "POST", "/scim/v2/Users", { body: { userName: `late-${reason}@example.com`, name: { givenName: "Late", familyName: "X" } } }))
      .status,
  ).toBe(401);
  expect((await idp(createGroup, "POST", "/scim/v2/Groups", { body: { schemas: [GROUP_SCHEMA], displayName: "Admins" } })).status).toBe(401);

  const keys = await call(listKeys, { path: "/api/v1/api-keys?status=revoked", token: account.token });
  expect(keys.body.data.find((k: { id: string }) => k.id === secrets.keyId)).toMatchObject({ revokedReason: reason, revokedAt: expect.any(String) });
  const tokens = await call(listTokens, { path: "/api/v1/scim/tokens?status=revoked", token: account.token });
  expect(tokens.body.data.find((t: { id: string }) => t.id === secrets.tokenId)).toMatchObject({ revokedReason: reason });

  expect((await auditActions(account.accountId, secrets.keyId)).map((e) => [e.action, e.details.reason])).toContainEqual(["api_key.revoked", reason]);
  expect((await auditActions(account.accountId, secrets.tokenId)).map((e) => [e.action, e.details.reason])).toContainEqual(["scim.token_revoked", reason]);
  const told = await getDb()
    .select()
    .from(notifications)
    .where(and(eq(notifications.accountId, account.accountId), eq(notifications.kind, "credential.revoked")));
  // The other owners and admins hear of it (the one who made the change sees the answer instead).
  expect(told.map((n) => n.userId)).toContain(coOwnerId);
  const toCoOwner = told.find((n) => n.userId === coOwnerId)!;
  expect(toCoOwner.body).toContain("admin's key");
  expect(toCoOwner.body).toContain("/api-keys");
}

const revokedList = (secrets: Secrets, reason: string) =>
  expect.arrayContaining([
    expect.objectContaining({ type: "api_key", id: secrets.keyId, reason }),
    expect.objectContaining({ type: "scim_token", id: secrets.tokenId, reason }),
  ]);

describe("credentials end with their creator's place", () => {
  it("removing an admin revokes their API key and SCIM token, answers them, and tells the other admins", async () => {
    const { owner, coOwner, admin, secrets } = await team();
    const removed = await call(removeMember, { method: "DELETE", path: `/api/v1/members/${admin.userId}`, token: owner.token, params: { id: admin.userId } });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.data.revokedCredentials).toEqual(revokedList(secrets, "creator_removed"));
    expect(removed.body.data.revokedCredentials).toHaveLength(2);
    await expectEnded(owner, secrets, "creator_removed", coOwner.userId);
    // The list then names nobody: the creator is "a former member".
    const keys = await call(listKeys, { path: "/api/v1/api-keys?status=all", token: owner.token });
    expect(keys.body.data.find((k: { id: string }) => k.id === secrets.keyId).createdBy).toBeNull();
  });

  it("demoting an admin below admin revokes them; owner → admin does not", async () => {
    const { owner, coOwner, admin, secrets } = await team();
    const demoted = await call(updateMember, {
      method: "PUT",
      path: `/api/v1/members/${admin.userId}`,
      token: owner.token,
      params: { id: admin.userId },
      body: { role: "member" },
    });
    expect(demoted.status, demoted.text).toBe(200);
    expect(demoted.body.data).toMatchObject({ role: "member", revokedCredentials: revokedList(secrets, "creator_demoted") });
    await expectEnded(owner, secrets, "creator_demoted", coOwner.userId);

    const second = await addMember(owner, "owner");
    const kept = await secretsOf(second.token, "second owner's");
    const toAdmin = await call(updateMember, {
      method: "PUT",
      path: `/api/v1/members/${second.userId}`,
      token: owner.token,
      params: { id: second.userId },
      body: { role: "admin" },
    });
    expect(toAdmin.body.data.revokedCredentials).toEqual([]);
    expect(await keyStatus(kept.key)).toBe(200);
    expect(await tokenStatus(kept.token)).toBe(200);
  });

  it("deactivating an admin through the members API revokes them", async () => {
    const { owner, coOwner, admin, secrets } = await team();
    const deactivated = await call(updateMember, {
      method: "PUT",
      path: `/api/v1/members/${admin.userId}`,
      token: owner.token,
      params: { id: admin.userId },
      body: { active: false },
    });
    expect(deactivated.body.data).toMatchObject({ status: "deactivated", revokedCredentials: revokedList(secrets, "creator_deactivated") });
    await expectEnded(owner, secrets, "creator_deactivated", coOwner.userId);
    // Re-activation does not bring the secrets back: they are rotated.
    await call(updateMember, {
      method: "PUT",
      path: `/api/v1/members/${admin.userId}`,
      token: owner.token,
      params: { id: admin.userId },
      body: { active: true },
    });
    expect(await keyStatus(secrets.key)).toBe(401);
  });

  it("deactivating an admin through SCIM revokes them", async () => {
    const { owner, coOwner, admin, secrets } = await team();
    const ownersIdp = scim((await secretsOf(owner.token, "owner's")).token);
    const patched = await ownersIdp(patchUser, "PATCH", `/scim/v2/Users/${admin.userId}`, {
      params: { id: admin.userId },
      body: { schemas: [PATCH_OP], Operations: [{ op: "replace", value: { active: false } }] },
    });
    expect(patched.status, patched.text).toBe(200);
    await expectEnded(owner, secrets, "creator_deactivated", coOwner.userId);
  });

  it("a SCIM group's role sync that demotes an admin revokes what they created", async () => {
    const owner = await createAccount();
    const coOwner = await addMember(owner, "admin");
    const idp = scim((await secretsOf(owner.token, "owner's")).token);
    const user = await idp(createUser, "POST", "/scim/v2/Users", {
      body: { userName: "grace@sync-co.example", name: { givenName: "Grace", familyName: "H" } },
    });
    const group = await idp(createGroup, "POST", "/scim/v2/Groups", {
      body: { schemas: [GROUP_SCHEMA], displayName: "Admins", members: [{ value: user.body.id }] },
    });
    const setRole = (role: string) =>
      call(setGroupRole, { method: "PUT", path: `/api/v1/scim/groups/${group.body.id}`, token: owner.token, params: { id: group.body.id }, body: { role } });
    expect((await setRole("admin")).status).toBe(200);
    const secrets = await secretsOf(await tokenFor(getDb(), user.body.id, owner.accountId), "admin's");
    expect(await keyStatus(secrets.key)).toBe(200);

    expect((await setRole("member")).status).toBe(200);
    const [row] = await getDb().select({ role: users.role }).from(users).where(eq(users.id, user.body.id));
    expect(row.role).toBe("member");
    await expectEnded(owner, secrets, "creator_demoted", coOwner.userId);
  });
});

describe("rotation", () => {
  it("gives a key revoked with its creator a working successor, created by the caller, shown once; once only", async () => {
    const { owner, admin, secrets } = await team();
    await call(removeMember, { method: "DELETE", path: `/api/v1/members/${admin.userId}`, token: owner.token, params: { id: admin.userId } });

    const rotated = await call(rotateKey, {
      method: "POST",
      path: `/api/v1/api-keys/${secrets.keyId}/rotate`,
      token: owner.token,
      params: { id: secrets.keyId },
    });
    expect(rotated.status, rotated.text).toBe(201);
    expect(rotated.body.data).toMatchObject({ name: "admin's key", scope: "full", replacesId: secrets.keyId });
    expect(await keyStatus(rotated.body.data.key)).toBe(200);
    expect(await keyStatus(secrets.key)).toBe(401);
    const [successor] = await getDb().select().from(apiKeys).where(eq(apiKeys.id, rotated.body.data.id));
    expect(successor.createdBy).toBe(owner.userId);
    expect((await auditActions(owner.accountId, rotated.body.data.id)).map((e) => e.action)).toEqual(["api_key.rotated"]);
    expect(
      (await call(rotateKey, { method: "POST", path: `/api/v1/api-keys/${secrets.keyId}/rotate`, token: owner.token, params: { id: secrets.keyId } })).status,
    ).toBe(409);

    const token = await call(rotateToken, {
      method: "POST",
      path: `/api/v1/scim/tokens/${secrets.tokenId}/rotate`,
      token: owner.token,
      params: { id: secrets.tokenId },
    });
    expect(token.status, token.text).toBe(201);
    expect(token.body.data).toMatchObject({ name: "admin's IdP", replacesId: secrets.tokenId, createdBy: { id: owner.userId } });
    expect(await tokenStatus(token.body.data.token)).toBe(200);
    expect(await tokenStatus(secrets.token)).toBe(401);
  });

  it("rotates a live key (the old one stops at once); an admin-revoked or foreign key is not rotated", async () => {
    const owner = await createAccount();
    const secrets = await secretsOf(owner.token, "live");
    const rotated = await call(rotateKey, {
      method: "POST",
      path: `/api/v1/api-keys/${secrets.keyId}/rotate`,
      token: owner.token,
      params: { id: secrets.keyId },
    });
    expect(await keyStatus(rotated.body.data.key)).toBe(200);
    expect(await keyStatus(secrets.key)).toBe(401);
    const listed = await call(listKeys, { path: "/api/v1/api-keys?status=all", token: owner.token });
    expect(listed.body.data.find((k: { id: string }) => k.id === secrets.keyId)).toMatchObject({ revokedReason: "rotated" });

    const other = await createAccount();
    expect(
      (
        await call(rotateKey, {
          method: "POST",
          path: `/api/v1/api-keys/${rotated.body.data.id}/rotate`,
          token: other.token,
          params: { id: rotated.body.data.id },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(rotateToken, { method: "POST", path: `/api/v1/scim/tokens/${secrets.tokenId}/rotate`, token: other.token, params: { id: secrets.tokenId } }))
        .status,
    ).toBe(404);
    const member = await addMember(owner, "member");
    expect(
      (
        await call(rotateKey, {
          method: "POST",
          path: `/api/v1/api-keys/${rotated.body.data.id}/rotate`,
          token: member.token,
          params: { id: rotated.body.data.id },
        })
      ).status,
    ).toBe(403);
  });
});

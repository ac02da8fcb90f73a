import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as removeMember, GET as getMember, PUT as updateMember } from "@/app/api/v1/members/[id]/route";
import { GET as listMembers } from "@/app/api/v1/members/route";
import { POST as transfer } from "@/app/api/v1/members/transfer-ownership/route";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { users } from "@/db/accounts";
import { accountEvents } from "@/db/events";
import { makeCtx } from "@/lib/context";
import { getDb, type DbOrTx } from "@/lib/db/client";
import { removeMember as removeMemberPrimitive, setMemberActive, setMemberRole } from "@/lib/members";
import { createAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { addMember } from "./helpers";

const put = (token: string, id: string, body: unknown) => call(updateMember, { method: "PUT", path: `/api/v1/members/${id}`, token, params: { id }, body });
const del = (token: string, id: string) => call(removeMember, { method: "DELETE", path: `/api/v1/members/${id}`, token, params: { id } });

describe("members", () => {
  it("lists the account's members with role, status, two-factor and SSO-only flags, paginated; any member may read", async () => {
    const owner = await createAccount();
    const viewer = await addMember(owner, "viewer");
    const admin = await addMember(owner, "admin", { password: "correct horse battery staple" });

    const list = await call(listMembers, { path: "/api/v1/members", token: viewer.token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((m: { id: string }) => m.id)).toEqual([admin.userId, viewer.userId, owner.userId]);
    const [first, second, third] = list.body.data;
    expect(first).toMatchObject({ id: admin.userId, email: admin.email, role: "admin", status: "active", twoFactor: false, ssoOnly: false });
    expect(second).toMatchObject({ role: "viewer", ssoOnly: true, lastSignInAt: expect.any(String) });
    expect(third).toMatchObject({ id: owner.userId, role: "owner" });
    expect(list.text).not.toMatch(/scrypt|passwordHash/);

    const page = await call(listMembers, { path: "/api/v1/members?limit=2", token: owner.token });
    expect(page.body.data).toHaveLength(2);
    expect(page.body.pagination.hasMore).toBe(true);
    const rest = await call(listMembers, { path: `/api/v1/members?limit=2&cursor=${page.body.pagination.nextCursor}`, token: owner.token });
    expect(rest.body.data.map((m: { id: string }) => m.id)).toEqual([owner.userId]);

    const one = await call(getMember, { path: `/api/v1/members/${admin.userId}`, token: viewer.token, params: { id: admin.userId } });
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual(first);
  });

  it("keeps members per account: another tenant's member is 404 to read, change or remove", async () => {
    const alice = await createAccount();
    const bob = await createAccount();
    const bobs = await addMember(bob, "member");
    expect((await call(getMember, { path: `/api/v1/members/${bobs.userId}`, token: alice.token, params: { id: bobs.userId } })).status).toBe(404);
    expect((await put(alice.token, bobs.userId, { role: "viewer" })).status).toBe(404);
    expect((await del(alice.token, bobs.userId)).status).toBe(404);
    const missing = randomUUID();
    expect((await call(getMember, { path: `/api/v1/members/${missing}`, token: alice.token, params: { id: missing } })).status).toBe(404);
    const [row] = await getDb().select().from(users).where(eq(users.id, bobs.userId));
    expect(row.role).toBe("member");
  });

  it("lets an admin change roles and deactivate, but only an owner grants or takes away owner", async () => {
    const owner = await createAccount();
    const admin = await addMember(owner, "admin");
    const member = await addMember(owner, "member");

    const promoted = await put(admin.token, member.userId, { role: "admin" });
    expect(promoted.status).toBe(200);
    expect(promoted.body.data).toMatchObject({ id: member.userId, role: "admin" });

    const grantOwner = await put(admin.token, member.userId, { role: "owner" });
    expect(grantOwner.status).toBe(403);
    expect(grantOwner.body.error.code).toBe("forbidden");
    const demoteOwner = await put(admin.token, owner.userId, { role: "member" });
    expect(demoteOwner.status).toBe(403);
    expect((await put(admin.token, owner.userId, { active: false })).status).toBe(403);
    expect((await del(admin.token, owner.userId)).status).toBe(403);

    const byOwner = await put(owner.token, member.userId, { role: "owner" });
    expect(byOwner.status).toBe(200);
    expect(byOwner.body.data.role).toBe("owner");
    // Two owners now: the owner may demote the other one.
    expect((await put(owner.token, member.userId, { role: "member" })).body.data.role).toBe("member");

    // A member or viewer may not change anyone.
    const byMember = await put(member.token, admin.userId, { role: "viewer" });
    expect(byMember.status).toBe(403);
    expect(byMember.body.error.code).toBe("forbidden");

    const invalid = await put(owner.token, member.userId, {});
    expect(invalid.status).toBe(400);
    expect((await put(owner.token, member.userId, { role: "superuser" })).status).toBe(400);
    expect((await put(owner.token, member.userId, { role: "viewer", extra: 1 })).status).toBe(400);

    const events = await getDb()
      .select()
      .from(accountEvents)
      .where(and(eq(accountEvents.accountId, owner.accountId), eq(accountEvents.action, "member.role_changed")));
    expect(events.map((e) => e.details)).toEqual(
      expect.arrayContaining([expect.objectContaining({ from: "member", to: "admin" }), expect.objectContaining({ from: "admin", to: "owner" })]),
    );
    expect(events.find((e) => (e.details as { to: string }).to === "admin")?.actorId).toBe(admin.userId);
  });

  it("refuses changing your own role, deactivating or removing yourself", async () => {
    const owner = await createAccount();
    const admin = await addMember(owner, "admin");
    expect((await put(admin.token, admin.userId, { role: "member" })).status).toBe(403);
    expect((await put(admin.token, admin.userId, { active: false })).status).toBe(403);
    expect((await del(admin.token, admin.userId)).status).toBe(403);
    const self = await put(owner.token, owner.userId, { role: "admin" });
    expect(self.status).toBe(403);
    expect(self.body.error.message).toMatch(/transfer/i);
    const [row] = await getDb().select().from(users).where(eq(users.id, owner.userId));
    expect(row.role).toBe("owner");
  });

  it("keeps the last active owner: the API offers no way to leave the account without one, and the primitives refuse it", async () => {
    const owner = await createAccount();
    const second = await addMember(owner, "owner");
    const admin = await addMember(owner, "admin");
    // With two owners, one may deactivate, re-activate or remove the other.
    expect((await put(second.token, owner.userId, { active: false })).status).toBe(200);
    expect((await call(me, { path: "/api/v1/auth/me", token: owner.token })).status).toBe(401);
    expect((await put(second.token, owner.userId, { active: true })).body.data.status).toBe("active");
    expect((await del(second.token, owner.userId)).status).toBe(200);
    // `second` is the last owner: admins may not touch them, and they may not demote themselves.
    expect((await put(admin.token, second.userId, { role: "admin" })).status).toBe(403);
    expect((await put(second.token, second.userId, { role: "admin" })).status).toBe(403);
    // The rule itself lives in the membership primitives every path goes through (SCIM, SSO, the operator CLI).
    const ctx = makeCtx({ kind: "operator", name: "test" });
    for (const change of [
      (tx: DbOrTx) => setMemberRole(tx, ctx, { accountId: owner.accountId, userId: second.userId, role: "admin", via: "operator" }),
      (tx: DbOrTx) => setMemberActive(tx, ctx, { accountId: owner.accountId, userId: second.userId, active: false, via: "operator" }),
      (tx: DbOrTx) => removeMemberPrimitive(tx, ctx, { accountId: owner.accountId, userId: second.userId, via: "operator" }),
    ]) {
      await expect(getDb().transaction(change)).rejects.toMatchObject({ code: "conflict" });
    }
    const [row] = await getDb().select().from(users).where(eq(users.id, second.userId));
    expect(row).toMatchObject({ role: "owner", status: "active" });
  });

  it("ends a deactivated member's existing token at once, and re-activation does not revive it", async () => {
    const owner = await createAccount();
    const member = await addMember(owner, "member");
    expect((await call(me, { path: "/api/v1/auth/me", token: member.token })).status).toBe(200);
    const off = await put(owner.token, member.userId, { active: false });
    expect(off.status).toBe(200);
    expect(off.body.data.status).toBe("deactivated");
    const refused = await call(me, { path: "/api/v1/auth/me", token: member.token });
    expect(refused.status).toBe(401);
    expect(refused.body.error.code).toBe("unauthorized");
    expect((await put(owner.token, member.userId, { active: true })).body.data.status).toBe("active");
    expect((await call(me, { path: "/api/v1/auth/me", token: member.token })).status).toBe(401);
  });

  it("removes a member: their token stops working and they disappear from the list", async () => {
    const owner = await createAccount();
    const admin = await addMember(owner, "admin");
    const member = await addMember(owner, "member");
    const removed = await del(admin.token, member.userId);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ id: member.userId, deleted: true, revokedCredentials: [] });
    expect((await call(me, { path: "/api/v1/auth/me", token: member.token })).status).toBe(401);
    expect((await del(admin.token, member.userId)).status).toBe(404);
    const list = await call(listMembers, { path: "/api/v1/members", token: owner.token });
    expect(list.body.data.map((m: { id: string }) => m.id)).not.toContain(member.userId);
    const [event] = await getDb()
      .select()
      .from(accountEvents)
      .where(and(eq(accountEvents.targetId, member.userId), eq(accountEvents.action, "member.removed")));
    expect(event.actorId).toBe(admin.userId);
  });

  it("transfers ownership in one step: the target becomes owner, the caller admin", async () => {
    const owner = await createAccount();
    const admin = await addMember(owner, "admin");
    const viewer = await addMember(owner, "viewer");

    const notOwner = await call(transfer, { path: "/api/v1/members/transfer-ownership", token: admin.token, body: { userId: admin.userId } });
    expect(notOwner.status).toBe(403);
    expect((await call(transfer, { path: "/api/v1/members/transfer-ownership", token: owner.token, body: { userId: owner.userId } })).status).toBe(400);
    const foreign = await addMember(await createAccount(), "member");
    expect((await call(transfer, { path: "/api/v1/members/transfer-ownership", token: owner.token, body: { userId: foreign.userId } })).status).toBe(404);

    const done = await call(transfer, { path: "/api/v1/members/transfer-ownership", token: owner.token, body: { userId: viewer.userId } });
    expect(done.status).toBe(200);
    expect(done.body.data.owner).toMatchObject({ id: viewer.userId, role: "owner" });
    expect(done.body.data.previousOwner).toMatchObject({ id: owner.userId, role: "admin" });
    // The roles are read live: the old owner's token now acts as an admin.
    expect((await call(transfer, { path: "/api/v1/members/transfer-ownership", token: owner.token, body: { userId: admin.userId } })).status).toBe(403);
    expect((await put(viewer.token, owner.userId, { role: "member" })).body.data.role).toBe("member");
  });

  it("refuses ownership for a deactivated member", async () => {
    const owner = await createAccount();
    const member = await addMember(owner, "member");
    await put(owner.token, member.userId, { active: false });
    const res = await call(transfer, { path: "/api/v1/members/transfer-ownership", token: owner.token, body: { userId: member.userId } });
    expect(res.status).toBe(409);
    const [row] = await getDb().select().from(users).where(eq(users.id, owner.userId));
    expect(row.role).toBe("owner");
  });
});

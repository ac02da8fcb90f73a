import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DELETE as revokeInvitation } from "@/app/api/v1/members/invitations/[id]/route";
import { POST as accept } from "@/app/api/v1/members/invitations/accept/route";
import { POST as lookup } from "@/app/api/v1/members/invitations/lookup/route";
import { GET as listInvitations, POST as invite } from "@/app/api/v1/members/invitations/route";
import { GET as listMembers } from "@/app/api/v1/members/route";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { POST as issueToken } from "@/app/api/v1/auth/token/route";
import { users } from "@/db/accounts";
import { emailMessages } from "@/db/email";
import { accountEvents } from "@/db/events";
import { memberInvitations } from "@/db/members";
import { config } from "@/lib/config";
import { sha256Hex } from "@/lib/credentials/secrets";
import { getDb } from "@/lib/db/client";
import { decryptEmailBody } from "@/lib/email/internal/body-crypto";
import { createAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { addMember } from "./helpers";

const PASSWORD = "a long enough password";

async function queuedMail(invitationId: string) {
  const [row] = await getDb().select().from(emailMessages).where(eq(emailMessages.relatedId, invitationId));
  return { row, body: row.bodyCiphertext ? decryptEmailBody(row.bodyCiphertext, config.authSecret) : null };
}

async function tokenOf(invitationId: string): Promise<string> {
  const { body } = await queuedMail(invitationId);
  return /\/join\?token=([A-Za-z0-9_-]+)/.exec(body!.text)![1];
}

const sendInvite = (token: string, body: unknown) => call(invite, { path: "/api/v1/members/invitations", token, body });
const doLookup = (token: string) => call(lookup, { path: "/api/v1/members/invitations/lookup", body: { token } });
const doAccept = (token: string, name = "New Person") =>
  call(accept, { path: "/api/v1/members/invitations/accept", body: { token, name, password: PASSWORD } });

describe("member invitations", () => {
  it("invites by e-mail through the outbox, looks up, accepts once and signs the new member in", async () => {
    const owner = await createAccount({ name: "Olivia Owner" });
    const res = await sendInvite(owner.token, { email: "  New.Hire@Example.COM ", role: "member" });
    expect(res.status).toBe(201);
    const invitation = res.body.data;
    expect(invitation).toMatchObject({
      email: "new.hire@example.com",
      role: "member",
      status: "pending",
      invitedBy: { id: owner.userId, name: "Olivia Owner" },
    });
    expect(Math.abs(new Date(invitation.expiresAt).getTime() - (Date.now() + 7 * 24 * 3600_000))).toBeLessThan(60_000);
    expect(res.text).not.toMatch(/token/i);

    const { row: mail } = await queuedMail(invitation.id);
    expect(mail).toMatchObject({ toAddress: "new.hire@example.com", kind: "member_invitation", accountId: owner.accountId });
    expect(mail.bodyCiphertext).not.toContain("join?token=");
    const token = await tokenOf(invitation.id);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const { body } = await queuedMail(invitation.id);
    expect(body!.text).toContain(`http://localhost:3000/join?token=${token}`);
    expect(body!.html).toContain(`http://localhost:3000/join?token=${token}`);
    const [stored] = await getDb().select().from(memberInvitations).where(eq(memberInvitations.id, invitation.id));
    expect(stored.tokenHash).toBe(sha256Hex(token));

    const pending = await call(listInvitations, { path: "/api/v1/members/invitations", token: owner.token });
    expect(pending.body.data.map((i: { id: string }) => i.id)).toEqual([invitation.id]);

    const seen = await doLookup(token);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toEqual({
      email: "new.hire@example.com",
      role: "member",
      account: { name: "Test Co" },
      invitedBy: "Olivia Owner",
      expiresAt: invitation.expiresAt,
    });

    const joined = await doAccept(token, "Nia Newcomer");
    expect(joined.status).toBe(201);
    expect(joined.body.data).toMatchObject({
      user: { email: "new.hire@example.com", name: "Nia Newcomer" },
      account: { id: owner.accountId, name: "Test Co" },
      tokenType: "Bearer",
      expiresIn: 3600,
    });
    const whoami = await call(me, { path: "/api/v1/auth/me", token: joined.body.data.accessToken });
    expect(whoami.status).toBe(200);
    expect(whoami.body.data.user.id).toBe(joined.body.data.user.id);
    const [user] = await getDb().select().from(users).where(eq(users.id, joined.body.data.user.id));
    expect(user).toMatchObject({ accountId: owner.accountId, role: "member", status: "active" });
    expect(user.passwordHash).toMatch(/^scrypt\$/);
    // The chosen password works for the ordinary sign-in too.
    expect((await call(issueToken, { path: "/api/v1/auth/token", body: { email: "new.hire@example.com", password: PASSWORD } })).status).toBe(200);

    // Single use: a second accept and a later lookup are the same 401 as an unknown token.
    const replay = await doAccept(token);
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe("unauthorized");
    const unknown = await doAccept("x".repeat(43));
    expect(unknown.body.error).toEqual(replay.body.error);
    expect((await doLookup(token)).body.error).toEqual(unknown.body.error);
    expect((await call(listInvitations, { path: "/api/v1/members/invitations", token: owner.token })).body.data).toEqual([]);
    const members = await call(listMembers, { path: "/api/v1/members", token: owner.token });
    expect(members.body.data).toHaveLength(2);

    const trail = await getDb().select().from(accountEvents).where(eq(accountEvents.accountId, owner.accountId));
    expect(trail.map((e) => e.action)).toEqual(expect.arrayContaining(["member.invited", "member.added", "member.invitation_accepted"]));
    // The person who joined is the actor of their own joining, not an anonymous caller.
    const added = trail.find((e) => e.action === "member.added")!;
    expect({ type: added.actorType, id: added.actorId }).toEqual({ type: "user", id: added.targetId });
  });

  it("only admins and owners invite, and only an owner invites an owner", async () => {
    const owner = await createAccount();
    const admin = await addMember(owner, "admin");
    const member = await addMember(owner, "member");
    const byMember = await sendInvite(member.token, { email: "a@example.com", role: "viewer" });
    expect(byMember.status).toBe(403);
    expect(byMember.body.error.code).toBe("forbidden");
    expect((await call(listInvitations, { path: "/api/v1/members/invitations", token: member.token })).status).toBe(403);
    const ownerByAdmin = await sendInvite(admin.token, { email: "b@example.com", role: "owner" });
    expect(ownerByAdmin.status).toBe(403);
    expect((await sendInvite(admin.token, { email: "b@example.com", role: "admin" })).status).toBe(201);
    const ownerInvite = await sendInvite(owner.token, { email: "c@example.com", role: "owner" });
    expect(ownerInvite.status).toBe(201);
    const joined = await doAccept(await tokenOf(ownerInvite.body.data.id));
    expect(joined.status).toBe(201);
    const [user] = await getDb().select().from(users).where(eq(users.id, joined.body.data.user.id));
    expect(user.role).toBe("owner");
  });

  it("refuses an address that is already a user's (409 email_taken) and bad input (400)", async () => {
    const owner = await createAccount();
    const other = await createAccount();
    const taken = await sendInvite(owner.token, { email: other.email.toUpperCase(), role: "member" });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe("email_taken");
    expect((await sendInvite(owner.token, { email: "not-an-address", role: "member" })).status).toBe(400);
    expect((await sendInvite(owner.token, { email: "x@example.com", role: "root" })).status).toBe(400);
    expect((await sendInvite(owner.token, { email: "x@example.com", role: "member", extra: true })).status).toBe(400);
    const ok = await sendInvite(owner.token, { email: "x@example.com", role: "member" });
    const shortPassword = await call(accept, {
      path: "/api/v1/members/invitations/accept",
      body: { token: await tokenOf(ok.body.data.id), name: "X", password: "short" },
    });
    expect(shortPassword.status).toBe(400);
    expect(shortPassword.body.error.details).toEqual([expect.objectContaining({ path: "password" })]);
  });

  it("replaces a pending invitation when the same address is invited again: the old link stops working, its mail is cancelled", async () => {
    const owner = await createAccount();
    const first = await sendInvite(owner.token, { email: "twice@example.com", role: "viewer" });
    const firstToken = await tokenOf(first.body.data.id);
    const second = await sendInvite(owner.token, { email: "twice@example.com", role: "admin" });
    expect(second.status).toBe(201);
    expect((await doLookup(firstToken)).status).toBe(401);
    expect((await queuedMail(first.body.data.id)).row).toMatchObject({
      status: "failed",
      lastError: expect.stringMatching(/^cancelled: /),
      bodyCiphertext: null,
    });
    const pending = await call(listInvitations, { path: "/api/v1/members/invitations", token: owner.token });
    expect(pending.body.data.map((i: { id: string }) => i.id)).toEqual([second.body.data.id]);
    const joined = await doAccept(await tokenOf(second.body.data.id));
    expect(joined.status).toBe(201);
    const [user] = await getDb().select().from(users).where(eq(users.id, joined.body.data.user.id));
    expect(user.role).toBe("admin");
  });

  it("revokes a pending invitation (admin; another tenant's is 404); the link is then 401", async () => {
    const owner = await createAccount();
    const stranger = await createAccount();
    const res = await sendInvite(owner.token, { email: "revoked@example.com", role: "member" });
    const id = res.body.data.id;
    const token = await tokenOf(id);
    expect((await call(revokeInvitation, { method: "DELETE", path: `/api/v1/members/invitations/${id}`, token: stranger.token, params: { id } })).status).toBe(
      404,
    );
    const revoked = await call(revokeInvitation, { method: "DELETE", path: `/api/v1/members/invitations/${id}`, token: owner.token, params: { id } });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toEqual({ id, deleted: true });
    expect((await call(revokeInvitation, { method: "DELETE", path: `/api/v1/members/invitations/${id}`, token: owner.token, params: { id } })).status).toBe(
      404,
    );
    expect((await doLookup(token)).status).toBe(401);
    expect((await doAccept(token)).status).toBe(401);
    expect((await queuedMail(id)).row).toMatchObject({ status: "failed", lastError: expect.stringMatching(/^cancelled: /), bodyCiphertext: null });
    const [event] = await getDb()
      .select()
      .from(accountEvents)
      .where(and(eq(accountEvents.targetId, id), eq(accountEvents.action, "member.invitation_revoked")));
    expect(event.actorId).toBe(owner.userId);
  });

  it("expires after 7 days: listed as expired, the link 401", async () => {
    const owner = await createAccount();
    const res = await sendInvite(owner.token, { email: "late@example.com", role: "member" });
    const id = res.body.data.id;
    const token = await tokenOf(id);
    await getDb()
      .update(memberInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(memberInvitations.id, id));
    expect((await doLookup(token)).status).toBe(401);
    expect((await doAccept(token)).status).toBe(401);
    const listed = await call(listInvitations, { path: "/api/v1/members/invitations", token: owner.token });
    expect(listed.body.data).toEqual([expect.objectContaining({ id, status: "expired" })]);
    // Inviting again gives a fresh, working link.
    const again = await sendInvite(owner.token, { email: "late@example.com", role: "member" });
    expect((await doLookup(await tokenOf(again.body.data.id))).status).toBe(200);
  });

  it("lets only one of two concurrent accepts of the same link through", async () => {
    const owner = await createAccount();
    const res = await sendInvite(owner.token, { email: "twin@example.com", role: "member" });
    const token = await tokenOf(res.body.data.id);
    const answers = await Promise.all([doAccept(token, "First"), doAccept(token, "Second")]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 401]);
    const joined = await getDb().select().from(users).where(eq(users.email, "twin@example.com"));
    expect(joined).toHaveLength(1);
  });

  it("answers 409 email_taken on accept when the address became a user meanwhile, and the invitation stays unused", async () => {
    const owner = await createAccount();
    const res = await sendInvite(owner.token, { email: "race@example.com", role: "member" });
    const token = await tokenOf(res.body.data.id);
    await getDb()
      .update(users)
      .set({ email: "race@example.com" })
      .where(eq(users.id, (await addMember(await createAccount(), "viewer")).userId));
    const clash = await doAccept(token);
    expect(clash.status).toBe(409);
    expect(clash.body.error.code).toBe("email_taken");
    const [row] = await getDb().select().from(memberInvitations).where(eq(memberInvitations.id, res.body.data.id));
    expect(row.acceptedAt).toBeNull();
  });
});

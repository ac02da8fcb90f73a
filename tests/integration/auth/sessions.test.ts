import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { DELETE as revokeOne } from "@/app/api/v1/auth/sessions/[id]/route";
import { POST as revokeOthers } from "@/app/api/v1/auth/sessions/revoke-others/route";
import { GET as list } from "@/app/api/v1/auth/sessions/route";
import { POST as token } from "@/app/api/v1/auth/token/route";
import { DELETE as signOutMember } from "@/app/api/v1/members/[id]/sessions/route";
import { accountEvents } from "@/db/events";
import { userSessions } from "@/db/members";
import { nextAuthOptions } from "@/lib/auth/internal/next-auth-options";
import { verifyToken } from "@/lib/credentials/jwt";
import { getDb } from "@/lib/db/client";
import { createAccount } from "../../helpers/accounts";
import { consoleSessionCookie } from "../../helpers/console-cookie";
import { call } from "../../helpers/http";
import { addMember, address, from } from "./second-factor-helpers";

async function sessionIdOf(accessToken: string): Promise<string> {
  const claims = await verifyToken(accessToken, new Date());
  return (claims as { sid: string }).sid;
}

async function signIn(email: string, password: string, userAgent = "test-agent/1.0") {
  const res = await call(token, { path: "/api/v1/auth/token", headers: { ...from(address()), "user-agent": userAgent }, body: { email, password } });
  expect(res.status).toBe(200);
  return res.body.data.accessToken as string;
}

const alive = async (accessToken: string) => (await call(me, { path: "/api/v1/auth/me", token: accessToken })).status;

describe("sessions", () => {
  it("lists the caller's live sessions newest first, marks the current one, and paginates", async () => {
    const account = await createAccount();
    const second = await signIn(account.email, account.password, "curl/8.0");
    await consoleSessionCookie(account.userId, account.accountId);
    const other = await createAccount();
    await signIn(other.email, other.password);

    const res = await call(list, { path: "/api/v1/auth/sessions", token: second });
    expect(res.status).toBe(200);
    const sessions = res.body.data;
    expect(sessions).toHaveLength(3);
    expect(sessions.map((s: { kind: string }) => s.kind)).toEqual(["console", "token", "token"]);
    const current = sessions.filter((s: { current: boolean }) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({ id: await sessionIdOf(second), method: "password", secondFactor: false, userAgent: "curl/8.0" });
    expect(current[0].clientAddress).toMatch(/^192\.0\.2\./);

    const first = await call(list, { path: "/api/v1/auth/sessions?limit=2", token: second });
    expect(first.body.data).toHaveLength(2);
    expect(first.body.pagination.hasMore).toBe(true);
    const rest = await call(list, { path: `/api/v1/auth/sessions?limit=2&cursor=${first.body.pagination.nextCursor}`, token: second });
    expect(rest.body.data.map((s: { id: string }) => s.id)).toEqual([sessions[2].id]);
  });

  it("ends one of the caller's sessions; another user's session is 404", async () => {
    const account = await createAccount();
    const second = await signIn(account.email, account.password);
    const secondId = await sessionIdOf(second);
    const stranger = await createAccount();

    const foreign = await call(revokeOne, { method: "DELETE", path: `/api/v1/auth/sessions/${secondId}`, token: stranger.token, params: { id: secondId } });
    expect(foreign.status).toBe(404);
    expect(await alive(second)).toBe(200);

    const res = await call(revokeOne, { method: "DELETE", path: `/api/v1/auth/sessions/${secondId}`, token: account.token, params: { id: secondId } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: secondId, deleted: true });
    expect(await alive(second)).toBe(401);
    expect(await alive(account.token)).toBe(200);
    const again = await call(revokeOne, { method: "DELETE", path: `/api/v1/auth/sessions/${secondId}`, token: account.token, params: { id: secondId } });
    expect(again.status).toBe(404);
    const bogus = await call(revokeOne, { method: "DELETE", path: "/api/v1/auth/sessions/not-a-uuid", token: account.token, params: { id: "not-a-uuid" } });
    expect(bogus.status).toBe(404);
    const events = await getDb()
      .select()
      .from(accountEvents)
      .where(and(eq(accountEvents.accountId, account.accountId), eq(accountEvents.action, "auth.session_revoked")));
    expect(events.map((e) => e.targetId)).toEqual([secondId]);
  });

  it("signs out everywhere else, keeping the current session", async () => {
    const account = await createAccount();
    const a = await signIn(account.email, account.password);
    const b = await signIn(account.email, account.password);
    const res = await call(revokeOthers, { method: "POST", path: "/api/v1/auth/sessions/revoke-others", token: b });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ revoked: 2 });
    expect(await alive(a)).toBe(401);
    expect(await alive(account.token)).toBe(401);
    expect(await alive(b)).toBe(200);
  });

  it("lets an admin sign a member out everywhere, within the account only", async () => {
    const account = await createAccount();
    const member = await addMember(account, "member");
    const other = await createAccount();

    const byMember = await call(signOutMember, {
      method: "DELETE",
      path: `/api/v1/members/${account.userId}/sessions`,
      token: member.token,
      params: { id: account.userId },
    });
    expect(byMember.status).toBe(403);
    const foreign = await call(signOutMember, {
      method: "DELETE",
      path: `/api/v1/members/${other.userId}/sessions`,
      token: account.token,
      params: { id: other.userId },
    });
    expect(foreign.status).toBe(404);
    expect(await alive(other.token)).toBe(200);

    const res = await call(signOutMember, {
      method: "DELETE",
      path: `/api/v1/members/${member.userId}/sessions`,
      token: account.token,
      params: { id: member.userId },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ revoked: 1 });
    expect(await alive(member.token)).toBe(401);
    expect(await alive(account.token)).toBe(200);
  });

  it("ends the console session on sign-out", async () => {
    const account = await createAccount();
    const cookie = await consoleSessionCookie(account.userId, account.accountId);
    expect((await call(me, { path: "/api/v1/auth/me", headers: { cookie } })).status).toBe(200);
    const [row] = await getDb()
      .select()
      .from(userSessions)
      .where(and(eq(userSessions.userId, account.userId), eq(userSessions.kind, "console")));
    await nextAuthOptions().events!.signOut!({ token: { sub: account.userId, sid: row.id }, session: null as never });
    expect((await call(me, { path: "/api/v1/auth/me", headers: { cookie } })).status).toBe(401);
  });
});

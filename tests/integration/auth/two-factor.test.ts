import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as listEvidence } from "@/app/api/v1/evidence/route";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { GET as getSecurity, PUT as putSecurity } from "@/app/api/v1/auth/security/route";
import { GET as listSessions } from "@/app/api/v1/auth/sessions/route";
import { POST as token } from "@/app/api/v1/auth/token/route";
import { GET as status } from "@/app/api/v1/auth/two-factor/route";
import { POST as disable } from "@/app/api/v1/auth/two-factor/disable/route";
import { POST as enable } from "@/app/api/v1/auth/two-factor/enable/route";
import { POST as regenerate } from "@/app/api/v1/auth/two-factor/recovery-codes/route";
import { POST as setup } from "@/app/api/v1/auth/two-factor/setup/route";
import { users } from "@/db/accounts";
import { accountEvents } from "@/db/events";
import { recoveryCodes, userSessions } from "@/db/members";
import { operatorContext, runAdminCommand } from "@/lib/admin";
import { nextAuthOptions } from "@/lib/auth/internal/next-auth-options";
import { describeSignInError } from "@/lib/client/sign-in-errors";
import { signCustomerToken } from "@/lib/credentials/jwt";
import { openSession } from "@/lib/credentials/member-session";
import { getDb } from "@/lib/db/client";
import { createAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { addMember, address, enrol, from, totpCode } from "./second-factor-helpers";

const signIn = (body: Record<string, unknown>, addr = address()) => call(token, { path: "/api/v1/auth/token", headers: from(addr), body });

async function actions(accountId: string) {
  return (await getDb().select().from(accountEvents).where(eq(accountEvents.accountId, accountId))).map((e) => e.action);
}

describe("TOTP two-factor authentication", () => {
  it("enrols with a QR code and a first code, stores the secret sealed and answers ten hashed recovery codes once", async () => {
    const account = await createAccount();
    const headers = from(address());
    const started = await call(setup, { method: "POST", path: "/api/v1/auth/two-factor/setup", token: account.token, headers });
    expect(started.status).toBe(200);
    const { secret, otpauthUri, qrCode } = started.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri.startsWith("otpauth://totp/")).toBe(true);
    expect(qrCode.startsWith("data:image/svg+xml;base64,")).toBe(true);
    const [row] = await getDb().select().from(users).where(eq(users.id, account.userId));
    expect(row.totpSecretCiphertext).toMatch(/^v1\./);
    expect(row.totpSecretCiphertext).not.toContain(secret);
    expect(row.totpEnabledAt).toBeNull();

    const wrong = await call(enable, {
      path: "/api/v1/auth/two-factor/enable",
      token: account.token,
      headers,
      body: { code: "000000" === totpCode(secret) ? "111111" : "000000" },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe("validation_failed");

    const enabled = await call(enable, { path: "/api/v1/auth/two-factor/enable", token: account.token, headers, body: { code: totpCode(secret) } });
    expect(enabled.status).toBe(200);
    const codes: string[] = enabled.body.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await getDb().select().from(recoveryCodes).where(eq(recoveryCodes.userId, account.userId));
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(codes[0]);

    const state = await call(status, { path: "/api/v1/auth/two-factor", token: account.token });
    expect(state.body.data).toMatchObject({
      enabled: true,
      setupPending: false,
      recoveryCodesLeft: 10,
      hasPassword: true,
      accountRequiresTwoFactor: false,
      sessionSecondFactor: true,
    });
    const again = await call(setup, { method: "POST", path: "/api/v1/auth/two-factor/setup", token: account.token, headers });
    expect(again.status).toBe(409);
    expect(await actions(account.accountId)).toEqual(expect.arrayContaining(["auth.two_factor_setup_started", "auth.two_factor_enabled"]));
  });

  it("asks for a code only after a right password, accepts each code once, and each recovery code once", async () => {
    const account = await createAccount();
    const { secret, recoveryCodes: codes } = await enrol(account);

    const wrongPassword = await signIn({ email: account.email, password: "not the password at all" });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body.error.code).toBe("invalid_credentials");
    const noCode = await signIn({ email: account.email, password: account.password });
    expect(noCode.status).toBe(401);
    expect(noCode.body.error.code).toBe("two_factor_required");
    const badCode = await signIn({ email: account.email, password: account.password, code: "12345a" });
    expect(badCode.body.error.code).toBe("two_factor_required");

    // Enrolment used the current step; the next one is still inside the window.
    const code = totpCode(secret, 1);
    const ok = await signIn({ email: account.email, password: account.password, code });
    expect(ok.status).toBe(200);
    const replay = await signIn({ email: account.email, password: account.password, code });
    expect(replay.status).toBe(401);
    expect(replay.body.error.code).toBe("two_factor_required");

    const withRecovery = await signIn({ email: account.email, password: account.password, code: codes[0].toUpperCase() });
    expect(withRecovery.status).toBe(200);
    expect((await signIn({ email: account.email, password: account.password, code: codes[0] })).status).toBe(401);

    const sessions = await getDb()
      .select()
      .from(userSessions)
      .where(and(eq(userSessions.userId, account.userId), eq(userSessions.secondFactor, true)));
    // The enrolling session plus the two signed in with a code.
    expect(sessions.length).toBe(3);
    const signedIn = (
      await getDb()
        .select()
        .from(accountEvents)
        .where(and(eq(accountEvents.accountId, account.accountId), eq(accountEvents.action, "auth.signed_in")))
    ).map((e) => e.details);
    expect(signedIn).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: "password", secondFactor: "totp" }),
        expect.objectContaining({ secondFactor: "recovery_code" }),
      ]),
    );
  });

  it("console sign-in asks for the code with a word the form understands", async () => {
    const account = await createAccount();
    const { secret } = await enrol(account);
    const provider = nextAuthOptions().providers[0] as unknown as {
      options: { authorize: (credentials: Record<string, string>, req: { headers: Record<string, string> }) => Promise<unknown> };
    };
    const headers = from(address());
    const missing = await provider.options.authorize({ email: account.email, password: account.password }, { headers }).then(
      () => undefined,
      (error: Error) => error,
    );
    expect(missing?.message).toBe("two_factor_required");
    expect(describeSignInError(missing?.message)).toContain("authenticator");
    expect(await provider.options.authorize({ email: account.email, password: "wrong password here" }, { headers })).toBeNull();
    const user = await provider.options.authorize({ email: account.email, password: account.password, code: totpCode(secret, -1) }, { headers });
    expect(user).toMatchObject({ id: account.userId, accountId: account.accountId });
  });

  it("turns off with the password (not with a wrong one), and replaces recovery codes for a current code", async () => {
    const account = await createAccount();
    const { secret, recoveryCodes: codes } = await enrol(account);
    const headers = from(address());
    const fresh = await call(regenerate, {
      path: "/api/v1/auth/two-factor/recovery-codes",
      token: account.token,
      headers,
      body: { code: totpCode(secret, 1) },
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.recoveryCodes).toHaveLength(10);
    expect((await signIn({ email: account.email, password: account.password, code: codes[1] })).status).toBe(401);
    expect((await signIn({ email: account.email, password: account.password, code: fresh.body.data.recoveryCodes[0] })).status).toBe(200);

    const wrong = await call(disable, { path: "/api/v1/auth/two-factor/disable", token: account.token, headers, body: { password: "not my password at all" } });
    expect(wrong.status).toBe(401);
    const neither = await call(disable, { path: "/api/v1/auth/two-factor/disable", token: account.token, headers, body: {} });
    expect(neither.status).toBe(400);
    const off = await call(disable, { path: "/api/v1/auth/two-factor/disable", token: account.token, headers, body: { password: account.password } });
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({ enabled: false });
    expect(await getDb().select().from(recoveryCodes).where(eq(recoveryCodes.userId, account.userId))).toHaveLength(0);
    expect((await signIn({ email: account.email, password: account.password })).status).toBe(200);
    expect(await actions(account.accountId)).toEqual(expect.arrayContaining(["auth.recovery_codes_regenerated", "auth.two_factor_disabled"]));
  });
});

describe("requiring two-factor authentication of every member", () => {
  it("is an admin's switch, logged, readable by every member", async () => {
    const account = await createAccount();
    const viewer = await addMember(account, "viewer");
    const refused = await call(putSecurity, { method: "PUT", path: "/api/v1/auth/security", token: viewer.token, body: { requireTwoFactor: true } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("forbidden");
    const bad = await call(putSecurity, { method: "PUT", path: "/api/v1/auth/security", token: account.token, body: { requireTwoFactor: "yes" } });
    expect(bad.status).toBe(400);
    const on = await call(putSecurity, { method: "PUT", path: "/api/v1/auth/security", token: account.token, body: { requireTwoFactor: true } });
    expect(on.status).toBe(200);
    expect(on.body.data).toEqual({ requireTwoFactor: true });
    expect((await call(getSecurity, { path: "/api/v1/auth/security", token: viewer.token })).body.data).toEqual({ requireTwoFactor: true });
    expect((await actions(account.accountId)).filter((a) => a === "account.require_two_factor_changed")).toHaveLength(1);
  });

  it("holds a password-only session to enrolment until it shows a code; SSO sessions pass", async () => {
    const account = await createAccount();
    const member = await addMember(account, "member");
    await call(putSecurity, { method: "PUT", path: "/api/v1/auth/security", token: account.token, body: { requireTwoFactor: true } });

    const blocked = await call(listEvidence, { path: "/api/v1/evidence", token: member.token });
    expect(blocked.status).toBe(403);
    expect(blocked.body.error.code).toBe("two_factor_enrollment_required");
    expect((await call(me, { path: "/api/v1/auth/me", token: member.token })).status).toBe(200);
    expect((await call(listSessions, { path: "/api/v1/auth/sessions", token: member.token })).status).toBe(200);
    const state = await call(status, { path: "/api/v1/auth/two-factor", token: member.token });
    expect(state.body.data).toMatchObject({ enabled: false, accountRequiresTwoFactor: true, sessionSecondFactor: false });

    // Enrolling from this session counts as showing a second factor on it.
    const { secret } = await enrol({ ...member, accountId: account.accountId });
    expect((await call(listEvidence, { path: "/api/v1/evidence", token: member.token })).status).toBe(200);
    const off = await call(disable, {
      path: "/api/v1/auth/two-factor/disable",
      token: member.token,
      headers: from(address()),
      body: { code: totpCode(secret, 1) },
    });
    expect(off.status).toBe(403);

    // A new password-only token of a member with TOTP is impossible; one through single sign-on is enough.
    const sso = await openSession(getDb(), {
      accountId: account.accountId,
      userId: account.userId,
      kind: "token",
      method: "oidc",
      secondFactor: false,
      ttlSeconds: 600,
      now: new Date(),
    });
    const ssoToken = await signCustomerToken(account.userId, account.accountId, sso, new Date());
    expect((await call(listEvidence, { path: "/api/v1/evidence", token: ssoToken })).status).toBe(200);
    // The owner's own password-only token is held too, until lifted.
    expect((await call(listEvidence, { path: "/api/v1/evidence", token: account.token })).status).toBe(403);
    await call(putSecurity, { method: "PUT", path: "/api/v1/auth/security", token: ssoToken, body: { requireTwoFactor: false } });
    expect((await call(listEvidence, { path: "/api/v1/evidence", token: account.token })).status).toBe(200);
  });

  it("leaves owners a way back in: the operator turns two-factor off even while it is required", async () => {
    const account = await createAccount();
    const { secret } = await enrol(account);
    await call(putSecurity, { method: "PUT", path: "/api/v1/auth/security", token: account.token, body: { requireTwoFactor: true } });
    const result = await runAdminCommand(operatorContext("test-operator"), ["two-factor", "disable", account.email], { readStdin: async () => "" });
    expect(result.json).toMatchObject({ userId: account.userId, wasEnabled: true });
    const [row] = await getDb().select().from(users).where(eq(users.id, account.userId));
    expect(row.totpSecretCiphertext).toBeNull();
    expect(row.totpEnabledAt).toBeNull();
    // The password alone signs in again, to a session that may only enrol.
    const res = await signIn({ email: account.email, password: account.password, code: totpCode(secret, 1) });
    expect(res.status).toBe(200);
    expect((await call(listEvidence, { path: "/api/v1/evidence", token: res.body.data.accessToken })).body.error.code).toBe("two_factor_enrollment_required");
    const [event] = await getDb()
      .select()
      .from(accountEvents)
      .where(and(eq(accountEvents.accountId, account.accountId), eq(accountEvents.actorType, "operator")));
    expect(event.action).toBe("auth.two_factor_disabled");
  });
});

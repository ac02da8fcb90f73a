import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { POST as requestReset } from "@/app/api/v1/auth/password-reset/route";
import { POST as confirmReset } from "@/app/api/v1/auth/password-reset/confirm/route";
import { POST as token } from "@/app/api/v1/auth/token/route";
import { users } from "@/db/accounts";
import { emailMessages } from "@/db/email";
import { accountEvents } from "@/db/events";
import { passwordResets } from "@/db/members";
import { sha256Hex } from "@/lib/credentials/secrets";
import { getDb } from "@/lib/db/client";
import { decryptEmailBody } from "@/lib/email/internal/body-crypto";
import { createAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { address, from } from "./second-factor-helpers";

async function mailTo(email: string) {
  const rows = await getDb().select().from(emailMessages).where(eq(emailMessages.toAddress, email));
  return rows.map((row) => ({ ...row, body: decryptEmailBody(row.bodyCiphertext!, process.env.AUTH_SECRET!) }));
}

function tokenOf(text: string): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  expect(match).not.toBeNull();
  return match![1];
}

const ask = (email: string, addr = address()) => call(requestReset, { path: "/api/v1/auth/password-reset", headers: from(addr), body: { email } });
const confirm = (body: unknown, addr = address()) => call(confirmReset, { path: "/api/v1/auth/password-reset/confirm", headers: from(addr), body });

describe("password reset", () => {
  it("answers 202 alike for known and unknown addresses, and mails a hashed single-use link only to the known one", async () => {
    const account = await createAccount();
    const known = await ask(account.email.toUpperCase());
    const unknown = await ask(`nobody-${Date.now()}@example.com`);
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({ success: true, data: { requested: true } });

    const mail = await mailTo(account.email);
    expect(mail).toHaveLength(1);
    expect(mail[0].kind).toBe("password_reset");
    const resetToken = tokenOf(mail[0].body.text);
    expect(Buffer.from(resetToken, "base64url")).toHaveLength(32);
    const [row] = await getDb().select().from(passwordResets).where(eq(passwordResets.userId, account.userId));
    expect(row.tokenHash).toBe(sha256Hex(resetToken));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(60 * 60_000);
    const events = await getDb().select().from(accountEvents).where(and(eq(accountEvents.accountId, account.accountId), eq(accountEvents.action, "auth.password_reset_requested")));
    expect(events).toHaveLength(1);
  });

  it("sets the new password, ends every session, and the link works once", async () => {
    const account = await createAccount();
    await ask(account.email);
    const resetToken = tokenOf((await mailTo(account.email))[0].body.text);
    expect((await call(me, { path: "/api/v1/auth/me", token: account.token })).status).toBe(200);

    const done = await confirm({ token: resetToken, password: "a brand new long password" });
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ passwordReset: true, sessionsRevoked: 1 });
    expect((await call(me, { path: "/api/v1/auth/me", token: account.token })).status).toBe(401);

    const addr = address();
    const old = await call(token, { path: "/api/v1/auth/token", headers: from(addr), body: { email: account.email, password: account.password } });
    expect(old.status).toBe(401);
    const fresh = await call(token, { path: "/api/v1/auth/token", headers: from(addr), body: { email: account.email, password: "a brand new long password" } });
    expect(fresh.status).toBe(200);

    const again = await confirm({ token: resetToken, password: "yet another long password" });
    expect(again.status).toBe(401);
    expect(again.body.error.code).toBe("unauthorized");
    const actions = (await getDb().select().from(accountEvents).where(eq(accountEvents.accountId, account.accountId))).map((e) => e.action);
    expect(actions).toContain("auth.password_reset_completed");
  });

  it("refuses an expired or unknown token (401) and a short password (400)", async () => {
    const account = await createAccount();
    await ask(account.email);
    const resetToken = tokenOf((await mailTo(account.email))[0].body.text);
    const short = await confirm({ token: resetToken, password: "short" });
    expect(short.status).toBe(400);
    expect(short.body.error.code).toBe("validation_failed");

    await getDb().update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.userId, account.userId));
    expect((await confirm({ token: resetToken, password: "a brand new long password" })).status).toBe(401);
    expect((await confirm({ token: "not-a-real-token", password: "a brand new long password" })).status).toBe(401);
    const extra = await confirm({ token: resetToken, password: "a brand new long password", admin: true });
    expect(extra.status).toBe(400);
  });

  it("voids an older link when a new one is asked for", async () => {
    const account = await createAccount();
    await ask(account.email);
    await ask(account.email);
    const mail = await mailTo(account.email);
    expect(mail).toHaveLength(2);
    const tokens = mail.map((m) => tokenOf(m.body.text));
    const results = [];
    for (const t of tokens) results.push(await confirm({ token: t, password: "a brand new long password" }));
    // Exactly the newest link works.
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it("sends no link to a member who signs in only through single sign-on", async () => {
    const account = await createAccount();
    await getDb().update(users).set({ passwordHash: null }).where(eq(users.id, account.userId));
    const res = await ask(account.email);
    expect(res.status).toBe(202);
    expect(await mailTo(account.email)).toHaveLength(0);
    expect(await getDb().select().from(passwordResets).where(eq(passwordResets.userId, account.userId))).toHaveLength(0);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as recover } from "@/app/api/v1/auth/email-recovery/route";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { POST as changeEmail } from "@/app/api/v1/auth/me/email/route";
import { POST as token } from "@/app/api/v1/auth/token/route";
import { users } from "@/db/accounts";
import { accountEvents } from "@/db/events";
import { emailChanges, passwordResets } from "@/db/members";
import { getDb } from "@/lib/db/client";
import { createAccount, type TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { mailTo } from "../../helpers/mail";
import { address, enrol, from, totpCode } from "./second-factor-helpers";

const recoveryTokenIn = (text: string) => /\/recover-email\?token=([A-Za-z0-9_-]+)/.exec(text)![1];
const change = (account: TestAccount, body: unknown, accessToken = account.token) =>
  call(changeEmail, { path: "/api/v1/auth/me/email", token: accessToken, headers: from(address()), body });
const restore = (t: string) => call(recover, { path: "/api/v1/auth/email-recovery", headers: from(address()), body: { token: t } });
const signIn = (email: string, password: string) => call(token, { path: "/api/v1/auth/token", headers: from(address()), body: { email, password } });
const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

describe("changing one's own e-mail (POST /auth/me/email)", () => {
  it("needs the current password; then moves the account, tells both addresses, and the owner signs in at the new one", async () => {
    const account = await createAccount();
    const next = unique("owner-new");
    const wrong = await change(account, { email: next, password: "not the password at all" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe("invalid_credentials");
    expect((await change(account, { email: next })).status).toBe(400);

    const done = await change(account, { email: next.toUpperCase(), password: account.password });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ email: next, previousEmail: account.email });
    expect(new Date(done.body.data.recoverableUntil).getTime() - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
    expect((await mailTo(account.email)).map((m) => m.kind)).toEqual(["email_changed"]);
    expect((await mailTo(next)).map((m) => m.kind)).toEqual(["email_changed_notice"]);
    expect((await signIn(next, account.password)).status).toBe(200);
    expect((await signIn(account.email, account.password)).status).toBe(401);
    const [event] = await getDb().select().from(accountEvents).where(eq(accountEvents.action, "member.email_changed"));
    expect(event.details).toMatchObject({ from: account.email, to: next, via: "self_service" });

    const again = await change(account, { email: next, password: account.password });
    expect(again.body.data).toMatchObject({ email: next, recoverableUntil: null });
  });

  it("needs the second factor when it is on", async () => {
    const account = await createAccount();
    const { secret } = await enrol(account);
    const next = unique("tf-new");
    const without = await change(account, { email: next, password: account.password });
    expect(without.status).toBe(401);
    expect(without.body.error.code).toBe("two_factor_required");
    const bad = await change(account, { email: next, password: account.password, code: "000000" });
    expect(bad.status).toBe(401);
    const ok = await change(account, { email: next, password: account.password, code: totpCode(secret, 1) });
    expect(ok.status).toBe(200);
  });

  it("refuses an address in use (409) and a member without a password (409)", async () => {
    const account = await createAccount();
    const other = await createAccount();
    const taken = await change(account, { email: other.email, password: account.password });
    expect(taken.status).toBe(409);
    await getDb().update(users).set({ passwordHash: null }).where(eq(users.id, account.userId));
    const sso = await change(account, { email: unique("sso"), password: account.password });
    expect(sso.status).toBe(409);
  });
});

describe("restoring the previous address (POST /auth/email-recovery)", () => {
  it("restores it, ends every session, voids reset links; an intruder's later link cannot void the owner's", async () => {
    const account = await createAccount();
    // An intruder holding the owner's session and password moves the account twice.
    const first = unique("intruder-b");
    const second = unique("intruder-c");
    expect((await change(account, { email: first, password: account.password })).status).toBe(200);
    expect((await change(account, { email: second, password: account.password })).status).toBe(200);
    await getDb()
      .insert(passwordResets)
      .values({ userId: account.userId, tokenHash: `open-${account.userId}`, expiresAt: new Date(Date.now() + 3_600_000) });

    // The intruder's own link (sent to the first new address) restores that address...
    const intruderLink = recoveryTokenIn((await mailTo(first)).find((m) => m.kind === "email_changed")!.text);
    expect((await restore(intruderLink)).status).toBe(200);
    // ...but the owner's link, from the earlier change, still works and wins.
    const ownerLink = recoveryTokenIn((await mailTo(account.email))[0].text);
    const restored = await restore(ownerLink);
    expect(restored.status).toBe(200);
    expect(restored.body.data.email).toBe(account.email);
    const [row] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, account.userId));
    expect(row.email).toBe(account.email);
    expect((await call(me, { path: "/api/v1/auth/me", token: account.token })).status).toBe(401);
    const resets = await getDb().select().from(passwordResets).where(eq(passwordResets.userId, account.userId));
    expect(resets.every((r) => r.usedAt !== null)).toBe(true);
    // Every recovery of this member after the owner's is closed, and the owner's link works once.
    const open = (await getDb().select().from(emailChanges).where(eq(emailChanges.userId, account.userId))).filter((c) => c.closedAt === null);
    expect(open).toEqual([]);
    expect((await restore(ownerLink)).status).toBe(401);
    expect((await restore("not-a-real-recovery-token")).status).toBe(401);
  });

  it("expires after 14 days", async () => {
    const account = await createAccount();
    expect((await change(account, { email: unique("late"), password: account.password })).status).toBe(200);
    const link = recoveryTokenIn((await mailTo(account.email))[0].text);
    await getDb()
      .update(emailChanges)
      .set({ recoverableUntil: new Date(Date.now() - 1000) })
      .where(eq(emailChanges.userId, account.userId));
    expect((await restore(link)).status).toBe(401);
  });

  it("409 when someone took the previous address since", async () => {
    const account = await createAccount();
    expect((await change(account, { email: unique("moved"), password: account.password })).status).toBe(200);
    const link = recoveryTokenIn((await mailTo(account.email))[0].text);
    const squatter = await createAccount();
    await getDb().update(users).set({ email: account.email }).where(eq(users.id, squatter.userId));
    expect((await restore(link)).status).toBe(409);
  });
});

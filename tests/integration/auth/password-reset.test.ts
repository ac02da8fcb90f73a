import { and, eq } from "drizzle-orm";
import { getTableName, type Table } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { POST as requestReset } from "@/app/api/v1/auth/password-reset/route";
import { POST as confirmReset } from "@/app/api/v1/auth/password-reset/confirm/route";
import { POST as token } from "@/app/api/v1/auth/token/route";
import { users } from "@/db/accounts";
import { accountEvents } from "@/db/events";
import { passwordResetRequests, passwordResets } from "@/db/members";
import { preparePasswordResets } from "@/lib/auth";
import { getLogger } from "@/lib/log";
import { sha256Hex } from "@/lib/credentials/secrets";
import { getDb } from "@/lib/db/client";
import { createAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { mailTo } from "../../helpers/mail";
import { address, from } from "./second-factor-helpers";

function tokenOf(text: string): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  expect(match).not.toBeNull();
  return match![1];
}

const request = (email: string, addr = address()) => call(requestReset, { path: "/api/v1/auth/password-reset", headers: from(addr), body: { email } });
/** What the `email` lane does first: queued requests become links. */
const runLane = () => preparePasswordResets({ db: getDb(), now: () => new Date(), log: getLogger() });
/** Asks, then lets the lane prepare the mail. */
async function ask(email: string, addr = address()) {
  const res = await request(email, addr);
  await runLane();
  return res;
}
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
    const events = await getDb()
      .select()
      .from(accountEvents)
      .where(and(eq(accountEvents.accountId, account.accountId), eq(accountEvents.action, "auth.password_reset_requested")));
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

    await getDb()
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, account.userId));
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

describe("password reset: no oracle, no flood", () => {
  /** The database statements a request runs, by kind and table, in order. */
  async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
    const db = getDb();
    const spies = (["select", "insert", "update", "delete", "execute", "transaction"] as const).map((method) => [method, vi.spyOn(db, method)] as const);
    try {
      await run();
      return spies.flatMap(([method, spy]) =>
        spy.mock.calls.map((args) =>
          method === "insert" || method === "update" || method === "delete" ? `${method}:${getTableName(args[0] as Table)}` : method,
        ),
      );
    } finally {
      for (const [, spy] of spies) spy.mockRestore();
    }
  }

  it("a known and an unknown address cost the request the same work: one queued row, no lookup, no mail", async () => {
    const account = await createAccount();
    const unknown = `nobody-${Date.now()}@example.com`;
    let known: Awaited<ReturnType<typeof request>> | undefined;
    let stranger: Awaited<ReturnType<typeof request>> | undefined;
    const knownWork = await statementsOf(async () => (known = await request(account.email)));
    const unknownWork = await statementsOf(async () => (stranger = await request(unknown)));
    expect(known!.status).toBe(202);
    expect(known!.body).toEqual(stranger!.body);
    expect(knownWork).toEqual(unknownWork);
    expect(knownWork).toEqual(["insert:password_reset_requests"]);
    // Nothing is mailed or written about the member until the lane runs.
    expect(await mailTo(account.email)).toHaveLength(0);
    expect(await getDb().select().from(passwordResets).where(eq(passwordResets.userId, account.userId))).toHaveLength(0);
    const queued = await getDb().select().from(passwordResetRequests);
    expect(queued.map((r) => r.email).sort()).toEqual([account.email, unknown].sort());

    await runLane();
    expect(await mailTo(account.email)).toHaveLength(1);
    expect(await mailTo(unknown)).toHaveLength(0);
    expect(await getDb().select().from(passwordResetRequests)).toHaveLength(0);
  });

  it("40 requests for one member in seconds send 3 links; the rest answer the same 202 and send nothing", async () => {
    const account = await createAccount();
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push(await request(account.email));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([202]));
    expect(new Set(answers.map((a) => JSON.stringify(a.body))).size).toBe(1);
    await runLane();
    expect(await mailTo(account.email)).toHaveLength(3);
    await ask(account.email);
    expect(await mailTo(account.email)).toHaveLength(3);
  });

  it("one client address gets 10 requests an hour, whatever addresses it names (429 after)", async () => {
    const addr = address();
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await request(`flood-${i}-${Date.now()}@example.com`, addr));
    expect(answers.slice(0, 10).every((a) => a.status === 202)).toBe(true);
    expect(answers[10].status).toBe(429);
    expect(answers[10].headers.get("retry-after")).toBeTruthy();
  });
});

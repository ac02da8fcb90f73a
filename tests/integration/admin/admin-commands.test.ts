import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { POST as token } from "@/app/api/v1/auth/token/route";
import { accountEvents } from "@/db/events";
import { operatorContext } from "@/lib/admin/internal/operator-context";
import { runAdminCommand, UsageError } from "@/lib/admin/run-command";
import { setAccountTier } from "@/lib/billing/set-account-tier";
import { makeCtx, memberCaller } from "@/lib/context";
import { getDb } from "@/lib/db/client";
import { createAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";

const ctx = () => operatorContext("cli:test-operator");
const noStdin = { readStdin: async () => "" };
const run = (...argv: string[]) => runAdminCommand(ctx(), argv, noStdin);

async function signIn(email: string, password: string) {
  return call(token, { path: "/api/v1/auth/token", body: { email, password } });
}

async function operatorEvents(accountId: string, action: string) {
  return getDb()
    .select()
    .from(accountEvents)
    .where(and(eq(accountEvents.accountId, accountId), eq(accountEvents.action, action)));
}

describe("npm run admin (commands in-process, billing on)", () => {
  it("admin create makes an account and owner as sign-up does, and prints a password that signs in", async () => {
    const email = `owner-${Date.now()}@example.com`;
    const { json } = await run("admin", "create", "--email", email.toUpperCase(), "--name", "Olga Owner", "--company", "Acme Ops");
    const created = json as { accountId: string; email: string; password: string };
    expect(created.email).toBe(email);
    expect(created.password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const res = await signIn(email, created.password);
    expect(res.status, res.text).toBe(200);
    const who = await call(me, { path: "/api/v1/auth/me", token: res.body.data.accessToken });
    expect(who.body.data.account).toMatchObject({ id: created.accountId, name: "Acme Ops", tier: "free" });
    expect(await operatorEvents(created.accountId, "account.registered")).toHaveLength(1);
    const [byOperator] = await operatorEvents(created.accountId, "account.created_by_operator");
    expect(byOperator).toMatchObject({ actorType: "operator", actorId: "cli:test-operator" });

    await expect(run("admin", "create", "--email", email, "--name", "Again", "--company", "Acme")).rejects.toMatchObject({ code: "email_taken" });
    await expect(run("admin", "create", "--email", email)).rejects.toBeInstanceOf(UsageError);
  });

  it("tier set stores the tier (by account id or user e-mail) and the gates read it; the audit trail names the operator", async () => {
    const a = await createAccount();
    const byEmail = await run("tier", "set", a.email, "business");
    expect(byEmail.json).toMatchObject({ accountId: a.accountId, from: "free", to: "business", effectiveTier: "business", billingEnabled: true });
    const who = await call(me, { path: "/api/v1/auth/me", token: a.token });
    expect(who.body.data.account.tier).toBe("business");
    await run("tier", "set", a.accountId, "scale");
    const [first, second] = await operatorEvents(a.accountId, "account.tier_set");
    expect([first.details, second.details]).toEqual(
      expect.arrayContaining([
        { from: "free", to: "business" },
        { from: "business", to: "scale" },
      ]),
    );
    expect(first).toMatchObject({ actorType: "operator", actorId: "cli:test-operator" });

    await expect(run("tier", "set", a.accountId, "gold")).rejects.toBeInstanceOf(UsageError);
    await expect(run("tier", "set", "00000000-0000-4000-8000-000000000000", "scale")).rejects.toMatchObject({ code: "not_found" });
    await expect(run("tier", "set", "nobody@example.com", "scale")).rejects.toMatchObject({ code: "not_found" });
  });

  it("password reset: generated and printed, or read from stdin; the old password stops working", async () => {
    const a = await createAccount();
    const generated = (await run("password", "reset", a.email)).json as { password: string };
    expect((await signIn(a.email, a.password)).status).toBe(401);
    expect((await signIn(a.email, generated.password)).status).toBe(200);

    const chosen = "chosen-by-the-operator-2026";
    const fromStdin = await runAdminCommand(ctx(), ["password", "reset", a.email, "--stdin"], { readStdin: async () => `${chosen}\n` });
    expect(fromStdin.json).not.toHaveProperty("password");
    expect((await signIn(a.email, chosen)).status).toBe(200);
    await expect(runAdminCommand(ctx(), ["password", "reset", a.email, "--stdin"], { readStdin: async () => "short\n" })).rejects.toMatchObject({
      code: "validation_failed",
    });
    expect(await operatorEvents(a.accountId, "user.password_reset")).toHaveLength(2);
  });

  it("accounts list and users list show stored and effective tiers and the users of one account", async () => {
    const a = await createAccount({ tier: "scale" });
    const accounts = (await run("accounts", "list", "--json")).json as {
      billingEnabled: boolean;
      accounts: { id: string; tier: string; effectiveTier: string; users: number }[];
    };
    expect(accounts.billingEnabled).toBe(true);
    expect(accounts.accounts.find((x) => x.id === a.accountId)).toMatchObject({ tier: "scale", effectiveTier: "scale", users: 1 });
    const users = (await run("users", "list", "--account", a.accountId)).json as { users: { email: string; accountId: string }[] };
    expect(users.users).toEqual([expect.objectContaining({ email: a.email, accountId: a.accountId })]);
    expect((await run("users", "list")).text).toContain(a.email);
  });

  it("the verbs refuse any caller but the operator", async () => {
    const a = await createAccount();
    const customer = makeCtx(memberCaller(a.userId, a.accountId));
    await expect(setAccountTier(customer, { accountId: a.accountId, tier: "enterprise" })).rejects.toMatchObject({ code: "forbidden" });
  });
});

describe("npm run admin with billing off", () => {
  it("stores the tier, while every account works on enterprise", async () => {
    const saved = process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_SECRET_KEY;
    try {
      const a = await createAccount();
      const change = await run("tier", "set", a.accountId, "starter");
      expect(change.json).toMatchObject({ from: "free", to: "starter", effectiveTier: "enterprise", billingEnabled: false });
      expect(change.text).toMatch(/Billing is off/);
      const list = (await run("accounts", "list")).json as { accounts: { id: string; tier: string; effectiveTier: string }[] };
      expect(list.accounts.find((x) => x.id === a.accountId)).toMatchObject({ tier: "starter", effectiveTier: "enterprise" });
    } finally {
      process.env.STRIPE_SECRET_KEY = saved;
    }
  });
});

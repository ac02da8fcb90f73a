import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { POST as register } from "@/app/api/v1/auth/register/route";
import { POST as createKey } from "@/app/api/v1/api-keys/route";
import { accounts, type ApiKeyScope } from "@/db/accounts";
import { type Tier } from "@/lib/vocabulary";
import { getDb } from "@/lib/db/client";
import { call } from "./http";

export interface TestAccount {
  token: string;
  userId: string;
  accountId: string;
  email: string;
  password: string;
}

/** Registers a new account through the real route; optionally moves it to a tier (as billing would). */
export async function createAccount(options: { tier?: Tier; name?: string } = {}): Promise<TestAccount> {
  const email = `user-${randomBytes(5).toString("hex")}@example.com`;
  const password = "correct horse battery staple";
  const res = await call(register, {
    path: "/api/v1/auth/register",
    body: { email, password, name: options.name ?? "Test User", company: "Test Co" },
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
  const { user, account, accessToken } = res.body.data;
  if (options.tier) await setTier(account.id, options.tier);
  return { token: accessToken, userId: user.id, accountId: account.id, email, password };
}

export async function setTier(accountId: string, tier: Tier): Promise<void> {
  await getDb().update(accounts).set({ tier }).where(eq(accounts.id, accountId));
}

/** An API key of the account, of the `documents` scope unless said otherwise (pushing to an integration needs `full`). */
export async function createApiKeyFor(account: TestAccount, name = "test key", scope: ApiKeyScope = "documents"): Promise<string> {
  const res = await call(createKey, { path: "/api/v1/api-keys", token: account.token, body: { name, scope } });
  if (res.status !== 201) throw new Error(`api key failed: ${res.status} ${res.text}`);
  return res.body.data.key;
}

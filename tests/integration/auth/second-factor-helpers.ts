import { randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { expect } from "vitest";
import { POST as enable } from "@/app/api/v1/auth/two-factor/enable/route";
import { POST as setup } from "@/app/api/v1/auth/two-factor/setup/route";
import type { Role } from "@/lib/vocabulary";
import { makeCtx, memberCaller } from "@/lib/context";
import { hashPassword } from "@/lib/credentials/password";
import { tokenFor } from "@/lib/credentials/member-session";
import { getDb } from "@/lib/db/client";
import { CLIENT_ADDRESS_HEADER } from "@/lib/http/client-address";
import { provisionMember } from "@/lib/members";
import type { TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";

let n = 0;
/** A fresh documentation address per call site, so credential limits of one test never hold another. */
export const address = () => `192.0.2.${(++n % 250) + 1}`;
export const from = (addr: string) => ({ [CLIENT_ADDRESS_HEADER]: addr });

/** The authenticator's code `steps` time steps from now (−1, 0, +1 are all within the accepted window). */
export function totpCode(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + steps * 30_000 });
}

/** Enrols the account's user through the real routes; answers the secret and the recovery codes. */
export async function enrol(account: TestAccount, headers: Record<string, string> = from(address())) {
  const started = await call(setup, { method: "POST", path: "/api/v1/auth/two-factor/setup", token: account.token, headers });
  expect(started.status).toBe(200);
  const secret: string = started.body.data.secret;
  const enabled = await call(enable, { path: "/api/v1/auth/two-factor/enable", token: account.token, headers, body: { code: totpCode(secret) } });
  expect(enabled.status).toBe(200);
  return { secret, recoveryCodes: enabled.body.data.recoveryCodes as string[] };
}

/** A second member of the account with a password and an API token of their own. */
export async function addMember(account: TestAccount, role: Role) {
  const email = `member-${randomBytes(5).toString("hex")}@example.com`;
  const password = "another correct horse battery";
  const ctx = makeCtx(memberCaller(account.userId, account.accountId));
  const userId = await getDb().transaction(async (tx) =>
    provisionMember(tx, ctx, {
      accountId: account.accountId,
      email,
      name: "Second Member",
      role,
      passwordHash: await hashPassword(password),
      via: "invitation",
    }),
  );
  return { userId, accountId: account.accountId, email, password, token: await tokenFor(getDb(), userId, account.accountId) };
}

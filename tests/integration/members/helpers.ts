import { randomBytes } from "node:crypto";
import type { Role } from "@/lib/vocabulary";
import { makeCtx, memberCaller } from "@/lib/context";
import { tokenFor } from "@/lib/credentials/member-session";
import { hashPassword } from "@/lib/credentials/password";
import { getDb } from "@/lib/db/client";
import { provisionMember } from "@/lib/members";
import type { TestAccount } from "../../helpers/accounts";

export interface TestMember {
  userId: string;
  email: string;
  token: string;
  role: Role;
}

/** Adds a member of `role` to the account the way every path in does (provisionMember) and signs them in. */
export async function addMember(account: TestAccount, role: Role, options: { password?: string } = {}): Promise<TestMember> {
  const email = `${role}-${randomBytes(5).toString("hex")}@example.com`;
  const passwordHash = options.password ? await hashPassword(options.password) : null;
  const ctx = makeCtx(memberCaller(account.userId, account.accountId, "owner"));
  const userId = await getDb().transaction((tx) =>
    provisionMember(tx, ctx, { accountId: account.accountId, email, name: `A ${role}`, role, passwordHash, via: "operator" }),
  );
  return { userId, email, role, token: await tokenFor(getDb(), userId, account.accountId) };
}

import { and, eq } from "drizzle-orm";
import { users } from "@/db/accounts";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import type { MemberJson } from "../schemas";

/** The columns a member's JSON is made of: never the password hash or the TOTP secret themselves. */
export const memberColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  status: users.status,
  lastSignInAt: users.lastSignInAt,
  totpEnabledAt: users.totpEnabledAt,
  hasPassword: users.passwordHash,
  createdAt: users.createdAt,
};

export interface MemberRow {
  id: string;
  email: string;
  name: string;
  role: MemberJson["role"];
  status: MemberJson["status"];
  lastSignInAt: Date | null;
  totpEnabledAt: Date | null;
  hasPassword: string | null;
  createdAt: Date;
}

export function toMember(row: MemberRow): MemberJson {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    status: row.status,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    twoFactor: row.totpEnabledAt !== null,
    ssoOnly: row.hasPassword === null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One member of the account, or 404 (another tenant's member is as unknown as a missing one). */
export async function findMember(db: DbOrTx, accountId: string, userId: string): Promise<MemberJson> {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.accountId, accountId)))
    .limit(1);
  if (!row) throw ServiceError.notFound("member");
  return toMember(row);
}

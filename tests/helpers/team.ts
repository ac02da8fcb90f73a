import type { Role } from "@/lib/vocabulary";
import { makeCtx, memberCaller } from "@/lib/context";
import { tokenFor } from "@/lib/credentials/member-session";
import { getDb } from "@/lib/db/client";
import { provisionMember } from "@/lib/members";
import { createAccount, type TestAccount } from "./accounts";

export interface Member {
  userId: string;
  token: string;
  email: string;
}

/** A business account and members of each role besides its owner (provisioned as an invitation would). */
export async function team(): Promise<{
  owner: TestAccount;
  admin: Member;
  member: Member;
  viewer: Member;
  add: (role: Role, name?: string) => Promise<Member>;
}> {
  const owner = await createAccount({ tier: "business", name: "Olive Owner" });
  const add = async (role: Role, name = `${role} person`): Promise<Member> => {
    const email = `${role}-${Math.random().toString(36).slice(2, 10)}@example.com`;
    const db = getDb();
    const ctx = makeCtx(memberCaller(owner.userId, owner.accountId));
    const userId = await db.transaction((tx) => provisionMember(tx, ctx, { accountId: owner.accountId, email, name, role, via: "invitation" }));
    return { userId, email, token: await tokenFor(db, userId, owner.accountId) };
  };
  return { owner, admin: await add("admin", "Ada Admin"), member: await add("member", "Sam Engineer"), viewer: await add("viewer", "Vic Viewer"), add };
}

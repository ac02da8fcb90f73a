import type { Role } from "@/lib/vocabulary";
import { memberCaller, makeCtx } from "@/lib/context";
import { hashPassword } from "@/lib/credentials/password";
import { getDb } from "@/lib/db/client";
import { inviteMember, provisionMember } from "@/lib/members";

/** The demo's team, one of each role below owner; other seeds assign work to them by these addresses. */
export const DEMO_MEMBERS: { email: string; name: string; role: Role }[] = [
  { email: "priya.admin@example.com", name: "Priya Natarajan", role: "admin" },
  { email: "sam.engineer@example.com", name: "Sam Okafor", role: "member" },
  { email: "jordan.viewer@example.com", name: "Jordan Lee", role: "viewer" },
];

/** Adds the demo's members (all with the demo password) and one pending invitation, on the first seed only. */
export async function seedDemoMembers(owner: { userId: string; accountId: string }, password: string): Promise<void> {
  const ctx = makeCtx(memberCaller(owner.userId, owner.accountId, "owner"));
  const passwordHash = await hashPassword(password);
  await getDb().transaction(async (tx) => {
    for (const member of DEMO_MEMBERS) await provisionMember(tx, ctx, { accountId: owner.accountId, ...member, passwordHash, via: "operator" });
  });
  await inviteMember(ctx, { email: "new.hire@example.com", role: "member" });
}

import { eq } from "drizzle-orm";
import { accounts, users } from "@/db/accounts";
import { memberInvitations } from "@/db/members";
import type { Ctx } from "@/lib/context";
import { sha256Hex } from "@/lib/credentials/secrets";
import { ServiceError } from "@/lib/errors";
import { INVALID_INVITATION, invitationUsable } from "./internal/invitations";
import type { InvitationLookupJson } from "./schemas";
import type { InvitationTokenInput } from "./schemas";

/**
 * What the join page shows before asking for a name and password: who invited which address to which account, with
 * which role. A used, revoked, expired or unknown token is the same 401.
 */
export async function lookupInvitation(ctx: Ctx, input: InvitationTokenInput): Promise<InvitationLookupJson> {
  const [row] = await ctx.db
    .select({ invitation: memberInvitations, accountName: accounts.name, inviterName: users.name })
    .from(memberInvitations)
    .innerJoin(accounts, eq(accounts.id, memberInvitations.accountId))
    .leftJoin(users, eq(users.id, memberInvitations.invitedBy))
    .where(eq(memberInvitations.tokenHash, sha256Hex(input.token)))
    .limit(1);
  if (!row || !invitationUsable(row.invitation, ctx.now())) throw new ServiceError("unauthorized", INVALID_INVITATION);
  return {
    email: row.invitation.email,
    role: row.invitation.role,
    account: { name: row.accountName },
    invitedBy: row.inviterName,
    expiresAt: row.invitation.expiresAt.toISOString(),
  };
}

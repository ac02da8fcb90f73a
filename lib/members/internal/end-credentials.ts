import type { CredentialRevokedReason } from "@/db/accounts";
import type { Ctx } from "@/lib/context";
import { revokeCredentialsOf, type RevokedCredential } from "@/lib/credentials/revoke-credentials-of";
import type { DbOrTx } from "@/lib/db/client";
import { recordEvent } from "@/lib/events";
import { accountAdmins, notify } from "@/lib/notifications";

const WHAT: Record<CredentialRevokedReason, string> = {
  revoked: "was revoked",
  rotated: "was rotated",
  creator_removed: "was removed",
  creator_demoted: "is no longer an admin",
  creator_deactivated: "was deactivated",
};

const WHERE: Record<RevokedCredential["type"], { noun: string; link: string }> = {
  api_key: { noun: "API key", link: "/api-keys" },
  scim_token: { noun: "SCIM token", link: "/members/scim" },
};

/**
 * Ends every secret a member knew when they stop being an admin of the account (docs/api.md §4 "Who owns a
 * credential"): their live API keys and SCIM tokens are revoked in the caller's transaction, each with its own
 * audit-trail row, and the remaining owners and admins are told which ones and where to rotate them.
 */
export async function endCredentialsOf(
  tx: DbOrTx,
  ctx: Ctx,
  input: { accountId: string; userId: string; memberName: string; reason: CredentialRevokedReason },
): Promise<RevokedCredential[]> {
  const revoked = await revokeCredentialsOf(tx, { accountId: input.accountId, userId: input.userId, reason: input.reason, now: ctx.now() });
  if (revoked.length === 0) return revoked;
  for (const credential of revoked) {
    await recordEvent(tx, ctx, {
      accountId: input.accountId,
      action: credential.type === "api_key" ? "api_key.revoked" : "scim.token_revoked",
      targetType: credential.type,
      targetId: credential.id,
      details: { name: credential.name, prefix: credential.prefix, reason: input.reason, creatorId: input.userId },
    });
  }
  const recipients = (await accountAdmins(tx, input.accountId)).filter((r) => !("userId" in r) || r.userId !== input.userId);
  const lines = revoked.map((c) => `- ${WHERE[c.type].noun} "${c.name}" (${c.prefix}…): rotate it on ${WHERE[c.type].link}`);
  await notify(
    tx,
    {
      accountId: input.accountId,
      recipients,
      kind: "credential.revoked",
      title: `${revoked.length === 1 ? "A credential was" : `${revoked.length} credentials were`} revoked: ${input.memberName} ${WHAT[input.reason]}`,
      body:
        `${input.memberName} created these and knew their secrets, so they stopped working. Rotate the ones still in use to give their ` +
        `integrations a new secret:\n${lines.join("\n")}`,
      link: WHERE[revoked[0].type].link,
      subjectType: "user",
      subjectId: input.userId,
    },
    ctx.caller.kind === "customer" ? ctx.caller.userId : null,
  );
  return revoked;
}

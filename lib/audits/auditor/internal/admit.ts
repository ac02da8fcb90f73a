import { and, eq, type SQL } from "drizzle-orm";
import { accounts } from "@/db/accounts";
import { type Tier, tierAtLeast, AUDITS_TIER } from "@/lib/vocabulary";
import { auditInvitations, audits } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import { effectiveTier } from "@/lib/context/effective-tier";
import { AUDITOR_TOKEN_TTL_SECONDS, signAuditorToken } from "@/lib/credentials/jwt";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { assertNotComplete } from "../../internal/access";
import { recordActivity } from "../../internal/activity";
import type { AcceptedJson } from "../../schemas";

type AuditRow = typeof audits.$inferSelect;
type InvitationRow = typeof auditInvitations.$inferSelect;

type Admission = { invitation: InvitationRow; audit: AuditRow; tier: Tier };

/**
 * The invitation `where` picks, with its audit locked for the admission that follows and the audited account's
 * stored tier (what `admitAuditor` needs); undefined when none matches.
 */
export async function lockAdmission(tx: DbOrTx, where: SQL | undefined): Promise<Admission | undefined> {
  const [row] = await tx
    .select({ invitation: auditInvitations, audit: audits, tier: accounts.tier })
    .from(auditInvitations)
    .innerJoin(audits, eq(audits.id, auditInvitations.auditId))
    .innerJoin(accounts, eq(accounts.id, audits.accountId))
    .where(where)
    .limit(1)
    .for("update", { of: audits });
  return row;
}

/**
 * Lets an invited auditor into one audit: the audited account's plan must allow audits and the audit must still run;
 * a `pending` invitation flips to `accepted` in one conditional UPDATE (two simultaneous admissions cannot both
 * pass; `onLost` says what the loser gets) with its `auditor_joined` entry. Answers the JWT for that audit only.
 * The magic link and the switch between an auditor's audits both end here.
 */
export async function admitAuditor(tx: DbOrTx, ctx: Ctx, row: Admission, now: Date, onLost: () => ServiceError): Promise<AcceptedJson> {
  const tier = effectiveTier(row.tier);
  if (!tierAtLeast(tier, AUDITS_TIER)) {
    throw new ServiceError("plan_upgrade_required", `Audits need the ${AUDITS_TIER} plan or higher; the audited account is on ${tier}.`, {
      requiredTier: AUDITS_TIER,
      currentTier: tier,
    });
  }
  if (row.invitation.status === "pending") {
    assertNotComplete(row.audit);
    const [accepted] = await tx
      .update(auditInvitations)
      .set({ status: "accepted", acceptedAt: now })
      .where(and(eq(auditInvitations.id, row.invitation.id), eq(auditInvitations.status, "pending")))
      .returning({ id: auditInvitations.id });
    if (!accepted) throw onLost();
    await recordActivity(tx, ctx, {
      auditId: row.audit.id,
      accountId: row.audit.accountId,
      type: "auditor_joined",
      actor: { type: "auditor", id: row.invitation.id, name: row.invitation.name },
      status: "accepted",
      details: { invitation_id: row.invitation.id, email: row.invitation.email, firm: row.invitation.firm },
      at: now,
    });
  }
  const token = await signAuditorToken(row.invitation.id, row.audit.id, row.audit.accountId, now);
  return {
    token,
    token_type: "Bearer",
    expires_in: AUDITOR_TOKEN_TTL_SECONDS,
    audit: { id: row.audit.id, title: row.audit.title, framework_id: row.audit.frameworkId },
  };
}

import { and, eq } from "drizzle-orm";
import { users } from "@/db/accounts";
import { audits } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { requireCustomer, requireTier } from "@/lib/context/guards";
import type { ActivityActor } from "./internal/activity";
import { AUDITS_TIER } from "./plan";
import { isUuid } from "@/lib/uuid";

type AuditRow = typeof audits.$inferSelect;


/** Scope, then tier (docs/api.md §6): a customer of a business-or-higher account. */
export async function customerGate(ctx: Ctx) {
  const caller = requireCustomer(ctx);
  await requireTier(ctx, caller.accountId, AUDITS_TIER);
  return caller;
}

/** The account's audit or 404; another tenant's audit is indistinguishable from none. */
export async function findCustomerAudit(db: DbOrTx, accountId: string, auditId: string): Promise<AuditRow> {
  if (!isUuid(auditId)) throw ServiceError.notFound("audit");
  const [row] = await db
    .select()
    .from(audits)
    .where(and(eq(audits.id, auditId), eq(audits.accountId, accountId)))
    .limit(1);
  if (!row) throw ServiceError.notFound("audit");
  return row;
}

/**
 * Locks the audit row for a change and resolves the acting user's name in the same query, so
 * concurrent changes to one audit serialise and the activity entry can name its actor.
 */
export async function lockCustomerAudit(
  tx: DbOrTx,
  caller: { accountId: string; userId: string },
  auditId: string,
): Promise<{ audit: AuditRow; actor: ActivityActor }> {
  if (!isUuid(auditId)) throw ServiceError.notFound("audit");
  const [row] = await tx
    .select({ audit: audits, userName: users.name })
    .from(audits)
    .leftJoin(users, eq(users.id, caller.userId))
    .where(and(eq(audits.id, auditId), eq(audits.accountId, caller.accountId)))
    .limit(1)
    .for("update", { of: audits });
  if (!row) throw ServiceError.notFound("audit");
  return { audit: row.audit, actor: { type: "customer", id: caller.userId, name: row.userName ?? "Customer" } };
}

export function assertNotComplete(audit: AuditRow): void {
  if (audit.status === "complete") {
    throw new ServiceError("audit_complete", "The audit is complete and can no longer change.", { audit_id: audit.id });
  }
}

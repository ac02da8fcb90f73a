import { and, eq, sql } from "drizzle-orm";
import { users } from "@/db/accounts";
import { audits } from "@/db/audits";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { prepared } from "@/lib/db/prepared";
import { ServiceError } from "@/lib/errors";
import { requireRole, requireTier } from "@/lib/context/guards";
import type { ActivityActor } from "./activity";
import { AUDITS_TIER } from "@/lib/vocabulary";
import { isUuid } from "@/lib/uuid";

type AuditRow = typeof audits.$inferSelect;
const NO_USER = "00000000-0000-0000-0000-000000000000";

/** Reading an audit: scope and role (any member, or an API key with a read scope), then tier (docs/api.md §6). */
export async function readerGate(ctx: Ctx): Promise<{ accountId: string; userId: string | null }> {
  const { accountId, userId } = requireRole(ctx, "viewer");
  await requireTier(ctx, accountId, AUDITS_TIER);
  return { accountId, userId };
}

/**
 * Changing an audit: a signed-in member (docs/api.md §4), then tier. API keys read audits but do not change them:
 * the audit's activity, which the auditor relies on, names the person behind every change.
 */
export async function customerGate(ctx: Ctx): Promise<{ accountId: string; userId: string }> {
  const { accountId, userId } = requireRole(ctx, "member");
  if (!userId) throw new ServiceError("forbidden", "Audits are changed by a signed-in member, so their activity names a person; API keys may read them.");
  await requireTier(ctx, accountId, AUDITS_TIER);
  return { accountId, userId };
}

/** The account's audit or 404; another tenant's audit is indistinguishable from none. */
export async function findCustomerAudit(db: DbOrTx, accountId: string, auditId: string): Promise<AuditRow> {
  if (!isUuid(auditId)) throw ServiceError.notFound("audit");
  const [row] = await prepared(db, "customer_audit", () =>
    db
      .select()
      .from(audits)
      .where(and(eq(audits.id, sql.placeholder("auditId")), eq(audits.accountId, sql.placeholder("accountId"))))
      .limit(1)
      .prepare("customer_audit"),
  ).execute({ auditId, accountId });
  if (!row) throw ServiceError.notFound("audit");
  return row;
}

/**
 * Locks the audit row for a change and resolves the acting user's name in the same query, so
 * concurrent changes to one audit serialise and the activity entry can name its actor.
 */
export async function lockCustomerAudit(
  tx: DbOrTx,
  caller: { accountId: string; userId: string | null },
  auditId: string,
): Promise<{ audit: AuditRow; actor: ActivityActor }> {
  if (!isUuid(auditId)) throw ServiceError.notFound("audit");
  const [row] = await tx
    .select({ audit: audits, userName: users.name })
    .from(audits)
    .leftJoin(users, eq(users.id, caller.userId ?? NO_USER))
    .where(and(eq(audits.id, auditId), eq(audits.accountId, caller.accountId)))
    .limit(1)
    .for("update", { of: audits });
  if (!row) throw ServiceError.notFound("audit");
  // Only reads (the report) reach here without a person: an API key of the account.
  if (!caller.userId) return { audit: row.audit, actor: { type: "customer", id: "api-key", name: "API key" } };
  return { audit: row.audit, actor: { type: "customer", id: caller.userId, name: row.userName ?? "Customer" } };
}

export function assertNotComplete(audit: AuditRow): void {
  if (audit.status === "complete") {
    throw new ServiceError("audit_complete", "The audit is complete and can no longer change.", { audit_id: audit.id });
  }
}

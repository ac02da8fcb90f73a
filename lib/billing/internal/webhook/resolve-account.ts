import { eq } from "drizzle-orm";
import { accounts } from "@/db/accounts";
import type { DbOrTx } from "@/lib/db/client";
import { isUuid } from "@/lib/uuid";
import { findCustomerByStripeId } from "../queries";

/** An account id from Stripe metadata, if it names an account that exists. */
export async function existingAccountId(db: DbOrTx, candidate: string | null | undefined): Promise<string | null> {
  const id = candidate?.trim();
  if (!id || !isUuid(id)) return null;
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id)).limit(1);
  return row?.id ?? null;
}

/** docs/api.md §6: the object's `metadata.account_id`, else the account whose Stripe customer it is. */
export async function resolveAccount(db: DbOrTx, from: { accountIdMetadata?: string | null; stripeCustomerId?: string | null }): Promise<string | null> {
  const byMetadata = await existingAccountId(db, from.accountIdMetadata);
  if (byMetadata) return byMetadata;
  if (!from.stripeCustomerId) return null;
  return (await findCustomerByStripeId(db, from.stripeCustomerId))?.accountId ?? null;
}

/**
 * Serialises every billing change of one account (webhook deliveries, tier recomputation) on its
 * row, so two events for the same subscription cannot interleave their read-compare-write.
 * NO KEY UPDATE leaves other domains free to insert rows that reference the account meanwhile.
 */
export async function lockAccount(tx: DbOrTx, accountId: string): Promise<void> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for("no key update");
}

export function stripeIdOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === "string" ? value : value.id;
}

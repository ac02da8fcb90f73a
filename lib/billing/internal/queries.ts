import { desc, eq } from "drizzle-orm";
import { billingCustomers, billingPaymentMethods, billingSubscriptions } from "@/db/billing";
import type { DbOrTx } from "@/lib/db/client";
import { isEntitledStatus } from "./plan-tier";
import { isTerminalStatus } from "./subscription-order";
import { TIERS } from "@/lib/vocabulary";

export type CustomerRow = typeof billingCustomers.$inferSelect;
export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;
export type PaymentMethodRow = typeof billingPaymentMethods.$inferSelect;

export async function findCustomerByAccount(db: DbOrTx, accountId: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.accountId, accountId)).limit(1);
  return row ?? null;
}

export async function findCustomerByStripeId(db: DbOrTx, stripeCustomerId: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.stripeCustomerId, stripeCustomerId)).limit(1);
  return row ?? null;
}

export async function findSubscription(db: DbOrTx, stripeSubscriptionId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.stripeSubscriptionId, stripeSubscriptionId)).limit(1);
  return row ?? null;
}

export async function listAccountSubscriptions(db: DbOrTx, accountId: string): Promise<SubscriptionRow[]> {
  return db.select().from(billingSubscriptions).where(eq(billingSubscriptions.accountId, accountId)).orderBy(desc(billingSubscriptions.updatedAt));
}

const tierRank = (row: SubscriptionRow) => (row.priceTier ? TIERS.indexOf(row.priceTier) : -1);

/**
 * The subscription that speaks for the account: the entitled one with the highest tier (the one its
 * tier comes from), else the most recently changed one that has not ended, else none.
 */
export function pickCurrentSubscription(rows: SubscriptionRow[]): SubscriptionRow | null {
  const entitled = rows.filter((r) => isEntitledStatus(r.status)).sort((a, b) => tierRank(b) - tierRank(a));
  if (entitled.length > 0) return entitled[0];
  const open = rows.filter((r) => !isTerminalStatus(r.status));
  return open.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())[0] ?? null;
}

export async function currentSubscription(db: DbOrTx, accountId: string): Promise<SubscriptionRow | null> {
  return pickCurrentSubscription(await listAccountSubscriptions(db, accountId));
}

export async function findPaymentMethod(db: DbOrTx, accountId: string): Promise<PaymentMethodRow | null> {
  const [row] = await db.select().from(billingPaymentMethods).where(eq(billingPaymentMethods.accountId, accountId)).limit(1);
  return row ?? null;
}

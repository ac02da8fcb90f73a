import { and, count, eq } from "drizzle-orm";
import { accounts, users } from "@/db/accounts";
import { billingCustomers, billingWebhookEvents } from "@/db/billing";
import type { Ctx } from "@/lib/context";
import { recordEvent } from "@/lib/events";
import { ServiceError } from "@/lib/errors";
import { findCustomerByAccount, type CustomerRow } from "./internal/queries";
import { providerFailure, requireStripe } from "./internal/stripe-errors";

/**
 * The account's Stripe customer, created on first use with `metadata.account_id`. The create call
 * carries an idempotency key, so a double-click (or an SDK retry) yields the same customer; if two
 * different users race, the insert decides and the losing customer is deleted again at Stripe.
 */
export async function ensureCustomer(ctx: Ctx, accountId: string, userId: string): Promise<CustomerRow> {
  const existing = await findCustomerByAccount(ctx.db, accountId);
  if (existing) return existing;

  const [account] = await ctx.db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!account || !user) throw new ServiceError("unauthorized", "The account no longer exists.");

  // A customer deleted at Stripe is replaced by a new one, which needs a new idempotency key.
  const [{ replaced }] = await ctx.db
    .select({ replaced: count() })
    .from(billingWebhookEvents)
    .where(and(eq(billingWebhookEvents.accountId, accountId), eq(billingWebhookEvents.type, "customer.deleted"), eq(billingWebhookEvents.outcome, "applied")));

  const stripe = requireStripe();
  let created;
  try {
    created = await stripe.customers.create(
      { name: account.name, email: user.email, metadata: { account_id: accountId } },
      { idempotencyKey: `cp-customer-${accountId}-${userId}-${replaced}` },
    );
  } catch (error) {
    throw providerFailure(ctx, error, "customers.create");
  }

  const now = ctx.now();
  const inserted = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .insert(billingCustomers)
      .values({ accountId, stripeCustomerId: created.id, email: created.email, name: created.name, createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (rows.length > 0) {
      await recordEvent(tx, ctx, {
        accountId,
        action: "billing.customer_created",
        targetType: "billing_customer",
        targetId: created.id,
        details: { stripeCustomerId: created.id },
      });
    }
    return rows[0];
  });
  if (inserted) return inserted;

  const winner = await findCustomerByAccount(ctx.db, accountId);
  if (!winner) throw new Error(`billing customer of ${accountId} vanished during creation`);
  if (winner.stripeCustomerId !== created.id) {
    await stripe.customers.del(created.id).catch((error: unknown) => {
      ctx.log.warn({ err: error, stripeCustomerId: created.id }, "could not delete a duplicate Stripe customer");
    });
  }
  return winner;
}

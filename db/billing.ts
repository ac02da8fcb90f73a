import { bigint, boolean, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { accounts } from "./accounts";
import { createdAt, tstz, updatedAt } from "./columns";
import type { Tier } from "@/lib/vocabulary";

/** The account's customer at Stripe: created once, on the first checkout (metadata `account_id`). */
export const billingCustomers = pgTable(
  "billing_customers",
  {
    accountId: uuid("account_id")
      .primaryKey()
      .references(() => accounts.id, { onDelete: "cascade" }),
    stripeCustomerId: text("stripe_customer_id").notNull(),
    email: text("email"),
    name: text("name"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("billing_customers_stripe_key").on(t.stripeCustomerId)],
);

/**
 * Local record of each Stripe subscription, written only from webhook events (and the
 * subscription a completed checkout names). `last_event_*` is the version it was written from, so
 * an older event arriving late is recognised and ignored.
 */
export const billingSubscriptions = pgTable(
  "billing_subscriptions",
  {
    stripeSubscriptionId: text("stripe_subscription_id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    stripeCustomerId: text("stripe_customer_id").notNull(),
    status: text("status").notNull(),
    priceId: text("price_id"),
    plan: text("plan"),
    /** Tier the price names; the account only holds it while the status is entitled. */
    priceTier: text("price_tier").$type<Tier>(),
    currentPeriodStart: tstz("current_period_start"),
    currentPeriodEnd: tstz("current_period_end"),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    canceledAt: tstz("canceled_at"),
    endedAt: tstz("ended_at"),
    defaultPaymentMethodId: text("default_payment_method_id"),
    stripeCreatedAt: tstz("stripe_created_at").notNull(),
    lastEventAt: tstz("last_event_at").notNull(),
    lastEventType: text("last_event_type").notNull(),
    lastEventId: text("last_event_id").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("billing_subscriptions_account_idx").on(t.accountId, t.updatedAt)],
);

/** The card (or other method) the account pays with, as shown on the billing page. */
export const billingPaymentMethods = pgTable("billing_payment_methods", {
  accountId: uuid("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  stripePaymentMethodId: text("stripe_payment_method_id").notNull(),
  type: text("type").notNull(),
  brand: text("brand"),
  last4: text("last4"),
  expMonth: integer("exp_month"),
  expYear: integer("exp_year"),
  updatedAt: updatedAt(),
});

/** Invoices as the `invoice.*` events reported them; the invoices route reads only this. */
export const billingInvoices = pgTable(
  "billing_invoices",
  {
    stripeInvoiceId: text("stripe_invoice_id").primaryKey(),
    accountId: uuid("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    stripeCustomerId: text("stripe_customer_id").notNull(),
    stripeSubscriptionId: text("stripe_subscription_id"),
    number: text("number"),
    status: text("status"),
    amountDue: bigint("amount_due", { mode: "number" }).notNull(),
    amountPaid: bigint("amount_paid", { mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    hostedInvoiceUrl: text("hosted_invoice_url"),
    invoicePdf: text("invoice_pdf"),
    stripeCreatedAt: tstz("stripe_created_at").notNull(),
    lastEventAt: tstz("last_event_at").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("billing_invoices_account_idx").on(t.accountId, t.stripeCreatedAt, t.stripeInvoiceId)],
);

/**
 * Every webhook event id seen, inserted in the transaction that applies the event: the primary
 * key makes a concurrent duplicate delivery wait for the first and then find it done.
 */
export const billingWebhookEvents = pgTable(
  "billing_webhook_events",
  {
    eventId: text("event_id").primaryKey(),
    type: text("type").notNull(),
    accountId: uuid("account_id").references(() => accounts.id, { onDelete: "set null" }),
    /** applied | stale | ignored | unmatched */
    outcome: text("outcome").notNull(),
    stripeCreatedAt: tstz("stripe_created_at").notNull(),
    processedAt: createdAt(),
  },
  (t) => [index("billing_webhook_events_processed_idx").on(t.processedAt)],
);

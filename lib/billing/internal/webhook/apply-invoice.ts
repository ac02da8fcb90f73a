import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { billingInvoices } from "@/db/billing";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { recordEvent } from "@/lib/events";
import { findSubscription } from "../queries";
import { lockAccount, resolveAccount, stripeIdOf } from "./resolve-account";
import type { ApplyResult, EventStamp } from "./types";

/** An invoice only moves forward: draft → open → (uncollectible) → paid | void. */
const STATUS_RANK: Record<string, number> = { draft: 0, open: 1, uncollectible: 2, paid: 3, void: 3 };

function rank(status: string | null): number {
  if (!status) return 0;
  // Own keys only: a status named like an Object.prototype member ranks as an unknown one.
  return Object.hasOwn(STATUS_RANK, status) ? STATUS_RANK[status] : 1;
}

/** Since API version 2025-03-31 the subscription sits under `parent.subscription_details`. */
function subscriptionOf(invoice: Stripe.Invoice): { id: string | null; accountIdMetadata: string | null } {
  const details = invoice.parent?.subscription_details;
  const legacy = (invoice as unknown as { subscription?: string | { id: string } | null }).subscription;
  return {
    id: stripeIdOf(details?.subscription ?? legacy ?? null),
    accountIdMetadata: details?.metadata?.account_id ?? invoice.metadata?.account_id ?? null,
  };
}

const ACTIONS: Record<string, string> = {
  "invoice.paid": "billing.invoice_paid",
  "invoice.payment_failed": "billing.invoice_payment_failed",
};

export async function applyInvoice(tx: DbOrTx, ctx: Ctx, invoice: Stripe.Invoice, event: EventStamp): Promise<ApplyResult> {
  const customerId = stripeIdOf(invoice.customer);
  const subscription = subscriptionOf(invoice);
  let accountId = await resolveAccount(tx, { accountIdMetadata: subscription.accountIdMetadata, stripeCustomerId: customerId });
  if (!accountId && subscription.id) accountId = (await findSubscription(tx, subscription.id))?.accountId ?? null;
  if (!accountId || !customerId || !invoice.id) {
    ctx.log.warn({ stripeEventId: event.id, stripeInvoiceId: invoice.id }, "invoice matches no account");
    return { outcome: "unmatched", accountId: null };
  }
  await lockAccount(tx, accountId);
  const [stored] = await tx.select().from(billingInvoices).where(eq(billingInvoices.stripeInvoiceId, invoice.id)).limit(1);
  if (stored) {
    const byStatus = rank(invoice.status) - rank(stored.status);
    if (byStatus < 0 || (byStatus === 0 && event.created < stored.lastEventAt)) {
      ctx.log.info(
        { stripeEventId: event.id, stripeInvoiceId: invoice.id, stored: stored.status, incoming: invoice.status },
        "ignored an out-of-date invoice event",
      );
      return { outcome: "stale", accountId };
    }
  }
  const now = ctx.now();
  const values = {
    accountId: stored?.accountId ?? accountId,
    stripeCustomerId: customerId,
    stripeSubscriptionId: subscription.id,
    number: invoice.number ?? null,
    status: invoice.status ?? null,
    amountDue: invoice.amount_due,
    amountPaid: invoice.amount_paid,
    currency: invoice.currency,
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    invoicePdf: invoice.invoice_pdf ?? null,
    stripeCreatedAt: new Date(invoice.created * 1000),
    lastEventAt: event.created,
    updatedAt: now,
  };
  await tx
    .insert(billingInvoices)
    .values({ stripeInvoiceId: invoice.id, createdAt: now, ...values })
    .onConflictDoUpdate({ target: billingInvoices.stripeInvoiceId, set: values });
  await recordEvent(tx, ctx, {
    accountId: values.accountId,
    action: ACTIONS[event.type] ?? "billing.invoice_updated",
    targetType: "invoice",
    targetId: invoice.id,
    details: {
      status: values.status,
      previousStatus: stored?.status ?? null,
      amountDue: values.amountDue,
      amountPaid: values.amountPaid,
      currency: values.currency,
      stripeEventId: event.id,
      stripeEventType: event.type,
    },
  });
  return { outcome: "applied", accountId: values.accountId };
}

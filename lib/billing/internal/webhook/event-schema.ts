import type Stripe from "stripe";
import { z } from "zod";
import { ServiceError, type ValidationIssue } from "@/lib/errors";
import { issuesOf } from "@/lib/http/validate";
import { CHECKOUT_COMPLETED, CUSTOMER_DELETED, CUSTOMER_UPDATED, INVOICE_EVENTS, SUBSCRIPTION_EVENTS } from "./event-types";

/**
 * A valid signature proves Stripe sent the bytes, not that they have the shape the appliers expect
 * (a forged-but-signed body in tests, an event rendered for another API version, a bug). These
 * schemas cover exactly the fields the webhook handler and the `apply*` functions read, with the
 * types they read them as: a field the code tolerates missing is optional here, a field it needs is
 * required, and every field present must have the type the code handles. Objects stay loose,
 * because Stripe adds fields at will; unknown event types are checked only as far as the envelope.
 */

/** A schema may only name fields that Stripe's own type has (plus the listed ones older API versions sent). */
type FieldsOf<T, Legacy extends string = never> = { [K in Extract<keyof T, string> | Legacy]?: z.ZodType };

/** 9999-12-31T23:59:59Z: beyond it neither `Date#toISOString` nor PostgreSQL's timestamptz round-trips the value. */
const MAX_UNIX_SECONDS = 253_402_300_799;
const UNIX_MESSAGE = `Must be Unix seconds: an integer from 0 to ${MAX_UNIX_SECONDS}`;
export const unixSeconds = z.number().int({ error: UNIX_MESSAGE }).min(0, { error: UNIX_MESSAGE }).max(MAX_UNIX_SECONDS, { error: UNIX_MESSAGE });

/** Amounts in the currency's smallest unit, stored as bigint. */
const amount = z.number().int({ error: "Must be an integer amount in the currency's smallest unit" });

export const stripeId = z.string().min(1, { error: "Must be a non-empty Stripe id" });

/** A reference Stripe sends as an id, or as the whole object when the field was expanded. */
function expandable<T extends z.ZodType>(object: T) {
  return z.union([stripeId, object], {
    error: (issue) => (issue.input === undefined ? "Required" : "Must be a Stripe id or the expanded object"),
  });
}

const withId = z.looseObject({ id: stripeId });

/** Of metadata only `account_id` is read (docs/api.md §6: the account an object belongs to). */
const accountMetadata = z.looseObject({ account_id: z.string().nullish() }).nullish();

const price = z.looseObject({
  id: stripeId.nullish(),
  lookup_key: z.string().nullish(),
  nickname: z.string().nullish(),
  metadata: z.looseObject({ tier: z.string().nullish() }).nullish(),
  product: expandable(z.looseObject({ name: z.string().nullish() } satisfies FieldsOf<Stripe.Product>)).nullish(),
} satisfies FieldsOf<Stripe.Price>);

const subscriptionItem = z.looseObject({
  current_period_start: unixSeconds.nullish(),
  current_period_end: unixSeconds.nullish(),
  price: price.nullish(),
} satisfies FieldsOf<Stripe.SubscriptionItem>);

const last4Only = z.looseObject({ last4: z.string().nullish() }).nullish();

/** What `savePaymentMethod` keeps of a payment method: the columns are text and int4. */
const paymentMethod = z.looseObject({
  id: stripeId,
  type: z.string().min(1),
  card: z
    .looseObject({
      brand: z.string().nullish(),
      last4: z.string().nullish(),
      exp_month: z.number().int().min(1).max(12).nullish(),
      exp_year: z.number().int().min(0).max(9999).nullish(),
    } satisfies FieldsOf<Stripe.PaymentMethod.Card>)
    .nullish(),
  sepa_debit: last4Only,
  us_bank_account: last4Only,
} satisfies FieldsOf<Stripe.PaymentMethod>);

/** What `snapshotSubscription` reads; the billing period sits on the items since API version 2025-03-31. */
const subscriptionSchema = z.looseObject({
  id: stripeId,
  customer: expandable(withId),
  metadata: accountMetadata,
  status: z.string().min(1),
  items: z.looseObject({ data: z.array(subscriptionItem).nullish() }).nullish(),
  current_period_start: unixSeconds.nullish(),
  current_period_end: unixSeconds.nullish(),
  cancel_at_period_end: z.boolean().nullish(),
  canceled_at: unixSeconds.nullish(),
  ended_at: unixSeconds.nullish(),
  default_payment_method: expandable(paymentMethod).nullish(),
  created: unixSeconds.nullish(),
} satisfies FieldsOf<Stripe.Subscription, "current_period_start" | "current_period_end">);

const checkoutSession = z.looseObject({
  mode: z.string().nullish(),
  subscription: expandable(subscriptionSchema).nullish(),
  customer: expandable(withId).nullish(),
  metadata: accountMetadata,
  client_reference_id: z.string().nullish(),
} satisfies FieldsOf<Stripe.Checkout.Session>);

/** What `applyInvoice` reads; `subscription` is where API versions before 2025-03-31 put it. */
const invoice = z.looseObject({
  id: stripeId.nullish(),
  customer: expandable(withId).nullish(),
  parent: z
    .looseObject({
      subscription_details: z
        .looseObject({ subscription: expandable(withId).nullish(), metadata: accountMetadata } satisfies FieldsOf<Stripe.Invoice.Parent.SubscriptionDetails>)
        .nullish(),
    } satisfies FieldsOf<Stripe.Invoice.Parent>)
    .nullish(),
  subscription: expandable(withId).nullish(),
  metadata: accountMetadata,
  status: z.string().nullish(),
  number: z.string().nullish(),
  amount_due: amount,
  amount_paid: amount,
  currency: z.string().min(1),
  hosted_invoice_url: z.string().nullish(),
  invoice_pdf: z.string().nullish(),
  created: unixSeconds,
} satisfies FieldsOf<Stripe.Invoice, "subscription">);

const customer = z.looseObject({
  id: stripeId,
  email: z.string().nullish(),
  name: z.string().nullish(),
  invoice_settings: z
    .looseObject({ default_payment_method: expandable(paymentMethod).nullish() } satisfies FieldsOf<Stripe.Customer.InvoiceSettings>)
    .nullish(),
} satisfies FieldsOf<Stripe.Customer>);

const deletedCustomer = z.looseObject({ id: stripeId } satisfies FieldsOf<Stripe.DeletedCustomer>);

const envelope = z.looseObject({
  id: stripeId,
  type: z.string().min(1),
  created: unixSeconds,
  data: z.looseObject({ object: z.looseObject({}) } satisfies FieldsOf<Stripe.Event.Data>),
} satisfies FieldsOf<Stripe.Event>);

function objectSchemaFor(type: string): z.ZodType | null {
  if (type === CHECKOUT_COMPLETED) return checkoutSession;
  if (SUBSCRIPTION_EVENTS.has(type)) return subscriptionSchema;
  if (INVOICE_EVENTS.has(type)) return invoice;
  if (type === CUSTOMER_UPDATED) return customer;
  if (type === CUSTOMER_DELETED) return deletedCustomer;
  return null;
}

/**
 * Zod reports a value that fits no member of a union as one issue; when exactly one member accepted
 * the value's type and failed only inside it (`{id: 3}` for an id-or-object), that member's issues
 * name the field that is wrong.
 */
function flattenUnions(issues: readonly z.core.$ZodIssue[], base: PropertyKey[] = []): z.core.$ZodIssue[] {
  return issues.flatMap((issue) => {
    const path = [...base, ...issue.path];
    if (issue.code === "invalid_union") {
      const inside = issue.errors.filter((member) => member.length > 0 && member.every((i) => i.path.length > 0));
      if (inside.length === 1) return flattenUnions(inside[0], path);
    }
    return [{ ...issue, path }];
  });
}

function issuesFrom(error: z.ZodError, prefix?: string): ValidationIssue[] {
  return issuesOf(new z.ZodError(flattenUnions(error.issues)), prefix);
}

/**
 * 400 `validation_failed` naming every malformed field (`data.object.customer`, ...) of a verified
 * event of a type the webhook applies, before anything is claimed or written.
 */
export function assertWellFormedEvent(event: unknown): asserts event is Stripe.Event {
  const parsed = envelope.safeParse(event);
  if (!parsed.success) throw ServiceError.validation(issuesFrom(parsed.error));
  const schema = objectSchemaFor(parsed.data.type);
  const object = schema?.safeParse(parsed.data.data.object);
  if (object && !object.success) throw ServiceError.validation(issuesFrom(object.error, "data.object"));
}

/** Problems with a subscription read from the API (empty when it has the shape the appliers need). */
export function subscriptionIssues(value: unknown): ValidationIssue[] {
  const parsed = subscriptionSchema.safeParse(value);
  return parsed.success ? [] : issuesFrom(parsed.error);
}

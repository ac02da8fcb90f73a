import { text as readText } from "node:stream/consumers";
import { createServer, type IncomingMessage, type ServerResponse, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import Stripe from "stripe";

/**
 * A local stand-in for the Stripe REST API: a real HTTP server the official SDK talks to through
 * STRIPE_API_URL. It speaks the subset the product calls (customers, checkout and portal sessions,
 * subscriptions, prices, payment methods, invoices) with Stripe's wire format: form-encoded
 * bodies with bracketed keys, `expand[]`, bearer secret keys, idempotency keys and Stripe's error
 * envelope. Tests drive the "Stripe side" through its helpers (complete a checkout, change a
 * subscription, build events) and sign webhook events exactly as Stripe does.
 */

type Obj = Record<string, any>;

export interface RecordedStripeRequest {
  method: string;
  path: string;
  query: Obj;
  body: Obj;
  headers: Record<string, string | undefined>;
}

export interface FakePriceInput {
  id?: string;
  unitAmount?: number;
  currency?: string;
  interval?: "month" | "year";
  lookupKey?: string | null;
  nickname?: string | null;
  metadata?: Record<string, string>;
  productName?: string;
  active?: boolean;
}

export interface FakeSubscriptionInput {
  customer: string;
  price: string;
  status?: Stripe.Subscription.Status;
  metadata?: Record<string, string>;
  periodStart?: number;
  periodEnd?: number;
  cancelAtPeriodEnd?: boolean;
  defaultPaymentMethod?: string | null;
  created?: number;
}

export interface FakeInvoiceInput {
  customer: string;
  subscription?: string | null;
  status?: Stripe.Invoice.Status;
  amountDue?: number;
  amountPaid?: number;
  currency?: string;
  created?: number;
  number?: string;
}

export interface FakeStripe {
  url: string;
  port: number;
  secretKey: string;
  requests: RecordedStripeRequest[];
  customers: Map<string, Obj>;
  checkoutSessions: Map<string, Obj>;
  portalSessions: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  prices: Map<string, Obj>;
  products: Map<string, Obj>;
  paymentMethods: Map<string, Obj>;
  invoices: Map<string, Obj>;
  /** Webhook deliveries the hosted pages made, with the app's answer. */
  deliveries: { eventId: string; type: string; status: number }[];
  /** Requests whose method and path match, e.g. `requestsTo("POST", "/v1/customers")`. */
  requestsTo(method: string, path: string | RegExp): RecordedStripeRequest[];
  createPrice(input?: FakePriceInput): Stripe.Price;
  createPaymentMethod(customer?: string | null, card?: Partial<Obj>): Stripe.PaymentMethod;
  createSubscription(input: FakeSubscriptionInput): Stripe.Subscription;
  /** Applies a change on the Stripe side (status, price, period, cancel flag, metadata). */
  updateSubscription(id: string, patch: Partial<Omit<FakeSubscriptionInput, "customer">>): Stripe.Subscription;
  /** Cancels now: status `canceled`, `ended_at` set, as `customer.subscription.deleted` carries it. */
  cancelSubscription(id: string, at?: number): Stripe.Subscription;
  /**
   * What happens when the customer pays on the hosted page: a card is attached, the subscription
   * is created with the session's `subscription_data.metadata`, the session becomes `complete`.
   */
  completeCheckout(
    sessionId: string,
    opts?: { status?: Stripe.Subscription.Status; periodStart?: number; periodEnd?: number },
  ): { session: Stripe.Checkout.Session; subscription: Stripe.Subscription };
  createInvoice(input: FakeInvoiceInput): Stripe.Invoice;
  /** Builds an Event the way Stripe sends it (object snapshot at this moment). */
  event<T extends Stripe.Event.Type>(type: T, object: unknown, opts?: { id?: string; created?: number; previousAttributes?: Obj }): Stripe.Event;
  /** Makes the next `times` API calls answer with this Stripe error. */
  failNext(status: number, type: string, message: string, times?: number): void;
  reset(): void;
  close(): Promise<void>;
}

export const FAKE_STRIPE_SECRET_KEY = "sk_test_fake_0123456789abcdef";
export const FAKE_STRIPE_WEBHOOK_SECRET = "whsec_test_fake_signing_secret_0123456789";
const API_VERSION = "2026-10-28.endive";

export function stripeId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("base64url").replace(/[-_]/g, "x")}`;
}

function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** Adds one calendar month the way Stripe anchors monthly billing (clamped to the month's end). */
export function addMonths(seconds: number, months: number): number {
  const d = new Date(seconds * 1000);
  const day = d.getUTCDate();
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return Math.floor(target.getTime() / 1000);
}

/**
 * Decodes Stripe's form encoding (`a[b][0][c]=v`) into nested objects and arrays, as the API does.
 * All leaves stay strings: Stripe coerces per parameter, and so do the handlers below.
 */
export function decodeStripeForm(text: string): Obj {
  const root: Obj = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const match = rawKey.match(/^([^[\]]+)((?:\[[^[\]]*\])*)$/);
    if (!match) continue;
    const path = [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])];
    let node: any = root;
    for (let i = 0; i < path.length; i++) {
      const seg = path[i];
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(path[i + 1]);
      const key = Array.isArray(node) ? (seg === "" ? node.length : Number(seg)) : seg;
      if (last) {
        node[key] = value;
      } else {
        if (node[key] === undefined) node[key] = nextIsIndex ? [] : {};
        node = node[key];
      }
    }
  }
  return root;
}

function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

const missing = (what: string, id: string, param = "id") =>
  new StripeHttpError(404, "invalid_request_error", `No such ${what}: '${id}'`, "resource_missing", param);
const required = (param: string) => new StripeHttpError(400, "invalid_request_error", `Missing required param: ${param}.`, "parameter_missing", param);
const invalid = (param: string, message: string) => new StripeHttpError(400, "invalid_request_error", message, "parameter_invalid", param);

function asList(data: Obj[], url: string, hasMore = false): Obj {
  return { object: "list", data, has_more: hasMore, url };
}

function asMetadata(value: unknown, param: string): Record<string, string> {
  if (value === undefined || value === "") return {};
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw invalid(param, `Invalid object: ${param}`);
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(value)) if (v !== "") out[k] = String(v);
  return out;
}

function expandList(raw: unknown): string[] {
  if (raw === undefined) return [];
  return (Array.isArray(raw) ? raw : [raw]).map(String);
}

export interface FakeStripeOptions {
  secretKey?: string;
  /** Fixed port (e2e: the app under test is configured with it); default a free one. */
  port?: number;
  /**
   * Where the hosted pages (checkout, portal) deliver the resulting events, signed with `secret`,
   * as Stripe would; without it the pages only change the fake's state.
   */
  webhook?: { url: string; secret?: string };
}

export async function startFakeStripe(opts: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secretKey = opts.secretKey ?? FAKE_STRIPE_SECRET_KEY;
  const requests: RecordedStripeRequest[] = [];
  const customers = new Map<string, Obj>();
  const checkoutSessions = new Map<string, Obj>();
  const portalSessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const prices = new Map<string, Obj>();
  const products = new Map<string, Obj>();
  const paymentMethods = new Map<string, Obj>();
  const invoices = new Map<string, Obj>();
  const idempotent = new Map<string, { status: number; body: string }>();
  const deliveries: { eventId: string; type: string; status: number }[] = [];
  let failure: { status: number; type: string; message: string; times: number } | null = null;
  let baseUrl = "";

  const stores: Record<string, Map<string, Obj>> = {
    cus: customers,
    cs: checkoutSessions,
    sub: subscriptions,
    price: prices,
    prod: products,
    pm: paymentMethods,
    in: invoices,
  };
  const lookup = (id: string): Obj | undefined => stores[id.split("_")[0]]?.get(id);
  const clone = <T>(o: T): T => structuredClone(o);

  /** Replaces the id at each dotted path with its object (`items.data.price.product`). */
  function expand(obj: Obj, paths: string[]): Obj {
    const out = clone(obj);
    for (const path of paths) {
      const walk = (node: any, segs: string[]): void => {
        if (node == null || segs.length === 0) return;
        const [seg, ...rest] = segs;
        if (Array.isArray(node)) {
          node.forEach((n) => walk(n, segs));
          return;
        }
        if (rest.length === 0) {
          if (typeof node[seg] === "string") {
            const found = lookup(node[seg]);
            if (found) node[seg] = clone(found);
          }
          return;
        }
        walk(node[seg], rest);
      };
      walk(out, path.split("."));
    }
    return out;
  }

  function requireCustomer(id: unknown, param = "customer"): Obj {
    if (typeof id !== "string" || !id) throw required(param);
    const c = customers.get(id);
    if (!c || c.deleted) throw missing("customer", id, param);
    return c;
  }

  function requirePrice(id: unknown, param: string): Obj {
    if (typeof id !== "string" || !id) throw required(param);
    const p = prices.get(id);
    if (!p) throw missing("price", id, param);
    return p;
  }

  function createPrice(input: FakePriceInput = {}): Stripe.Price {
    const productId = stripeId("prod");
    const created = nowSeconds();
    products.set(productId, {
      id: productId,
      object: "product",
      active: true,
      name: input.productName ?? "Compliance plan",
      metadata: {},
      created,
      livemode: false,
    });
    const id = input.id ?? stripeId("price");
    const price = {
      id,
      object: "price",
      active: input.active ?? true,
      billing_scheme: "per_unit",
      created,
      currency: input.currency ?? "usd",
      livemode: false,
      lookup_key: input.lookupKey ?? null,
      metadata: input.metadata ?? {},
      nickname: input.nickname ?? null,
      product: productId,
      recurring: { interval: input.interval ?? "month", interval_count: 1, usage_type: "licensed", meter: null, trial_period_days: null },
      tax_behavior: "unspecified",
      tiers_mode: null,
      transform_quantity: null,
      type: "recurring",
      unit_amount: input.unitAmount ?? 4900,
      unit_amount_decimal: String(input.unitAmount ?? 4900),
    };
    prices.set(id, price);
    return clone(price) as unknown as Stripe.Price;
  }

  function createPaymentMethod(customer: string | null = null, card: Partial<Obj> = {}): Stripe.PaymentMethod {
    const id = stripeId("pm");
    const pm = {
      id,
      object: "payment_method",
      type: "card",
      created: nowSeconds(),
      customer,
      livemode: false,
      metadata: {},
      billing_details: { address: null, email: null, name: null, phone: null },
      card: { brand: "visa", last4: "4242", exp_month: 12, exp_year: new Date().getUTCFullYear() + 3, funding: "credit", country: "US", ...card },
    };
    paymentMethods.set(id, pm);
    return clone(pm) as unknown as Stripe.PaymentMethod;
  }

  function createSubscription(input: FakeSubscriptionInput): Stripe.Subscription {
    const customer = requireCustomer(input.customer);
    const price = requirePrice(input.price, "items[0][price]");
    const created = input.created ?? nowSeconds();
    const periodStart = input.periodStart ?? created;
    const periodEnd = input.periodEnd ?? addMonths(periodStart, price.recurring.interval === "year" ? 12 : 1);
    const id = stripeId("sub");
    const sub = {
      id,
      object: "subscription",
      billing_cycle_anchor: periodStart,
      cancel_at: null,
      cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
      canceled_at: null,
      collection_method: "charge_automatically",
      created,
      currency: price.currency,
      customer: customer.id,
      default_payment_method: input.defaultPaymentMethod ?? null,
      description: null,
      ended_at: null,
      items: asList(
        [
          {
            id: stripeId("si"),
            object: "subscription_item",
            created,
            current_period_start: periodStart,
            current_period_end: periodEnd,
            metadata: {},
            price: clone(price),
            quantity: 1,
            subscription: id,
          },
        ],
        `/v1/subscription_items?subscription=${id}`,
      ),
      latest_invoice: null,
      livemode: false,
      metadata: input.metadata ?? {},
      start_date: created,
      status: input.status ?? "active",
      trial_end: null,
      trial_start: null,
    };
    subscriptions.set(id, sub);
    return clone(sub) as unknown as Stripe.Subscription;
  }

  function updateSubscription(id: string, patch: Partial<Omit<FakeSubscriptionInput, "customer">>): Stripe.Subscription {
    const sub = subscriptions.get(id);
    if (!sub) throw missing("subscription", id);
    const item = sub.items.data[0];
    if (patch.price) item.price = clone(requirePrice(patch.price, "items[0][price]"));
    if (patch.status) sub.status = patch.status;
    if (patch.metadata) sub.metadata = { ...sub.metadata, ...patch.metadata };
    if (patch.periodStart !== undefined) item.current_period_start = patch.periodStart;
    if (patch.periodEnd !== undefined) item.current_period_end = patch.periodEnd;
    if (patch.cancelAtPeriodEnd !== undefined) {
      sub.cancel_at_period_end = patch.cancelAtPeriodEnd;
      sub.cancel_at = patch.cancelAtPeriodEnd ? item.current_period_end : null;
      sub.canceled_at = patch.cancelAtPeriodEnd ? nowSeconds() : null;
    }
    if (patch.defaultPaymentMethod !== undefined) sub.default_payment_method = patch.defaultPaymentMethod;
    return clone(sub) as unknown as Stripe.Subscription;
  }

  function cancelSubscription(id: string, at = nowSeconds()): Stripe.Subscription {
    const sub = subscriptions.get(id);
    if (!sub) throw missing("subscription", id);
    sub.status = "canceled";
    sub.canceled_at = sub.canceled_at ?? at;
    sub.ended_at = at;
    return clone(sub) as unknown as Stripe.Subscription;
  }

  function completeCheckout(sessionId: string, o: { status?: Stripe.Subscription.Status; periodStart?: number; periodEnd?: number } = {}) {
    const session = checkoutSessions.get(sessionId);
    if (!session) throw missing("checkout session", sessionId);
    if (session.status !== "open") throw new Error(`checkout session ${sessionId} is ${session.status}`);
    const pm = createPaymentMethod(session.customer);
    const subscription = createSubscription({
      customer: session.customer,
      price: session.line_items[0].price,
      status: o.status ?? "active",
      metadata: session.subscription_data?.metadata ?? {},
      periodStart: o.periodStart,
      periodEnd: o.periodEnd,
      defaultPaymentMethod: pm.id,
    });
    session.status = "complete";
    session.payment_status = "paid";
    session.subscription = subscription.id;
    session.url = null;
    return { session: clone(session) as unknown as Stripe.Checkout.Session, subscription };
  }

  function createInvoice(input: FakeInvoiceInput): Stripe.Invoice {
    requireCustomer(input.customer);
    const id = stripeId("in");
    const status = input.status ?? "paid";
    const amountDue = input.amountDue ?? 4900;
    const invoice = {
      id,
      object: "invoice",
      amount_due: amountDue,
      amount_paid: input.amountPaid ?? (status === "paid" ? amountDue : 0),
      amount_remaining: status === "paid" ? 0 : amountDue,
      attempt_count: status === "paid" ? 1 : 2,
      billing_reason: "subscription_cycle",
      created: input.created ?? nowSeconds(),
      currency: input.currency ?? "usd",
      customer: input.customer,
      hosted_invoice_url: `${baseUrl}/i/${id}`,
      invoice_pdf: `${baseUrl}/i/${id}/pdf`,
      livemode: false,
      metadata: {},
      number: input.number ?? `FAKE-${String(invoices.size + 1).padStart(4, "0")}`,
      parent: input.subscription
        ? { type: "subscription_details", quote_details: null, subscription_details: { metadata: {}, subscription: input.subscription } }
        : null,
      period_end: input.created ?? nowSeconds(),
      period_start: input.created ?? nowSeconds(),
      status,
      total: amountDue,
    };
    invoices.set(id, invoice);
    return clone(invoice) as unknown as Stripe.Invoice;
  }

  function event<T extends Stripe.Event.Type>(type: T, object: unknown, o: { id?: string; created?: number; previousAttributes?: Obj } = {}): Stripe.Event {
    return {
      id: o.id ?? stripeId("evt"),
      object: "event",
      api_version: API_VERSION,
      created: o.created ?? nowSeconds(),
      data: { object: clone(object), ...(o.previousAttributes ? { previous_attributes: o.previousAttributes } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    } as unknown as Stripe.Event;
  }

  // ---- HTTP API ---------------------------------------------------------------------------------

  function listFrom(map: Map<string, Obj>, query: Obj, url: string, filter: (o: Obj) => boolean): Obj {
    const limit = Math.min(Math.max(Number(query.limit ?? 10) || 10, 1), 100);
    let all = [...map.values()].filter(filter).sort((a, b) => b.created - a.created);
    if (typeof query.starting_after === "string") {
      const i = all.findIndex((o) => o.id === query.starting_after);
      all = i >= 0 ? all.slice(i + 1) : all;
    }
    return asList(all.slice(0, limit), url, all.length > limit);
  }

  async function route(method: string, path: string, params: Obj): Promise<[number, Obj]> {
    const exp = expandList(params.expand);
    let m: RegExpMatchArray | null;

    if (method === "POST" && path === "/v1/customers") {
      const id = stripeId("cus");
      const customer = {
        id,
        object: "customer",
        address: null,
        balance: 0,
        created: nowSeconds(),
        currency: null,
        default_source: null,
        delinquent: false,
        description: params.description ?? null,
        email: params.email ?? null,
        invoice_prefix: id.slice(4, 12).toUpperCase(),
        invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
        livemode: false,
        metadata: asMetadata(params.metadata, "metadata"),
        name: params.name ?? null,
        phone: null,
        preferred_locales: [],
        tax_exempt: "none",
      };
      customers.set(id, customer);
      return [200, expand(customer, exp)];
    }
    if ((m = path.match(/^\/v1\/customers\/([^/]+)$/))) {
      const customer = customers.get(m[1]);
      if (!customer) throw missing("customer", m[1]);
      if (method === "GET") return [200, customer.deleted ? { id: customer.id, object: "customer", deleted: true } : expand(customer, exp)];
      if (method === "DELETE") {
        customer.deleted = true;
        return [200, { id: customer.id, object: "customer", deleted: true }];
      }
      if (method === "POST") {
        if (params.email !== undefined) customer.email = params.email || null;
        if (params.name !== undefined) customer.name = params.name || null;
        if (params.metadata !== undefined) customer.metadata = { ...customer.metadata, ...asMetadata(params.metadata, "metadata") };
        const dpm = params.invoice_settings?.default_payment_method;
        if (dpm !== undefined) {
          if (dpm && !paymentMethods.has(dpm)) throw missing("PaymentMethod", dpm, "invoice_settings[default_payment_method]");
          customer.invoice_settings.default_payment_method = dpm || null;
        }
        return [200, expand(customer, exp)];
      }
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      if (params.mode !== "subscription") {
        throw invalid("mode", "This fake only supports `mode=subscription` checkout sessions.");
      }
      const customer = params.customer === undefined ? null : requireCustomer(params.customer);
      const items = params.line_items;
      if (!Array.isArray(items) || items.length === 0) throw required("line_items");
      items.forEach((it: Obj, i: number) => requirePrice(it?.price, `line_items[${i}][price]`));
      if (!params.success_url) throw required("success_url");
      for (const p of ["success_url", "cancel_url"] as const) {
        if (params[p] !== undefined && !/^https?:\/\//.test(params[p])) throw invalid(p, `Not a valid URL`);
      }
      const id = stripeId("cs_test");
      const session = {
        id,
        object: "checkout.session",
        cancel_url: params.cancel_url ?? null,
        client_reference_id: params.client_reference_id ?? null,
        created: nowSeconds(),
        customer: customer?.id ?? null,
        expires_at: nowSeconds() + 24 * 3600,
        line_items: items.map((it: Obj) => ({ price: it.price, quantity: Number(it.quantity ?? 1) })),
        livemode: false,
        metadata: asMetadata(params.metadata, "metadata"),
        mode: "subscription",
        payment_status: "unpaid",
        status: "open",
        subscription: null,
        subscription_data: params.subscription_data ? { metadata: asMetadata(params.subscription_data.metadata, "subscription_data[metadata]") } : undefined,
        success_url: params.success_url,
        url: `${baseUrl}/c/pay/${id}`,
      };
      checkoutSessions.set(id, session);
      const { line_items: _l, subscription_data: _s, ...visible } = session;
      return [200, expand(visible, exp)];
    }
    if ((m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/)) && method === "GET") {
      const session = checkoutSessions.get(m[1]);
      if (!session) throw missing("checkout.session", m[1]);
      const { line_items: _l, subscription_data: _s, ...visible } = session;
      return [200, expand(visible, exp)];
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const customer = requireCustomer(params.customer);
      if (params.return_url !== undefined && !/^https?:\/\//.test(params.return_url)) throw invalid("return_url", "Not a valid URL");
      const id = stripeId("bps");
      const session = {
        id,
        object: "billing_portal.session",
        configuration: "bpc_fake_default",
        created: nowSeconds(),
        customer: customer.id,
        flow: null,
        livemode: false,
        locale: null,
        on_behalf_of: null,
        return_url: params.return_url ?? null,
        url: `${baseUrl}/p/session/${id}`,
      };
      portalSessions.set(id, session);
      return [200, session];
    }
    if ((m = path.match(/^\/v1\/subscriptions\/([^/]+)$/)) && method === "GET") {
      const sub = subscriptions.get(m[1]);
      if (!sub) throw missing("subscription", m[1]);
      return [200, expand(sub, exp)];
    }
    if ((m = path.match(/^\/v1\/prices\/([^/]+)$/)) && method === "GET") {
      const price = prices.get(m[1]);
      if (!price) throw missing("price", m[1]);
      return [200, expand(price, exp)];
    }
    if (method === "GET" && path === "/v1/prices") {
      const keys = params.lookup_keys === undefined ? null : expandList(params.lookup_keys);
      const active = params.active === undefined ? null : params.active === "true";
      const list = listFrom(prices, params, "/v1/prices", (p) => (keys === null || keys.includes(p.lookup_key)) && (active === null || p.active === active));
      list.data = list.data.map((p: Obj) =>
        expand(
          p,
          exp.map((e) => e.replace(/^data\./, "")),
        ),
      );
      return [200, list];
    }
    if ((m = path.match(/^\/v1\/payment_methods\/([^/]+)$/)) && method === "GET") {
      const pm = paymentMethods.get(m[1]);
      if (!pm) throw missing("PaymentMethod", m[1]);
      return [200, pm];
    }
    if (method === "GET" && path === "/v1/invoices") {
      if (params.customer !== undefined) requireCustomer(params.customer);
      return [200, listFrom(invoices, params, "/v1/invoices", (i) => params.customer === undefined || i.customer === params.customer)];
    }
    if ((m = path.match(/^\/v1\/invoices\/([^/]+)$/)) && method === "GET") {
      const invoice = invoices.get(m[1]);
      if (!invoice) throw missing("invoice", m[1]);
      return [200, expand(invoice, exp)];
    }
    throw new StripeHttpError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
  }

  // ---- hosted pages (what the customer's browser sees at Stripe) --------------------------------

  async function deliverEvents(events: Stripe.Event[]): Promise<void> {
    if (!opts.webhook) return;
    for (const e of events) {
      const { body, headers } = signedStripeDelivery(e, { secret: opts.webhook.secret });
      const response = await fetch(opts.webhook.url, { method: "POST", body, headers });
      deliveries.push({ eventId: e.id, type: e.type, status: response.status });
    }
  }

  function html(res: ServerResponse, status: number, title: string, body: string): void {
    res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
        `<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1e293b}` +
        `button{background:#635bff;color:#fff;border:0;border-radius:6px;padding:.6rem 1rem;font-size:1rem;cursor:pointer}` +
        `.muted{color:#64748b;font-size:.875rem}</style></head><body><p class="muted">Fake Stripe (test mode)</p>${body}</body></html>`,
    );
  }

  function redirect(res: ServerResponse, location: string): void {
    res.writeHead(303, { location });
    res.end();
  }

  async function hostedPage(method: string, path: string, form: Obj, res: ServerResponse): Promise<void> {
    let m: RegExpMatchArray | null;
    if ((m = path.match(/^\/c\/pay\/([^/]+)$/))) {
      const session = checkoutSessions.get(m[1]);
      if (!session) return html(res, 404, "Not found", "<h1>Checkout session not found</h1>");
      const price = prices.get(session.line_items[0].price)!;
      const product = products.get(price.product);
      if (method === "GET") {
        if (session.status !== "open") return html(res, 410, "Expired", "<h1>This checkout session is no longer open</h1>");
        const amount = `${(price.unit_amount / 100).toFixed(2)} ${String(price.currency).toUpperCase()} / ${price.recurring.interval}`;
        return html(
          res,
          200,
          "Checkout",
          `<h1>Subscribe to ${escapeHtml(price.nickname ?? product?.name ?? price.id)}</h1><p>${escapeHtml(amount)}</p>` +
            `<p class="muted">Card 4242 4242 4242 4242</p><form method="post"><button type="submit">Pay and subscribe</button></form>` +
            (session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Cancel and go back</a></p>` : ""),
        );
      }
      if (method === "POST") {
        if (session.status !== "open") return html(res, 410, "Expired", "<h1>This checkout session is no longer open</h1>");
        const { session: done, subscription } = completeCheckout(session.id);
        const invoice = createInvoice({
          customer: done.customer as string,
          subscription: subscription.id,
          status: "paid",
          amountDue: price.unit_amount,
          currency: price.currency,
        });
        await deliverEvents([event("customer.subscription.created", subscription), event("invoice.paid", invoice), event("checkout.session.completed", done)]);
        return redirect(res, String(session.success_url).replace("{CHECKOUT_SESSION_ID}", session.id));
      }
    }
    if ((m = path.match(/^\/p\/session\/([^/]+)(\/cancel)?$/))) {
      const portal = portalSessions.get(m[1]);
      if (!portal) return html(res, 404, "Not found", "<h1>Portal session not found</h1>");
      const active = [...subscriptions.values()].filter((sub) => sub.customer === portal.customer && sub.status !== "canceled");
      if (method === "GET" && !m[2]) {
        const list = active
          .map((sub) => `<li>${escapeHtml(sub.items.data[0].price.nickname ?? sub.items.data[0].price.id)} (${escapeHtml(sub.status)})</li>`)
          .join("");
        return html(
          res,
          200,
          "Billing portal",
          `<h1>Manage your subscription</h1><ul>${list || "<li>No active subscription</li>"}</ul>` +
            (active.length ? `<form method="post" action="/p/session/${portal.id}/cancel"><button type="submit">Cancel subscription now</button></form>` : "") +
            (portal.return_url ? `<p><a href="${escapeHtml(portal.return_url)}">Return to the app</a></p>` : ""),
        );
      }
      if (method === "POST" && m[2]) {
        await deliverEvents(active.map((sub) => event("customer.subscription.deleted", cancelSubscription(sub.id))));
        return redirect(res, portal.return_url ?? "/");
      }
    }
    if ((m = path.match(/^\/i\/([^/]+)$/)) && method === "GET") {
      const invoice = invoices.get(m[1]);
      if (!invoice) return html(res, 404, "Not found", "<h1>Invoice not found</h1>");
      return html(res, 200, `Invoice ${invoice.number}`, `<h1>Invoice ${escapeHtml(invoice.number)}</h1><p>Status: ${escapeHtml(invoice.status)}</p>`);
    }
    void form;
    return html(res, 404, "Not found", "<h1>Not found</h1>");
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestId = stripeId("req");
    const send = (status: number, body: Obj) => {
      const text = JSON.stringify(body);
      res.writeHead(status, {
        "content-type": "application/json",
        "request-id": requestId,
        "stripe-version": API_VERSION,
        // Tell the SDK not to retry deliberate errors, as Stripe does for 4xx.
        ...(status >= 400 && status < 500 ? { "stripe-should-retry": "false" } : {}),
      });
      res.end(text);
    };
    const url = new URL(req.url ?? "/", "http://fake.stripe");
    const method = req.method ?? "GET";
    const text = await readText(req);
    const query = decodeStripeForm(url.search.slice(1));
    const body = method === "POST" ? decodeStripeForm(text) : {};
    const headers: Record<string, string | undefined> = {};
    for (const [k, v] of Object.entries(req.headers)) headers[k] = Array.isArray(v) ? v.join(", ") : v;
    requests.push({ method, path: url.pathname, query, body, headers });

    const errorBody = (e: StripeHttpError) => ({
      error: {
        type: e.type,
        message: e.message,
        ...(e.code ? { code: e.code } : {}),
        ...(e.param ? { param: e.param } : {}),
        request_log_url: `${baseUrl}/logs/${requestId}`,
      },
    });

    if (!url.pathname.startsWith("/v1/")) return hostedPage(method, url.pathname, body, res);

    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return send(401, errorBody(new StripeHttpError(401, "invalid_request_error", "Invalid API Key provided.")));
    }
    if (failure && failure.times > 0) {
      const f = failure;
      failure.times -= 1;
      if (failure.times === 0) failure = null;
      return send(f.status, errorBody(new StripeHttpError(f.status, f.type, f.message)));
    }
    const idemKey = method === "POST" ? headers["idempotency-key"] : undefined;
    const idemSlot = idemKey ? `${url.pathname}|${idemKey}` : null;
    if (idemSlot && idempotent.has(idemSlot)) {
      const prior = idempotent.get(idemSlot)!;
      res.writeHead(prior.status, { "content-type": "application/json", "request-id": requestId, "idempotent-replayed": "true" });
      res.end(prior.body);
      return;
    }
    let status: number;
    let out: Obj;
    try {
      [status, out] = await route(method, url.pathname, method === "POST" ? { ...query, ...body } : query);
    } catch (e) {
      if (!(e instanceof StripeHttpError)) throw e;
      status = e.status;
      out = errorBody(e);
    }
    if (idemSlot && status < 500) idempotent.set(idemSlot, { status, body: JSON.stringify(out) });
    send(status, out);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { type: "api_error", message: String(error?.message ?? error) } }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port ?? 0, "127.0.0.1", resolve);
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://127.0.0.1:${port}`;

  return {
    url: baseUrl,
    port,
    secretKey,
    requests,
    customers,
    checkoutSessions,
    portalSessions,
    subscriptions,
    prices,
    products,
    paymentMethods,
    invoices,
    deliveries,
    requestsTo: (method, path) => requests.filter((r) => r.method === method && (typeof path === "string" ? r.path === path : path.test(r.path))),
    createPrice,
    createPaymentMethod,
    createSubscription,
    updateSubscription,
    cancelSubscription,
    completeCheckout,
    createInvoice,
    event,
    failNext(status, type, message, times = 1) {
      failure = { status, type, message, times };
    },
    reset() {
      requests.length = 0;
      for (const map of [customers, checkoutSessions, portalSessions, subscriptions, prices, products, paymentMethods, invoices]) map.clear();
      idempotent.clear();
      deliveries.length = 0;
      failure = null;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

/**
 * The `Stripe-Signature` header for a payload, computed by the SDK's own test helper: the same
 * `t=<unix>,v1=<HMAC-SHA256(secret, "<t>.<payload>")>` Stripe sends.
 */
export function signStripePayload(payload: string, secret: string = FAKE_STRIPE_WEBHOOK_SECRET, timestamp: number = nowSeconds()): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

/** A signed delivery of `event`, ready to POST to the webhook route. */
export function signedStripeDelivery(
  event: Stripe.Event | Obj,
  opts: { secret?: string; timestamp?: number } = {},
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify(event, null, 2);
  return {
    body,
    headers: {
      "content-type": "application/json; charset=utf-8",
      "stripe-signature": signStripePayload(body, opts.secret, opts.timestamp),
      "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
    },
  };
}

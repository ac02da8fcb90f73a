import { describe, expect, it } from "vitest";
import { POST as checkout } from "@/app/api/v1/billing/checkout/route";
import { GET as invoices } from "@/app/api/v1/billing/invoices/route";
import { createAccount, type TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { deliver, eventsOf, unix, withFakeStripe } from "./stripe-harness";

const h = withFakeStripe();

async function customerOf(account: TestAccount): Promise<string> {
  const res = await call(checkout, { path: "/api/v1/billing/checkout", token: account.token, body: { priceId: h.prices.business.id } });
  return h.fake.checkoutSessions.get(res.body.data.url.split("/").pop())!.customer;
}

const list = (token: string, query = "") => call(invoices, { path: `/api/v1/billing/invoices${query}`, token });

describe("invoices from invoice.* events", () => {
  it("records paid and failed invoices and lists them newest first with links", async () => {
    const a = await createAccount();
    const customer = await customerOf(a);
    const sub = h.fake.createSubscription({ customer, price: h.prices.business.id, metadata: { account_id: a.accountId } });
    const paid = h.fake.createInvoice({ customer, subscription: sub.id, status: "paid", amountDue: 19900, created: unix(-7200), number: "INV-0001" });
    const failed = h.fake.createInvoice({ customer, subscription: sub.id, status: "open", amountDue: 19900, created: unix(-60), number: "INV-0002" });

    expect((await deliver(h.fake.event("invoice.paid", paid))).body.data.outcome).toBe("applied");
    expect((await deliver(h.fake.event("invoice.payment_failed", failed))).body.data.outcome).toBe("applied");

    const res = await list(a.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: [
        {
          id: failed.id,
          number: "INV-0002",
          status: "open",
          amountDue: 19900,
          amountPaid: 0,
          currency: "usd",
          created: new Date(failed.created * 1000).toISOString(),
          hostedInvoiceUrl: failed.hosted_invoice_url,
        },
        {
          id: paid.id,
          number: "INV-0001",
          status: "paid",
          amountDue: 19900,
          amountPaid: 19900,
          currency: "usd",
          created: new Date(paid.created * 1000).toISOString(),
          hostedInvoiceUrl: paid.hosted_invoice_url,
        },
      ],
      pagination: { limit: 50, nextCursor: null, hasMore: false },
    });
    expect(await eventsOf(a.accountId, "billing.invoice_paid")).toHaveLength(1);
    expect(await eventsOf(a.accountId, "billing.invoice_payment_failed")).toHaveLength(1);
  });

  it("a paid invoice is not turned back to open by a late payment_failed event", async () => {
    const a = await createAccount();
    const customer = await customerOf(a);
    const invoice = h.fake.createInvoice({ customer, status: "open", amountDue: 5000 });
    const failedEvent = h.fake.event("invoice.payment_failed", invoice, { created: unix(-30) });
    h.fake.invoices.get(invoice.id)!.status = "paid";
    h.fake.invoices.get(invoice.id)!.amount_paid = 5000;
    const paidEvent = h.fake.event("invoice.paid", h.fake.invoices.get(invoice.id)!, { created: unix(-10) });

    await deliver(paidEvent);
    expect((await deliver(failedEvent)).body.data.outcome).toBe("stale");
    const res = await list(a.token);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ id: invoice.id, status: "paid", amountPaid: 5000 });
  });

  it("pages with limit and cursor and shows each account only its own invoices", async () => {
    const a = await createAccount();
    const b = await createAccount();
    const customer = await customerOf(a);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const inv = h.fake.createInvoice({ customer, created: unix(-1000 + i * 10) });
      ids.unshift(inv.id);
      await deliver(h.fake.event("invoice.paid", inv));
    }
    const first = await list(a.token, "?limit=2");
    expect(first.body.data.map((i: { id: string }) => i.id)).toEqual(ids.slice(0, 2));
    expect(first.body.pagination).toMatchObject({ limit: 2, hasMore: true });
    const second = await list(a.token, `?limit=2&cursor=${first.body.pagination.nextCursor}`);
    expect(second.body.data.map((i: { id: string }) => i.id)).toEqual(ids.slice(2, 4));
    const third = await list(a.token, `?limit=2&cursor=${second.body.pagination.nextCursor}`);
    expect(third.body.data.map((i: { id: string }) => i.id)).toEqual(ids.slice(4));
    expect(third.body.pagination).toEqual({ limit: 2, nextCursor: null, hasMore: false });

    expect((await list(b.token)).body.data).toEqual([]);
    expect((await list(a.token, "?limit=0")).status).toBe(400);
    expect((await list(a.token, "?cursor=garbage")).body.error.code).toBe("validation_failed");
  });

  it("acknowledges an invoice of an unknown customer without recording it", async () => {
    h.fake.customers.set("cus_nobody", { id: "cus_nobody", object: "customer", metadata: {}, invoice_settings: {} });
    const inv = h.fake.createInvoice({ customer: "cus_nobody" });
    const res = await deliver(h.fake.event("invoice.paid", inv));
    expect(res.status).toBe(200);
    expect(res.body.data.outcome).toBe("unmatched");
  });
});

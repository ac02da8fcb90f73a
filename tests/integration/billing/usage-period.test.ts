import { describe, expect, it } from "vitest";
import { POST as checkout } from "@/app/api/v1/billing/checkout/route";
import { GET as usage } from "@/app/api/v1/billing/usage/route";
import { getDb } from "@/lib/db/client";
import { consumeUsage } from "@/lib/billing/internal/usage";
import { addMonths } from "../../fakes/stripe-server";
import { createAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { deliver, unix, withFakeStripe } from "./stripe-harness";

const h = withFakeStripe();
const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

describe("the usage period follows the subscription", () => {
  it("counts in the subscription's current period, with that tier's limit, and falls back to the month when it ends", async () => {
    const a = await createAccount();
    const res = await call(checkout, { path: "/api/v1/billing/checkout", token: a.token, body: { priceId: h.prices.business.id } });
    const customer = h.fake.checkoutSessions.get(res.body.data.url.split("/").pop())!.customer;

    await getDb().transaction((tx) => consumeUsage(tx, a.accountId, "checksRun", 4, new Date()));
    // A period that does not start on the 1st, so its counter cannot be the calendar month's.
    const start = [10, 9].map((d) => unix(-d * 86400)).find((s) => !day(s).endsWith("-01"))!;
    const end = addMonths(start, 1);
    const sub = h.fake.createSubscription({ customer, price: h.prices.business.id, periodStart: start, periodEnd: end, metadata: { account_id: a.accountId } });
    await deliver(h.fake.event("customer.subscription.created", sub, { created: unix(-60) }));

    const during = await call(usage, { path: "/api/v1/billing/usage", token: a.token });
    expect(during.body.data).toEqual({
      period: { start: day(start), end: day(end - 1) },
      checksRun: 0,
      assessments: 0,
      policiesGenerated: 0,
      limit: 10_000,
    });
    await getDb().transaction((tx) => consumeUsage(tx, a.accountId, "assessments", 2, new Date()));
    expect((await call(usage, { path: "/api/v1/billing/usage", token: a.token })).body.data).toMatchObject({ assessments: 2, limit: 10_000 });

    await deliver(h.fake.event("customer.subscription.deleted", h.fake.cancelSubscription(sub.id), { created: unix(-1) }));
    const after = await call(usage, { path: "/api/v1/billing/usage", token: a.token });
    const now = new Date();
    expect(after.body.data).toMatchObject({
      period: { start: `${now.toISOString().slice(0, 7)}-01` },
      checksRun: 4,
      limit: 100,
    });
  });
});

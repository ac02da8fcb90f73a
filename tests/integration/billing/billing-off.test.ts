import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createAudit } from "@/app/api/v1/audits/route";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { POST as checkout } from "@/app/api/v1/billing/checkout/route";
import { GET as customerMe } from "@/app/api/v1/billing/customers/me/route";
import { GET as invoices } from "@/app/api/v1/billing/invoices/route";
import { POST as portal } from "@/app/api/v1/billing/portal/route";
import { GET as status } from "@/app/api/v1/billing/status/route";
import { GET as subscription } from "@/app/api/v1/billing/subscription/route";
import { GET as usage } from "@/app/api/v1/billing/usage/route";
import { POST as createFramework } from "@/app/api/v1/custom-frameworks/route";
import { DEFAULT_USAGE_LIMITS } from "@/lib/billing/internal/usage-limits";
import { createAccount, setTier } from "../../helpers/accounts";
import { call } from "../../helpers/http";

// docs/api.md §6: without a Stripe key billing is off and every account's effective tier is enterprise.
const saved = process.env.STRIPE_SECRET_KEY;
beforeAll(() => {
  delete process.env.STRIPE_SECRET_KEY;
});
afterAll(() => {
  if (saved === undefined) delete process.env.STRIPE_SECRET_KEY;
  else process.env.STRIPE_SECRET_KEY = saved;
});

describe("billing off (no STRIPE_SECRET_KEY)", () => {
  it("a new free account creates audits and custom frameworks", async () => {
    const a = await createAccount();
    const audit = await call(createAudit, {
      path: "/api/v1/audits",
      token: a.token,
      body: { framework_id: "soc2", type: "type_ii", title: "SOC 2 FY2026" },
    });
    expect(audit.status, audit.text).toBe(201);
    const framework = await call(createFramework, { path: "/api/v1/custom-frameworks", token: a.token, body: { name: "Internal", category: "internal" } });
    expect(framework.status, framework.text).toBe(201);
  });

  it("shows the effective tier, enterprise, on /auth/me, billing status and usage; the stored tier does not matter", async () => {
    const a = await createAccount();
    await setTier(a.accountId, "starter");
    const who = await call(me, { path: "/api/v1/auth/me", token: a.token });
    expect(who.body.data.account.tier).toBe("enterprise");
    const st = await call(status, { path: "/api/v1/billing/status", token: a.token });
    expect(st.status).toBe(200);
    expect(st.body.data).toMatchObject({ tier: "enterprise", plan: "Enterprise", billingEnabled: false, subscriptionStatus: null, hasCustomer: false });
    const used = await call(usage, { path: "/api/v1/billing/usage", token: a.token });
    expect(used.body.data.limit).toBe(DEFAULT_USAGE_LIMITS.enterprise);
  });

  it("answers 409 billing_disabled on checkout, portal, subscription, customer and invoices", async () => {
    const a = await createAccount();
    const answers = [
      await call(checkout, { path: "/api/v1/billing/checkout", token: a.token, body: { priceId: "price_anything" } }),
      await call(portal, { path: "/api/v1/billing/portal", token: a.token, method: "POST" }),
      await call(subscription, { path: "/api/v1/billing/subscription", token: a.token }),
      await call(customerMe, { path: "/api/v1/billing/customers/me", token: a.token }),
      await call(invoices, { path: "/api/v1/billing/invoices", token: a.token }),
    ];
    for (const res of answers) {
      expect(res.status, res.text).toBe(409);
      expect(res.body.error.code).toBe("billing_disabled");
      expect(res.body.error.message).toMatch(/Billing is disabled on this server/);
    }
  });

  it("still checks the credential first", async () => {
    const res = await call(checkout, { path: "/api/v1/billing/checkout", body: { priceId: "price_anything" } });
    expect(res.status).toBe(401);
  });
});

describe("billing on again (STRIPE_SECRET_KEY set)", () => {
  it("the stored tier gates once more", async () => {
    process.env.STRIPE_SECRET_KEY = "sk_test_vitest_billing_on";
    try {
      const a = await createAccount();
      const audit = await call(createAudit, {
        path: "/api/v1/audits",
        token: a.token,
        body: { framework_id: "soc2", type: "type_ii", title: "SOC 2 FY2026" },
      });
      expect(audit.status).toBe(403);
      expect(audit.body.error).toMatchObject({ code: "plan_upgrade_required", details: { requiredTier: "business", currentTier: "free" } });
      const who = await call(me, { path: "/api/v1/auth/me", token: a.token });
      expect(who.body.data.account.tier).toBe("free");
    } finally {
      delete process.env.STRIPE_SECRET_KEY;
    }
  });
});

import { expect, test } from "@playwright/test";
import { FAKE_STRIPE_WEBHOOK_SECRET, startFakeStripe, type FakeStripe } from "../tests/fakes/stripe-server";
import { signUp, snap } from "./helpers";
import { E2E_PORTS } from "./ports";

/**
 * Billing journey against the fake Stripe (tests/fakes/stripe-server.ts), whose hosted checkout and
 * portal pages deliver signed webhook events to the app as Stripe does. playwright.config.ts gives the
 * server under test the matching Stripe settings (STRIPE_API_URL at E2E_PORTS.stripe, e2e/ports.ts).
 */
const STRIPE_PORT = E2E_PORTS.stripe;
let stripe: FakeStripe;

test.beforeAll(async ({}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL!;
  stripe = await startFakeStripe({
    port: STRIPE_PORT,
    webhook: { url: `${baseURL}/api/v1/billing/webhook`, secret: FAKE_STRIPE_WEBHOOK_SECRET },
  });
  stripe.createPrice({ id: "price_e2e_starter", lookupKey: "starter_monthly", nickname: "Starter", unitAmount: 2900 });
  stripe.createPrice({ id: "price_e2e_business", metadata: { tier: "business" }, nickname: "Business", unitAmount: 19900 });
  stripe.createPrice({ id: "price_e2e_scale", lookupKey: "scale_monthly", nickname: "Scale", unitAmount: 49900 });
});

test.afterAll(async () => {
  await stripe?.close();
});

test("upgrade through checkout, see plan, usage and invoice, cancel through the portal", async ({ page }) => {
  await signUp(page, { name: "Bea Billing", company: "Billing Ltd" });
  // A tier-gated page offers the upgrade instead of an error.
  await page.goto("/audits");
  await expect(page.getByTestId("upgrade-prompt")).toContainText("Business plan");
  await page.getByRole("link", { name: "See plans and upgrade" }).click();
  await page.waitForURL("**/billing?upgrade=business#plans");
  await expect(page.getByRole("heading", { name: "Billing", level: 1 })).toBeVisible();
  await expect(page.getByTestId("billing-disabled"), "start the server with the Stripe settings in this file's header").toHaveCount(0);
  const summary = page.getByTestId("subscription-summary");
  await expect(summary).toContainText("Free");
  await expect(summary).toContainText("no subscription");
  await expect(page.getByTestId("usage-meter")).toContainText("of 100 metered operations");
  await expect(page.getByText("No invoices yet")).toBeVisible();
  await expect(page.getByTestId("plan-business")).toContainText("$199.00");
  await expect(page.getByRole("button", { name: "Manage billing" })).toHaveCount(0);
  await snap(page, "billing-01-free");

  await page.getByRole("button", { name: "Choose the Business plan" }).click();
  await page.waitForURL(`http://127.0.0.1:${STRIPE_PORT}/c/pay/**`);
  await expect(page.getByRole("heading", { name: "Subscribe to Business" })).toBeVisible();
  await page.getByRole("button", { name: "Pay and subscribe" }).click();

  await page.waitForURL("**/billing?checkout=success**");
  await expect(page.getByRole("status").filter({ hasText: "Thank you! Your Business plan is active." })).toBeVisible();
  expect(stripe.deliveries.map((d) => [d.type, d.status])).toEqual([
    ["customer.subscription.created", 200],
    ["invoice.paid", 200],
    ["checkout.session.completed", 200],
  ]);
  await expect(summary).toContainText("Business");
  await expect(summary).toContainText("active");
  await expect(summary).toContainText("Visa •••• 4242");
  await expect(page.getByTestId("usage-meter")).toContainText("of 10,000 metered operations");
  await expect(page.getByTestId("plan-business")).toContainText("Current plan");
  await expect(page.getByRole("link", { name: /View invoice/ })).toHaveCount(1);
  await expect(page.getByRole("banner").getByText(/^business plan$/i)).toBeVisible();
  await snap(page, "billing-02-business");
  await page.goto("/audits");
  await expect(page.getByTestId("upgrade-prompt")).toHaveCount(0);
  await page.goto("/billing");

  await page.getByRole("button", { name: "Manage billing" }).click();
  await page.waitForURL(`http://127.0.0.1:${STRIPE_PORT}/p/session/**`);
  await page.getByRole("button", { name: "Cancel subscription now" }).click();
  await page.waitForURL("**/billing");
  await expect(summary).toContainText("Free");
  await expect(summary).toContainText("no subscription");
  await expect(page.getByRole("banner").getByText(/^free plan$/i)).toBeVisible();
  await snap(page, "billing-03-canceled");
});

test("checkout errors are shown, and a canceled checkout changes nothing", async ({ page }) => {
  await signUp(page, { name: "Cal Cancel", company: "Cancel Co" });
  await page.goto("/billing");
  await page.getByRole("button", { name: "Choose the Scale plan" }).click();
  await page.waitForURL(`http://127.0.0.1:${STRIPE_PORT}/c/pay/**`);
  await page.getByRole("link", { name: "Cancel and go back" }).click();
  await page.waitForURL("**/billing?checkout=canceled");
  await expect(page.getByText("Checkout was canceled; nothing was charged.")).toBeVisible();
  await expect(page.getByTestId("subscription-summary")).toContainText("no subscription");

  stripe.failNext(500, "api_error", "down", 10);
  await page.getByRole("button", { name: "Choose the Starter plan" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "payment provider could not complete the request" })).toBeVisible();
  stripe.failNext(500, "api_error", "reset", 0);
  await snap(page, "billing-04-error");
});

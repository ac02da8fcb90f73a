import { randomBytes } from "node:crypto";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

export const DEMO = { email: "demo@example.com", password: "demo-password-2026" };

/** Full-page screenshot kept as a test artifact under e2e/artifacts. */
export async function snap(page: Page, name: string) {
  await page.screenshot({ path: `e2e/artifacts/${name}.png`, fullPage: true });
}

export function uniqueEmail(prefix = "user") {
  return `${prefix}-${randomBytes(4).toString("hex")}@example.com`;
}

export async function signUp(page: Page, { name = "Erin Example", company = "Example Ltd", email = uniqueEmail(), password = "a-long-enough-password" } = {}) {
  await page.goto("/sign-up");
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Company").fill(company);
  await page.getByLabel("Work e-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL("**/dashboard");
  return { email, password };
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL("**/dashboard");
}

/** The widths the README and CI artifacts show: a laptop and a phone. */
const SHOT_VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/**
 * Full-page screenshots of the current page at 1440 and 390 px wide, saved as
 * e2e/artifacts/screenshots/<name>-<width>.png (name: `<persona>-<step>`); the viewport is restored after.
 * A modal dialog's backdrop covers only the viewport, so shots of one pass `fullPage: false`.
 */
export async function shoot(page: Page, name: string, { fullPage = true } = {}) {
  const original = page.viewportSize();
  for (const viewport of SHOT_VIEWPORTS) {
    await page.setViewportSize(viewport);
    // Layout switches with the width (phone navigation); give it a frame to settle.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: `e2e/artifacts/screenshots/${name}-${viewport.width}.png`, fullPage });
  }
  if (original) await page.setViewportSize(original);
}

/** The demo owner's JWT and a JSON call with it that fails the test on any non-2xx answer (arranging through the API). */
export async function customerApi(request: APIRequestContext) {
  const tokenResponse = await request.post("/api/v1/auth/token", { data: { email: DEMO.email, password: DEMO.password } });
  expect(tokenResponse.status()).toBe(200);
  const token: string = (await tokenResponse.json()).data.accessToken;
  return async function call<T = Record<string, unknown>>(method: "GET" | "POST" | "PUT", path: string, data?: unknown): Promise<T> {
    const response = await request.fetch(path, { method, data, headers: { authorization: `Bearer ${token}` } });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()).data as T;
  };
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Opens the newest e-mail to `to` whose subject matches, in the dev outbox, and follows its first link. Delivery runs
 * after the request that queued it has answered, so the outbox is reloaded until the message shows (`openEmail`).
 */
export async function followEmailLink(page: Page, to: string, subject: RegExp) {
  await openEmail(page, to, subject);
  await page.getByRole("region", { name: "Links in this message" }).getByRole("link").first().click();
}

/** Opens the newest e-mail to `to` whose subject matches in the dev outbox, reloading until it has arrived. */
export async function openEmail(page: Page, to: string, subject: RegExp) {
  const message = page.getByTestId("mailbox").getByRole("link", { name: subject }).first();
  await expect(async () => {
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
    await expect(message).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await message.click();
  await page.waitForURL(/\/dev\/mailbox\/[0-9a-f-]{36}$/);
}

/** The auditor opens the invitation for the audit `title` in the outbox, follows its link and accepts. */
export async function acceptFromOutbox(auditor: Page, email: string, title: string) {
  await followEmailLink(auditor, email, new RegExp(escapeRegExp(title)));
  await auditor.waitForURL(/\/auditor\/accept\?token=/);
  await auditor.getByRole("button", { name: /Accept invitation/ }).click();
  await auditor.waitForURL(/\/auditor$/);
}

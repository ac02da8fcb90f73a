import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";

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

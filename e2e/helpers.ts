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
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL("**/dashboard");
}

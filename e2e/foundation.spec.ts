import { expect, test } from "@playwright/test";
import { signIn, signUp, snap } from "./helpers";

test("sign up, sign out, sign in, create an API key and use it", async ({ page, request }) => {
  await page.goto("/sign-up");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Must be an e-mail address")).toBeVisible();
  await snap(page, "foundation-01-sign-up-errors");

  const { email, password } = await signUp(page);
  await expect(page.getByRole("heading", { name: /Welcome, Erin Example/ })).toBeVisible();
  await snap(page, "foundation-02-dashboard");

  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL("**/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("wrong password entirely");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("The e-mail or password is incorrect.")).toBeVisible();
  await signIn(page, email, password);

  await page.getByRole("link", { name: "API keys" }).click();
  await page.getByLabel("Key name").fill("E2E key");
  await page.getByRole("button", { name: "Create key" }).click();
  const key = (await page.getByTestId("new-api-key").textContent())!.trim();
  expect(key).toMatch(/^cpk_/);
  await expect(page.getByRole("cell", { name: "E2E key", exact: true })).toBeVisible();
  await snap(page, "foundation-03-api-key-created");

  const validate = await request.post("/api/v1/documents/validate", {
    headers: { "x-api-key": key },
    data: { content: "# Privacy policy\n\nWe collect e-mail addresses.", frameworkId: "gdpr" },
  });
  expect(validate.status()).toBe(200);
  expect((await validate.json()).success).toBe(true);

  page.once("dialog", (dialog) => dialog.accept());
  await page.getByRole("button", { name: "Revoke E2E key" }).click();
  await expect(page.getByText("No active API keys")).toBeVisible();
  const refused = await request.post("/api/v1/documents/validate", {
    headers: { "x-api-key": key },
    data: { content: "# Privacy policy", frameworkId: "gdpr" },
  });
  expect(refused.status()).toBe(401);
});

test("the API reference renders the OpenAPI document", async ({ page }) => {
  await page.goto("/docs");
  // Server-rendered and folded by tag (components/docs/api-reference.tsx): open one and its operations show.
  const reference = page.getByTestId("api-reference");
  await reference.getByText("Auth", { exact: true }).click();
  await expect(reference.getByText("/api/v1/auth/register").first()).toBeVisible();
  // The filter narrows to the matching operations and opens their tag.
  await page.getByLabel("Filter operations").fill("statement-of-applicability");
  await expect(page.getByRole("status").filter({ hasText: /^1 of \d+ operations$/ })).toBeVisible();
  await expect(reference.getByText("/api/v1/statement-of-applicability", { exact: true })).toBeVisible();
  await snap(page, "foundation-04-api-docs");
  // Swagger UI loads on demand, from a deep link too.
  await page.goto("/docs#/Auth/postApiV1AuthRegister");
  await expect(page.locator(".swagger-ui")).toBeVisible({ timeout: 30_000 });
});

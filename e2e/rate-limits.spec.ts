import { expect, test } from "@playwright/test";
import { snap, uniqueEmail } from "./helpers";

test("console sign-in backs off after repeated failures and says how long to wait", async ({ page, request }) => {
  const email = uniqueEmail("locked");
  await page.goto("/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("wrong password entirely");
  const alert = page.locator("form [role=alert]");
  const attempt = () =>
    Promise.all([
      page.waitForResponse((r) => r.url().includes("/api/auth/callback/credentials")),
      page.getByRole("button", { name: "Sign in", exact: true }).click(),
    ]);
  // The server's default: five consecutive failures of one address on one e-mail, then back-off.
  for (let i = 0; i < 5; i++) {
    await attempt();
    await expect(alert).toHaveText("The e-mail or password is incorrect.");
  }
  await attempt();
  await expect(alert).toHaveText(/^Too many attempts; try again in \d+ seconds?\.$/);
  await snap(page, "rate-limits-01-sign-in-backoff");

  // On the API, a client that rotates a forged X-Forwarded-For is still one client.
  const target = uniqueEmail("api-locked");
  const statuses: number[] = [];
  for (let i = 1; i <= 6; i++) {
    const res = await request.post("/api/v1/auth/token", { headers: { "x-forwarded-for": `203.0.113.${i}` }, data: { email: target, password: "x" } });
    statuses.push(res.status());
    if (res.status() === 429) {
      expect(Number(res.headers()["retry-after"])).toBeGreaterThan(0);
      expect((await res.json()).error.code).toBe("rate_limited");
    }
  }
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
});

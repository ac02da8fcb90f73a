import { expect, test, type Page, type Response } from "@playwright/test";
import { DEMO, signIn, snap, openEmail } from "./helpers";

/**
 * The pages' Content-Security-Policy in the production build: scripts run only with the response's
 * nonce (no 'unsafe-inline', no 'unsafe-eval'), and the pages still work under it — no
 * `securitypolicyviolation` fires while they load, on the public pages, the console, the API
 * reference (Swagger UI) and the auditor portal.
 */

declare global {
  interface Window {
    __cspViolations: { directive: string; blocked: string; sample: string }[];
  }
}

/** Records every CSP violation of every document the page loads, from before its first script. */
async function watchViolations(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      window.__cspViolations.push({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample });
    });
  });
  const console: string[] = [];
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) console.push(message.text());
  });
  return console;
}

async function violations(page: Page) {
  return page.evaluate(() => window.__cspViolations);
}

function scriptSrc(response: Response | null): string {
  const policy = response?.headers()["content-security-policy"];
  expect(policy, "the page has a Content-Security-Policy").toBeTruthy();
  return policy!
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src "))!;
}

/** Loads a page, checks its policy and that nothing was blocked while it loaded. */
async function expectCleanLoad(page: Page, path: string, consoleErrors: string[], ready: () => Promise<void>) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const src = scriptSrc(response);
  expect(src).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
  expect(src).not.toContain("'unsafe-inline'");
  expect(src).not.toContain("'unsafe-eval'");
  await ready();
  await page.waitForLoadState("load");
  expect(await violations(page), `CSP violations on ${path}`).toEqual([]);
  expect(consoleErrors, `CSP console errors on ${path}`).toEqual([]);
  return src;
}

test("pages carry a per-request nonce CSP and load without a single violation", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000); // ten page loads, the API reference among them, on a busy machine
  const consoleErrors = await watchViolations(page);

  // Public page: the sign-in form hydrates (its client script runs) under the policy.
  const first = await expectCleanLoad(page, "/sign-in", consoleErrors, async () => {
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  });
  const again = await expectCleanLoad(page, "/sign-in", consoleErrors, async () => {});
  expect(again, "a fresh nonce per response").not.toBe(first);

  // The policy is enforced: an injected inline handler is refused and reported.
  await page.evaluate(() => {
    const img = document.createElement("div");
    img.innerHTML = `<img src="/favicon-missing.png" onerror="window.__pwned = true">`;
    document.body.append(img);
  });
  await expect.poll(async () => (await violations(page)).length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
  consoleErrors.length = 0;

  // Console pages after sign-in (client navigation included).
  await signIn(page, DEMO.email, DEMO.password);
  for (const path of ["/dashboard", "/evidence", "/audits"]) {
    await expectCleanLoad(page, path, consoleErrors, async () => {
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    });
  }
  await snap(page, "security-headers-01-console");

  // The API reference: rendered on the server; Swagger UI's bundle is loaded by Next's script loader when asked for.
  await expectCleanLoad(page, "/docs", consoleErrors, async () => {
    await expect(page.getByTestId("api-reference")).toBeVisible();
  });
  await page.getByRole("button", { name: "Open the interactive reference" }).click();
  await expect(page.locator(".swagger-ui .info .title")).toContainText("Compliance", { timeout: 30_000 });
  await expect(page.locator(".opblock").first()).toBeVisible();
  // Expanding an operation renders its schemas and examples: still nothing blocked.
  await page.locator(".opblock-summary").first().click();
  await expect(page.locator(".opblock-body").first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
  await snap(page, "security-headers-02-docs");

  // The auditor portal, signed in through the demo audit's magic link.
  const auditorContext = await browser.newContext({ baseURL });
  const auditor = await auditorContext.newPage();
  const auditorConsole = await watchViolations(auditor);
  await openEmail(auditor, "auditor@example.com", /./);
  await auditor.getByRole("region", { name: "Links in this message" }).getByRole("link").first().click();
  await auditor.waitForURL(/\/auditor\/accept\?token=/);
  expect(await violations(auditor)).toEqual([]);
  await auditor.getByRole("button", { name: /Accept invitation/ }).click();
  await auditor.waitForURL(/\/auditor$/);
  for (const path of ["/auditor", "/auditor/controls", "/auditor/evidence-requests"]) {
    await expectCleanLoad(auditor, path, auditorConsole, async () => {
      await expect(auditor.getByRole("navigation", { name: "Auditor portal" })).toBeVisible();
    });
  }
  await snap(auditor, "security-headers-03-auditor-portal");
  await auditorContext.close();
});

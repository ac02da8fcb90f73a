import { expect, test, type Page } from "@playwright/test";
import { customerApi, DEMO, openEmail, signIn, uniqueEmail } from "./helpers";

/**
 * Every page is usable on a phone (390 × 844): the console's sections reached through the phone navigation, an audit,
 * a message in the dev mailbox, the auditor portal's overview and the 404 page neither scroll sideways nor log an error (a React hydration error
 * included) while they load.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** The console's sections, as the phone navigation names them. */
const SECTIONS = [
  "Dashboard",
  "My work",
  "Notifications",
  "Audits",
  "Frameworks",
  "Statement of Applicability",
  "Evidence",
  "Documents",
  "Monitoring",
  "Integrations",
  "Tests",
  "Billing",
  "Members",
  "API keys",
  "Security",
  "Single sign-on",
  "Provisioning (SCIM)",
  "Audit trail",
];

/** What the page logged as an error, and what threw in it, since the watch began. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${new URL(page.url()).pathname}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`${new URL(page.url()).pathname}: ${error.message}`));
  return errors;
}

/** The page, once loaded, is no wider than the phone. */
async function expectNoSidewaysScroll(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
    // The widest element past the right edge, named so a failure says where to look.
    const over = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
      .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)[0];
    const describe = (el: HTMLElement | undefined) =>
      el ? `<${el.tagName.toLowerCase()} class="${el.className}">${(el.textContent ?? "").slice(0, 60)}` : "none";
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth, widest: describe(over) };
  });
  expect(scrollWidth, `${name} scrolls sideways (widest element: ${widest})`).toBeLessThanOrEqual(innerWidth + 1);
}

test("every page fits a phone, through the phone navigation, without console errors", async ({ page, browser, request }) => {
  const errors = watchErrors(page);
  await signIn(page, DEMO.email, DEMO.password);

  for (const section of SECTIONS) {
    await page.getByRole("button", { name: "Open navigation" }).click();
    const link = page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: section, exact: true });
    const href = (await link.getAttribute("href"))!;
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await expectNoSidewaysScroll(page, section);
  }

  // An audit's own page (the demo's Type II audit among them).
  await page.goto("/audits");
  await page
    .locator('a[href^="/audits/"]')
    .filter({ hasNotText: /New audit|Create/ })
    .first()
    .click();
  await page.waitForURL(/\/audits\/[0-9a-f-]{36}$/);
  await expectNoSidewaysScroll(page, "An audit");

  // The designed 404; the browser logs the 404 status of the document itself, which is the point.
  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to the dashboard" })).toBeVisible();
  await expectNoSidewaysScroll(page, "The 404 page");
  expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);

  // The auditor portal's overview, for an auditor invited to an audit of its own (the demo's invitation stays unused).
  const title = `Phone layout audit ${Date.now()}`;
  const auditorEmail = uniqueEmail("phone-auditor");
  const api = await customerApi(request);
  const audit = await api<{ id: string }>("POST", "/api/v1/audits", { framework_id: "soc2", type: "type_i", title });
  await api("POST", `/api/v1/audits/${audit.id}/invite-auditor`, { email: auditorEmail, name: "Pat Phone" });
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 } });
  const auditor = await context.newPage();
  // The invitation in the dev mailbox: its text body holds a link longer than the phone is wide.
  await openEmail(auditor, auditorEmail, new RegExp(title));
  await expectNoSidewaysScroll(auditor, "A message in the dev mailbox");
  await auditor.getByRole("region", { name: "Links in this message" }).getByRole("link").first().click();
  await auditor.waitForURL(/\/auditor\/accept\?token=/);
  const auditorErrors = watchErrors(auditor);
  await auditor.getByRole("button", { name: /Accept invitation/ }).click();
  await auditor.waitForURL(/\/auditor$/);
  await expect(auditor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expectNoSidewaysScroll(auditor, "The auditor portal");
  expect(auditorErrors).toEqual([]);
  await context.close();
});

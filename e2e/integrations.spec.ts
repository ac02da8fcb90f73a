import { expect, test } from "@playwright/test";
import { DEMO, shoot, signIn } from "./helpers";

/**
 * The integrations journey of a compliance manager: connect a Custom resources integration that declares a
 * `saas_user` type, push two users over the API, write a custom test (`attributes.mfa == true`) mapped to a
 * SOC 2 control, see it fail on one user, see the alert and the control's tests, exclude that user with a
 * reason, see the test pass with one exclusion, and read the integration's sync history with its evidence
 * snapshots. Screenshots at 1440 and 390 px go to e2e/artifacts/screenshots (integrations-*).
 */
test("connect custom resources, push, write a CEL test, exclude a resource", async ({ page }) => {
  await signIn(page, DEMO.email, DEMO.password);

  // The section is in the navigation, next to Monitoring.
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Integrations" }).click();
  await page.waitForURL("**/integrations");
  await expect(page.getByRole("heading", { level: 1, name: "Integrations" })).toBeVisible();
  await expect(page.getByTestId("provider-card")).toHaveCount(9);
  await shoot(page, "integrations-01-list");

  // Connect: the form is drawn from the provider's schema; the custom provider gets a row editor for its types.
  await page.getByRole("link", { name: "Connect Custom resources" }).click();
  await page.waitForURL("**/integrations/new?provider=custom");
  await expect(page.getByRole("heading", { level: 1, name: "Connect Custom resources" })).toBeVisible();
  const form = page.getByRole("form", { name: "Connect Custom resources" });
  await form.getByRole("button", { name: "Save" }).click();
  // Nothing filled in: the API's errors show by field.
  await expect(form.getByRole("alert").first()).toBeVisible();
  await form.getByRole("region", { name: "Name and schedule" }).getByLabel("Name").fill("HR system");
  const row = form.getByRole("listitem", { name: "Resource type 1" });
  await row.getByLabel("Type").fill("saas_user");
  await row.getByLabel("Name").fill("SaaS user");
  await row.getByLabel(/Description/).fill("A user of the HR system");
  await expect(row).toContainText("Stored as custom.saas_user");
  await shoot(page, "integrations-02-connect-custom");
  await form.getByRole("button", { name: "Save" }).click();
  await page.waitForURL(/\/integrations\/[0-9a-f-]{36}$/);
  const integrationId = page.url().split("/").pop()!;
  await expect(page.getByRole("heading", { level: 1, name: "HR system" })).toBeVisible();
  await expect(page.getByTestId("push-instructions")).toContainText(`/api/v1/integrations/${integrationId}/resources`);
  await expect(page.getByText("No resources yet")).toBeVisible();

  // Push two users with the page's session (customer routes accept the console cookie).
  const push = await page.request.post(`/api/v1/integrations/${integrationId}/resources`, {
    data: {
      resources: [
        { type: "custom.saas_user", externalId: "u-1", name: "alice@example.com", attributes: { mfa: true, role: "admin" } },
        { type: "custom.saas_user", externalId: "u-2", name: "bob@example.com", attributes: { mfa: false, role: "member" } },
      ],
      complete: true,
    },
  });
  expect(push.ok(), await push.text()).toBe(true);
  await page.reload();
  await expect(page.getByTestId("resource-row")).toHaveCount(2);
  // The push is a sync of its own (the scheduler may have re-evaluated the new integration too).
  await expect(page.getByTestId("sync-row").filter({ hasText: "Pushed over the API" })).toHaveCount(1);

  // A custom test in CEL over the pushed type, evidencing SOC 2 CC6.1.
  await page.goto("/tests");
  await page.getByRole("link", { name: "New custom test" }).click();
  await page.waitForURL("**/tests/new");
  const testForm = page.getByRole("form", { name: "New custom test" });
  await testForm.getByLabel("Title").fill("SaaS users have MFA");
  await expect(testForm.getByLabel("Key")).toHaveValue("saas_users_have_mfa");
  await expect(testForm.getByLabel("Resource type")).toHaveValue("custom.saas_user");
  await testForm.getByLabel("Passes when (CEL expression)").fill("attributes.mfa == true");
  await testForm.getByLabel("Severity").selectOption("high");
  await testForm.getByLabel("How to fix (optional)").fill("Ask the user to enrol an authenticator app in the HR system.");
  await testForm.getByLabel("Framework").selectOption("soc2");
  await testForm.getByLabel("Find a control").fill("CC6.1");
  await testForm.getByLabel("Find a control").press("Enter");
  await expect(testForm.getByRole("list", { name: /Chosen controls/ })).toContainText("CC6.1");
  await shoot(page, "integrations-03-new-test");
  await testForm.getByRole("button", { name: "Create test" }).click();
  await page.waitForURL(/\/tests\/custom\.saas_users_have_mfa$/);

  // Failing on bob, passing on alice; the control is named, not slugged.
  await expect(page.getByRole("heading", { level: 1, name: "SaaS users have MFA" })).toBeVisible();
  await expect(page.getByTestId("test-status")).toContainText("Failing");
  await expect(page.getByTestId("test-counts")).toHaveText("1 failing · 1 passing");
  const bob = page.getByTestId("result-row").filter({ hasText: "bob@example.com" });
  await expect(bob).toContainText("Failing");
  await expect(bob).toContainText(/Fix by \d{1,2} [A-Z][a-z]{2} \d{4}/);
  await expect(page.getByTestId("result-row").filter({ hasText: "alice@example.com" })).toContainText("Passing");
  await expect(page.getByRole("region", { name: "SOC 2" })).toContainText("CC6.1");

  // A sync now re-evaluates what is stored: the failing test raises an alert that leads back to the test.
  await page.goto(`/integrations/${integrationId}`);
  // The first scheduled re-evaluation may be running at this moment ("A sync of this integration is running"): the
  // refused click starts nothing, so click again once it has finished.
  await expect(async () => {
    await page.getByRole("button", { name: "Sync HR system now" }).click();
    await expect(page.getByRole("status").filter({ hasText: /Synced 2 resources/ })).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await page.goto("/monitoring/alerts");
  const alert = page.getByTestId("alert-row").filter({ hasText: "SaaS users have MFA" });
  await expect(alert).toContainText("Test failing");
  await expect(alert).toContainText("Custom resources · HR system");
  await shoot(page, "integrations-04-alert");

  await alert.getByRole("link", { name: "Open the test" }).click();
  await page.waitForURL(/\/tests\/custom\.saas_users_have_mfa$/);
  await expect(page.getByTestId("test-status")).toContainText("Failing");
  await shoot(page, "integrations-05-test-failing");

  // The framework shows what automated tests say about its controls, linked to the tests of that control.
  await page.goto("/frameworks/soc2");
  const cc61 = page.getByRole("row").filter({ has: page.getByRole("cell", { name: "CC6.1", exact: true }) });
  await expect(cc61.getByTestId("control-tests")).toHaveText(/^Tests: 1 failing/);
  await shoot(page, "integrations-05a-framework");
  await cc61.getByTestId("control-tests").click();
  await page.waitForURL(/\/tests\?framework=soc2&control=CC6\.1$/);
  await expect(page.getByTestId("control-filter")).toContainText(/SOC 2 .*· CC6\.1 — Logical access/);
  await expect(page.getByTestId("test-row").filter({ hasText: "SaaS users have MFA" })).toBeVisible();
  await page.getByTestId("test-row").getByRole("link", { name: "SaaS users have MFA" }).click();
  await page.waitForURL(/\/tests\/custom\.saas_users_have_mfa$/);

  // Exclude bob with a reason; the expiry defaults to 90 days ahead.
  await bob.getByRole("button", { name: "Exclude bob@example.com from this test" }).click();
  const dialog = page.getByRole("dialog", { name: "Exclude bob@example.com" });
  await expect(dialog.getByLabel("Excluded until")).not.toHaveValue("");
  await dialog.getByLabel("Reason").fill("Service account used by the payroll export; it cannot enrol MFA. Access is limited to the export API.");
  await shoot(page, "integrations-06-exclude-dialog", { fullPage: false });
  await dialog.getByRole("button", { name: "Exclude", exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("test-status")).toContainText("Passing");
  await expect(page.getByTestId("test-counts")).toHaveText("1 passing · 1 excluded");
  await expect(bob).toContainText("Excluded");
  await expect(page.getByTestId("result-exclusion")).toContainText("payroll export");
  await expect(page.getByTestId("exclusion-row")).toContainText("In force");
  await shoot(page, "integrations-07-test-excluded");

  // The tests list: the custom test with its counts.
  await page.goto("/tests");
  const listed = page.getByTestId("test-row").filter({ hasText: "SaaS users have MFA" });
  await expect(listed).toContainText("1 passing · 1 excluded");
  await expect(listed).toContainText("High");
  await shoot(page, "integrations-08-tests");

  // The integration: its syncs and pushes, each with its evidence snapshot and hash.
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Integrations" }).click();
  await page.getByRole("link", { name: "HR system" }).click();
  await page.waitForURL(`**/integrations/${integrationId}`);
  // The push, the Sync now, and the first scheduled re-evaluation (due as soon as it was saved), newest first.
  const syncs = page.getByTestId("sync-row");
  await expect(syncs.filter({ hasText: "Pushed over the API" })).toHaveCount(1);
  await expect(syncs.filter({ hasText: "Sync now" })).toHaveCount(1);
  await expect(syncs.first()).toContainText("Succeeded");
  await expect(syncs.first().getByRole("link", { name: /Download the evidence snapshot/ })).toBeVisible();
  await expect(syncs.first()).toContainText(/SHA-256 [0-9a-f]{64}/);
  const snapshot = await page.request.get(
    (await syncs
      .first()
      .getByRole("link", { name: /Download the evidence snapshot/ })
      .getAttribute("href"))!,
  );
  expect(snapshot.ok()).toBe(true);
  await page.getByTestId("resource-row").filter({ hasText: "bob@example.com" }).getByText("Details and attributes").click();
  await expect(page.getByTestId("resource-row").filter({ hasText: "bob@example.com" })).toContainText("member");
  await shoot(page, "integrations-09-integration");

  // A monitoring result's control rows say what the tests say about each control.
  await page.goto("/monitoring/alerts");
  await page.getByTestId("alert-row").filter({ hasText: "Compliance check failed" }).getByRole("link", { name: "Open the result" }).first().click();
  await page.waitForURL(/\/monitoring\/results\/[0-9a-f-]{36}/);
  const resultRow = page.getByTestId("control-row").filter({ has: page.getByText("CC6.1", { exact: true }) });
  await expect(resultRow.getByTestId("control-tests")).toContainText("Tests:");
  await shoot(page, "integrations-10-monitoring-result");
});

test("connect forms are drawn from each provider's schema, and a connection can be tried first", async ({ page }) => {
  await signIn(page, DEMO.email, DEMO.password);

  // PostgreSQL: numbers with defaults, an enum as a select, a password input, the least-privilege SQL to copy.
  await page.goto("/integrations/new?provider=postgresql");
  const form = page.getByRole("form", { name: "Connect PostgreSQL" });
  await expect(form.getByLabel("Port")).toHaveValue("5432");
  await expect(form.getByLabel("SSL mode")).toHaveValue("verify-full");
  await expect(form.getByLabel("Password")).toHaveAttribute("type", "password");
  await expect(page.getByTestId("least-privilege").getByRole("button", { name: /Copy/ })).toBeVisible();
  await form.getByRole("button", { name: "Test connection" }).click();
  // Nothing filled in: the API names the fields.
  await expect(form.getByText("Required").first()).toBeVisible();
  await form.getByLabel("Host").fill("127.0.0.1");
  await form.getByLabel("User").fill("compliance_monitor");
  await form.getByLabel("Password").fill("not-the-real-one");
  await form.getByRole("button", { name: "Test connection" }).click();
  await expect(page.getByTestId("connection-result")).toContainText("Connection failed", { timeout: 30_000 });
  await shoot(page, "integrations-11-connect-postgresql");

  // AWS: a list of regions one per line (default filled in), and two ways to sign in as nested groups.
  await page.goto("/integrations/new?provider=aws");
  const aws = page.getByRole("form", { name: "Connect Amazon Web Services" });
  await expect(aws.getByLabel("Regions (one per line)")).toHaveValue("us-east-1");
  await expect(aws.getByRole("group", { name: /Access key/ })).toBeVisible();
  await expect(aws.getByRole("group", { name: /Assume role/ })).toBeVisible();
  await shoot(page, "integrations-12-connect-aws");
});

/**
 * A pulling provider in the browser, on the demo's own integrations (the e2e servers start with --demo): the
 * PostgreSQL integration watches the demo's database and the HTTPS one the server's own TLS listener. Sync now,
 * the results per resource, the test with its history chart, and Test connection with the saved settings.
 */
test("the demo's database and web server: sync now, results, a test's history and a working connection", async ({ page }) => {
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto("/integrations");
  await page.getByRole("link", { name: "Demo database", exact: true }).click();
  await page.waitForURL(/\/integrations\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Demo database" })).toBeVisible();
  await expect(page.getByText("PostgreSQL · Synced on a schedule")).toBeVisible();

  await page.getByRole("button", { name: "Sync Demo database now" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Synced \d+ resources?: \d+ passing, \d+ failing\.$/ })).toBeVisible({ timeout: 60_000 });
  const server = page.getByTestId("resource-row").filter({ hasText: "PostgreSQL server" });
  await expect(server.getByRole("link", { name: "Passing: PostgreSQL version is still supported" })).toBeVisible();
  // The embedded database serves without TLS, and the demo says so.
  await expect(server.getByRole("link", { name: "Failing: Connections require TLS" })).toBeVisible();
  await expect(page.getByTestId("sync-row").filter({ hasText: "Sync now" }).first()).toContainText("Succeeded");

  const settings = page.getByRole("form", { name: "Edit Demo database" });
  await settings.getByRole("button", { name: "Test connection" }).click();
  await expect(settings.getByTestId("connection-result")).toContainText("Connection works", { timeout: 30_000 });
  await shoot(page, "integrations-13-demo-database");

  await server.getByRole("link", { name: "Passing: PostgreSQL version is still supported" }).click();
  await page.waitForURL(/\/tests\/postgresql\.server\.version_supported$/);
  await expect(page.getByTestId("test-status")).toContainText("Passing");
  const chart = page.getByTestId("history-chart");
  await expect(chart).toBeVisible();
  await expect(chart.getByRole("img")).toHaveAttribute("aria-label", /latest 0 failing and 1 passing$/);
  await expect(page.getByTestId("result-row").filter({ hasText: "Demo database" })).toContainText("Passing");
  await shoot(page, "integrations-14-demo-test-history");

  // The web server: the demo CA's certificate for localhost, checked over the server's own HTTPS listener.
  await page.goto("/integrations");
  await page.getByRole("link", { name: "Demo web server", exact: true }).click();
  await page.waitForURL(/\/integrations\/[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: "Sync Demo web server now" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Synced 1 resource: \d+ passing, \d+ failing\.$/ })).toBeVisible({ timeout: 60_000 });
  const endpoint = page.getByTestId("resource-row").filter({ hasText: "localhost" });
  await expect(endpoint.getByRole("link", { name: "Passing: Certificate chains to a trusted CA" })).toBeVisible();
  await expect(endpoint.getByRole("link", { name: "Passing: Certificate names the host" })).toBeVisible();
  await expect(endpoint.getByRole("link", { name: "Passing: Only TLS 1.2 or newer" })).toBeVisible();
  const web = page.getByRole("form", { name: "Edit Demo web server" });
  await web.getByRole("button", { name: "Test connection" }).click();
  await expect(web.getByTestId("connection-result")).toContainText("Connection works", { timeout: 30_000 });
  await shoot(page, "integrations-15-demo-web-server");
});

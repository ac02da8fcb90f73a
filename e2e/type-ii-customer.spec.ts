import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, shoot, signIn, uniqueEmail, followEmailLink } from "./helpers";

/** A population CSV of `rows` new hires in 2026; `badLine` (a spreadsheet line, header = 1) gets a date that does not exist. */
function hiresCsv(rows: number, badLine?: number): string {
  const lines = ["Employee ID,Name,Department,Hired At,Approver"];
  for (let i = 1; i <= rows; i++) {
    const day = new Date(Date.UTC(2026, 0, 1) + ((i * 7) % 360) * 86_400_000).toISOString().slice(0, 10);
    const date = i + 1 === badLine ? "2026-13-45" : day;
    const dept = ["Engineering", "Sales", "Support", "Finance"][i % 4];
    lines.push(`E-${String(1000 + i)},Person ${i},${dept},${date},${i % 3 === 0 ? DEMO.email : "hr-lead@example.com"}`);
  }
  return `${lines.join("\r\n")}\r\n`;
}

function writeTemp(name: string, text: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "type-ii-")), name);
  fs.writeFileSync(file, text);
  return file;
}

/** Sends a JSON request from the page, so its cookies (the auditor portal's) ride along as in the product. */
async function browserJson(page: Page, method: string, url: string, body?: unknown) {
  return page.evaluate(
    async ([m, u, b]) => {
      const res = await fetch(u as string, { method: m as string, headers: { "content-type": "application/json", accept: "application/json" }, body: b === undefined ? undefined : JSON.stringify(b) });
      return { status: res.status, body: await res.json() };
    },
    [method, url, body] as const,
  );
}

/**
 * The customer's part of a SOC 2 Type II audit: the period on creation, a category out of scope with its reason, a
 * 500-row population uploaded as CSV (a bad file first, its problem shown by line), the completeness assertion, the
 * rows, the audit package, and the sample an auditor draws, read back in the console.
 */
test("Type II audit: period, scope, a CSV population, completeness, samples and the package", async ({ page, browser }) => {
  const title = `SOC 2 Type II FY2026 ${Date.now()}`;
  await signIn(page, DEMO.email, DEMO.password);

  // Create the audit with its observation period.
  await page.goto("/audits/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Framework").selectOption("soc2");
  await page.getByLabel(/Type II/).check();
  await expect(page.getByLabel("As-of date")).toHaveCount(0);
  await page.getByLabel("Period start").fill("2026-01-01");
  await page.getByLabel("Period end").fill("2026-12-31");
  await shoot(page, "type-ii-01-new-audit");
  await page.getByRole("button", { name: "Create audit" }).click();
  await page.waitForURL(/\/audits\/[0-9a-f-]{36}$/);
  const auditUrl = page.url();
  const auditId = auditUrl.split("/").pop()!;
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByTestId("audit-period")).toHaveText("1 Jan 2026 – 31 Dec 2026");
  await expect(page.getByTestId("scope-summary")).toContainText("61 of 61 controls in scope");

  // Exclude the privacy criteria, with the reason the report will give.
  await page.getByRole("link", { name: "Edit scope" }).click();
  await page.waitForURL(/\/scope$/);
  await page.getByLabel("Privacy in scope").uncheck();
  await page.getByLabel("Reason for excluding Privacy").fill("The privacy criteria are not part of this engagement.");
  await page.getByTestId("scope-category-Privacy").getByText("Controls (18)").click();
  await shoot(page, "type-ii-02-scope-editing");
  await page.getByRole("button", { name: "Save scope" }).click();
  await expect(page.getByText("Scope saved.")).toBeVisible();
  await expect(page.getByTestId("scope-summary")).toContainText("43 of 61 controls in scope; 18 excluded");
  await page.goto(auditUrl);
  await expect(page.getByRole("list", { name: "Excluded controls" })).toContainText("The privacy criteria are not part of this engagement.");
  await shoot(page, "type-ii-03-audit");

  // A population: a bad file first (one impossible date), then the fixed one.
  await page.getByRole("link", { name: /^Populations/ }).click();
  await page.waitForURL(/\/populations$/);
  await page.getByLabel("Control", { exact: true }).selectOption("CC6.2");
  await page.getByLabel("Name", { exact: true }).fill("New hires 2026");
  await page.getByLabel("Kind", { exact: true }).selectOption("new_hires");
  await page.getByLabel("How often the control runs").selectOption("weekly");
  const fileInput = page.getByLabel("CSV file");
  await fileInput.setInputFiles(writeTemp("hires-2026-draft.csv", hiresCsv(500, 138)));
  const problems = page.getByTestId("row-errors");
  await expect(problems).toContainText("1 problem to fix");
  await expect(problems.getByRole("row").nth(1)).toContainText("138");
  await expect(problems.getByRole("row").nth(1)).toContainText("Hired At");
  await expect(page.getByRole("button", { name: "Add population" })).toBeDisabled();
  await shoot(page, "type-ii-04-bad-file");

  await fileInput.setInputFiles(writeTemp("hires-2026.csv", hiresCsv(500)));
  await expect(page.getByRole("region", { name: "Preview" })).toContainText("hires-2026.csv: 500 rows, 5 columns");
  await expect(problems).toHaveCount(0);
  // The suggestion finds the key and the date; the approver column is mapped by hand.
  await expect(page.getByLabel("Item key")).toHaveValue("Employee ID");
  await expect(page.getByLabel("Date", { exact: true })).toHaveValue("Hired At");
  await expect(page.getByLabel("Owner e-mail")).toHaveValue("");
  await page.getByLabel("Owner e-mail").selectOption("Approver");
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByTestId("population-data-row").first()).toContainText("hr-lead@example.com");
  await expect(preview.getByTestId("population-data-row")).toHaveCount(20);
  await shoot(page, "type-ii-05-preview");
  await page.getByRole("button", { name: "Add population" }).click();
  await page.waitForURL(/\/populations\/[0-9a-f-]{36}$/);
  const populationId = page.url().split("/").pop()!;

  // Completeness, asserted by the owner (the uploader), and the rows page by page.
  await expect(page.getByRole("heading", { name: "New hires 2026" })).toBeVisible();
  await expect(page.getByText("Not asserted", { exact: true })).toBeVisible();
  await page.getByLabel("Completeness statement").fill("Every hire recorded in the HR system between 1 January and 31 December 2026, exported on 5 January 2027.");
  await page.getByRole("button", { name: "Assert completeness" }).click();
  await expect(page.getByTestId("completeness")).toContainText("Asserted by");
  await expect(page.getByTestId("population-sha256")).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page.getByTestId("population-data-row")).toHaveCount(50);
  await expect(page.getByTestId("population-data-row").first()).toContainText("E-1001");
  await shoot(page, "type-ii-06-population");
  await page.getByRole("link", { name: "Next page →" }).click();
  await expect(page.getByTestId("population-data-row").first()).toContainText("E-1051");

  await page.goto(`${auditUrl}/populations`);
  const listed = page.getByTestId("population-row");
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText("500");
  await expect(listed).toContainText("Asserted");
  await shoot(page, "type-ii-07-populations");

  // The package is a ZIP.
  const pkg = await page.request.get(`/api/v1/audits/${auditId}/package`);
  expect(pkg.status()).toBe(200);
  const bytes = await pkg.body();
  expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
  await page.goto(auditUrl);
  await expect(page.getByRole("link", { name: "Download audit package" })).toHaveAttribute("href", `/api/v1/audits/${auditId}/package`);

  // Start fieldwork and let an auditor draw a sample and test two items.
  await page.getByRole("button", { name: "Move to In progress" }).click();
  await expect(page.getByRole("button", { name: "Move to In progress" })).toHaveCount(0);
  const auditorEmail = uniqueEmail("auditor");
  await page.getByLabel("Auditor name").fill("Ada Auditor");
  await page.getByLabel("E-mail").fill(auditorEmail);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${auditorEmail}`)).toBeVisible();

  const auditorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const auditor = await auditorContext.newPage();
  await followEmailLink(auditor, auditorEmail, new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  await auditor.getByRole("button", { name: /Accept invitation/ }).click();
  await auditor.waitForURL(/\/auditor$/);
  const drawn = await browserJson(auditor, "POST", `/api/v1/auditor/populations/${populationId}/samples`, { seed: "e2e-type-ii-seed" });
  expect(drawn.status).toBe(201);
  const sampleId = drawn.body.data.id as string;
  expect((await browserJson(auditor, "PUT", `/api/v1/auditor/samples/${sampleId}/items/1`, { result: "passed", notes: "Signed offer and background check on file." })).status).toBe(200);
  expect((await browserJson(auditor, "PUT", `/api/v1/auditor/samples/${sampleId}/items/2`, { result: "exception", notes: "Access was granted two days before the approval ticket." })).status).toBe(200);
  await auditorContext.close();

  // The customer reads the sample: its size, seed and items, each linked to its evidence request.
  await page.goto(`${auditUrl}/samples`);
  const sampleRow = page.getByTestId("sample-row");
  await expect(sampleRow).toHaveCount(1);
  await expect(sampleRow).toContainText("e2e-type-ii-seed");
  await expect(sampleRow).toContainText("1 passed");
  await expect(sampleRow).toContainText("1 exception");
  await shoot(page, "type-ii-08-samples");
  await sampleRow.getByRole("link", { name: "New hires 2026" }).click();
  await page.waitForURL(/\/samples\/[0-9a-f-]{36}$/);
  const items = page.getByTestId("sample-item");
  await expect(items.first()).toContainText("Passed");
  await expect(items.nth(1)).toContainText("Access was granted two days before the approval ticket.");
  await shoot(page, "type-ii-09-sample");
  await items.first().getByRole("link", { name: /Evidence request for/ }).click();
  await page.waitForURL(/#evidence-requests$/);
  await expect(page.getByTestId("evidence-requests")).toBeVisible();

  // Once a sample is drawn the population stays.
  await page.goto(`${auditUrl}/populations/${populationId}`);
  await expect(page.getByRole("button", { name: "Delete population" })).toHaveCount(0);
});

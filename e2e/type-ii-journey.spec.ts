import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { unzip } from "../tests/helpers/unzip";
import { acceptFromOutbox, customerApi, DEMO, shoot, signIn, uniqueEmail } from "./helpers";

/**
 * A SOC 2 Type II audit from start to archive (issue 16, docs/sampling.md, docs/api.md §8), as the two people do it
 * in the product. The organisation (the demo owner) creates the audit with its FY2025 observation period, takes
 * Privacy out of scope with a reason, uploads a population of new hires as CSV (a bad file first, its problem shown
 * by line, then 500 rows mapped by header) and asserts its completeness; starts fieldwork and invites an auditor.
 * The auditor draws a sample in the dialog (the table's size, a preview, the draw) and re-performs it: the same items
 * in the same order. The organisation answers the sampled evidence requests (one in the console, the rest through
 * the API); the auditor accepts three at once and returns one with a reason the organisation then reads; tests the
 * items (one exception, which opens a finding); completes the audit with a reason for the controls not tested; and
 * the package is downloaded, unzipped and every file checked against manifest.json and SHA256SUMS.
 */

const TITLE_PREFIX = "SOC 2 Type II FY2025";
const ROWS = 500;
const PRIVACY_REASON = "The privacy criteria are not part of this engagement.";
const RETURN_REASON = "This is the offer letter; the request is for the signed background-check consent.";
const EXCEPTION_NOTES = "Access was granted two days before the approval ticket.";
const NOT_TESTED_REASON = "Tested in the FY2025 Type II audit of the parent company; relied on that report.";
const ANSWER_PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** A population CSV of `rows` new hires in 2025; `badLine` (a spreadsheet line, header = 1) gets a date that does not exist. */
function hiresCsv(rows: number, badLine?: number): string {
  const lines = ["Employee ID,Name,Department,Hired At,Approver"];
  for (let i = 1; i <= rows; i++) {
    const day = new Date(Date.UTC(2025, 0, 1) + ((i * 7) % 360) * 86_400_000).toISOString().slice(0, 10);
    const date = i + 1 === badLine ? "2025-13-45" : day;
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

/**
 * `shoot` for a page too long to shoot whole (every control, 20,000 px tall on a phone): the viewport at each width
 * with `anchor` in its middle, re-centred after each resize since the layout changes with the width.
 */
async function shootAround(page: Page, anchor: Locator, name: string) {
  const original = page.viewportSize();
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await anchor.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: `e2e/artifacts/screenshots/${name}-${viewport.width}.png` });
  }
  if (original) await page.setViewportSize(original);
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

interface ManifestFile {
  path: string;
  sha256: string;
  size: number;
  kind: "generated" | "evidence";
  title?: string;
  submitted_by?: string;
  submitted_at?: string;
  controls?: string[];
}

interface SampleItem {
  position: number;
  item_key: string;
  evidence_request_id: string;
}

test("Type II journey: period and scope, a 500-row population, sample and re-perform, answers, review, exception, complete, package", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const title = `${TITLE_PREFIX} ${Date.now()}`;
  const auditorEmail = uniqueEmail("type2-auditor");
  const api = await customerApi(page.request);
  let auditId = "";
  let auditUrl = "";
  let populationId = "";
  let populationSha = "";
  let sampleId = "";
  let seed = "";
  let items: SampleItem[] = [];
  const requestOf = (position: number) => items.find((i) => i.position === position)!;
  const answerUrl = (key: string) => `https://hr.example.com/onboarding/${key}-background-check.pdf`;

  await test.step("customer: the audit with its period, Privacy out of scope, a 500-row CSV population asserted complete", async () => {
    await signIn(page, DEMO.email, DEMO.password);

    // Create the audit with its observation period.
    await page.goto("/audits/new");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Framework").selectOption("soc2");
    await page.getByLabel(/Type II/).check();
    await expect(page.getByLabel("As-of date")).toHaveCount(0);
    await page.getByLabel("Period start").fill("2025-01-01");
    await page.getByLabel("Period end").fill("2025-12-31");
    await shoot(page, "type-ii-01-new-audit");
    await page.getByRole("button", { name: "Create audit" }).click();
    await page.waitForURL(/\/audits\/[0-9a-f-]{36}$/);
    auditUrl = page.url();
    auditId = auditUrl.split("/").pop()!;
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByTestId("audit-period")).toHaveText("1 Jan 2025 – 31 Dec 2025");
    await expect(page.getByTestId("scope-summary")).toContainText("61 of 61 controls in scope");

    // Exclude the privacy criteria, with the reason the report will give.
    await page.getByRole("link", { name: "Edit scope" }).click();
    await page.waitForURL(/\/scope$/);
    await page.getByLabel("Privacy in scope").uncheck();
    await page.getByLabel("Reason for excluding Privacy").fill(PRIVACY_REASON);
    await page.getByTestId("scope-category-Privacy").getByText("Controls (18)").click();
    await shoot(page, "type-ii-02-scope-editing");
    await page.getByRole("button", { name: "Save scope" }).click();
    await expect(page.getByText("Scope saved.")).toBeVisible();
    await expect(page.getByTestId("scope-summary")).toContainText("43 of 61 controls in scope; 18 excluded");
    await page.goto(auditUrl);
    await expect(page.getByRole("list", { name: "Excluded controls" })).toContainText(PRIVACY_REASON);
    await shoot(page, "type-ii-03-audit");

    // A population: a bad file first (one impossible date), then the fixed one.
    await page.getByRole("link", { name: /^Populations/ }).click();
    await page.waitForURL(/\/populations$/);
    await page.getByLabel("Control", { exact: true }).selectOption("CC6.2");
    await page.getByLabel("Name", { exact: true }).fill("New hires 2025");
    await page.getByLabel("Kind", { exact: true }).selectOption("new_hires");
    await page.getByLabel("How often the control runs").selectOption("weekly");
    const fileInput = page.getByLabel("CSV file");
    await fileInput.setInputFiles(writeTemp("hires-2025-draft.csv", hiresCsv(ROWS, 138)));
    const problems = page.getByTestId("row-errors");
    await expect(problems).toContainText("1 problem to fix");
    await expect(problems.getByRole("row").nth(1)).toContainText("138");
    await expect(problems.getByRole("row").nth(1)).toContainText("Hired At");
    await expect(page.getByRole("button", { name: "Add population" })).toBeDisabled();
    await shoot(page, "type-ii-04-bad-file");

    await fileInput.setInputFiles(writeTemp("hires-2025.csv", hiresCsv(ROWS)));
    const preview = page.getByRole("region", { name: "Preview" });
    await expect(preview).toContainText(`hires-2025.csv: ${ROWS} rows, 5 columns`);
    await expect(problems).toHaveCount(0);
    // The suggestion finds the key and the date; the approver column is mapped by hand.
    await expect(page.getByLabel("Item key")).toHaveValue("Employee ID");
    await expect(page.getByLabel("Date", { exact: true })).toHaveValue("Hired At");
    await expect(page.getByLabel("Owner e-mail")).toHaveValue("");
    await page.getByLabel("Owner e-mail").selectOption("Approver");
    await expect(preview.getByTestId("population-data-row").first()).toContainText("hr-lead@example.com");
    await expect(preview.getByTestId("population-data-row")).toHaveCount(20);
    await shoot(page, "type-ii-05-preview");
    await page.getByRole("button", { name: "Add population" }).click();
    await page.waitForURL(/\/populations\/[0-9a-f-]{36}$/);
    populationId = page.url().split("/").pop()!;

    // Completeness, asserted by the owner (the uploader), and the rows page by page.
    await expect(page.getByRole("heading", { name: "New hires 2025" })).toBeVisible();
    await expect(page.getByText("Not asserted", { exact: true })).toBeVisible();
    await page
      .getByLabel("Completeness statement")
      .fill("Every hire recorded in the HR system between 1 January and 31 December 2025, exported on 5 January 2026.");
    await page.getByRole("button", { name: "Assert completeness" }).click();
    await expect(page.getByTestId("completeness")).toContainText("Asserted by");
    await expect(page.getByTestId("population-sha256")).toHaveText(/^[0-9a-f]{64}$/);
    populationSha = (await page.getByTestId("population-sha256").textContent())!;
    await expect(page.getByTestId("population-data-row")).toHaveCount(50);
    await expect(page.getByTestId("population-data-row").first()).toContainText("E-1001");
    await shoot(page, "type-ii-06-population");
    await page.getByRole("link", { name: "Next page →" }).click();
    await expect(page.getByTestId("population-data-row").first()).toContainText("E-1051");

    await page.goto(`${auditUrl}/populations`);
    const listed = page.getByTestId("population-row");
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText(String(ROWS));
    await expect(listed).toContainText("Asserted");
    await shoot(page, "type-ii-07-populations");
  });

  const auditorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const auditor: Page = await auditorContext.newPage();
  const nav = auditor.getByRole("navigation", { name: "Auditor portal" });

  await test.step("customer starts fieldwork and invites the auditor, who accepts from the e-mail", async () => {
    await page.goto(auditUrl);
    await page.getByRole("button", { name: "Move to In progress" }).click();
    await expect(page.getByRole("button", { name: "Move to In progress" })).toHaveCount(0);
    await page.getByLabel("Auditor name").fill("Grace Auditor");
    await page.getByLabel("E-mail").fill(auditorEmail);
    await page.getByLabel(/^Firm/).fill("Hopper Assurance LLP");
    await page.getByRole("button", { name: "Send invitation" }).click();
    await expect(page.getByText(`Invitation sent to ${auditorEmail}`)).toBeVisible();

    await acceptFromOutbox(auditor, auditorEmail, title);
    await expect(auditor.getByRole("heading", { name: title })).toBeVisible();
  });

  await test.step("auditor: the population, the draw dialog (table size, preview, draw) and the re-performed draw", async () => {
    await nav.getByRole("link", { name: "Populations" }).click();
    const listed = auditor.getByTestId(`population-${populationId}`);
    await expect(listed).toContainText("New hires 2025");
    await expect(listed).toContainText(String(ROWS));
    await expect(listed).toContainText(populationSha.slice(0, 12));
    await expect(listed).toContainText("Demo");
    await shoot(auditor, "type-ii-auditor-01-populations");
    await listed.getByRole("link", { name: "New hires 2025" }).click();
    await auditor.waitForURL(new RegExp(`/auditor/populations/${populationId}$`));
    await expect(auditor.getByTestId("population-facts")).toContainText(populationSha);
    await expect(auditor.getByRole("cell", { name: "E-1001", exact: true })).toBeVisible();
    await shoot(auditor, "type-ii-auditor-02-population");

    // The table recommends 5 for a weekly control (15 at higher risk); another size needs a reason.
    await auditor.getByRole("button", { name: "Draw a sample…" }).click();
    const dialog = auditor.getByRole("dialog", { name: "Draw a sample" });
    await expect(dialog.getByTestId("recommended-size")).toContainText("Recommended: 5");
    await dialog.getByLabel("Higher risk: use the high end of the range").check();
    await expect(dialog.getByTestId("recommended-size")).toContainText("Recommended: 15");
    await dialog.getByLabel("Higher risk: use the high end of the range").uncheck();
    await expect(dialog.getByLabel("Sample size")).toHaveValue("5");
    await dialog.getByLabel("Sample size").fill("8");
    await expect(dialog.getByLabel("Why another size")).toBeVisible();
    await dialog.getByLabel("Sample size").fill("5");
    await expect(dialog.getByLabel("Why another size")).toHaveCount(0);
    const due = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel("Evidence due (optional)").fill(due);
    await dialog.getByRole("button", { name: "Preview" }).click();
    const preview = dialog.getByTestId("sample-preview");
    await expect(preview.getByRole("row")).toHaveCount(6);
    seed = await dialog.getByLabel("Seed (optional)").inputValue();
    expect(seed).toMatch(/^[0-9a-f]{32}$/);
    const previewedKeys = await preview.locator("tbody td[data-label='Key']").allTextContents();
    await shoot(auditor, "type-ii-auditor-03-draw-preview", { fullPage: false });
    await dialog.getByRole("button", { name: "Draw", exact: true }).click();
    await auditor.waitForURL(/\/auditor\/samples\/[0-9a-f-]{36}$/);
    sampleId = auditor.url().split("/").pop()!;
    await expect(auditor.getByTestId("sample-facts")).toContainText(seed);
    await expect(auditor.getByTestId("sample-facts")).toContainText(populationSha);
    const drawnKeys = await auditor.locator("tbody td[data-label='Key']").allTextContents();
    expect(drawnKeys).toEqual(previewedKeys);

    // Re-perform: the same seed and size give the same items in the same order.
    await auditor.getByRole("button", { name: "Re-perform" }).click();
    await expect(auditor.getByTestId("reperform-result")).toContainText("Same 5 items in the same order.");
    await expect(auditor.getByTestId("reperform-result")).toContainText("The population's SHA-256 is the one recorded at the draw.");
    await shoot(auditor, "type-ii-auditor-04-sample-reperformed");
  });

  await test.step("customer answers the sampled evidence requests: one in the console, the rest through the API", async () => {
    const detail = await api<{ items: SampleItem[] }>("GET", `/api/v1/audits/${auditId}/samples/${sampleId}`);
    items = detail.items;
    expect(items.map((i) => i.position)).toEqual([1, 2, 3, 4, 5]);

    // The console: from the sample's first item to its request on the audit page, answered with a file.
    await page.goto(`${auditUrl}/samples/${sampleId}`);
    const first = requestOf(1);
    await page.getByRole("link", { name: `Evidence request for ${first.item_key}: Open` }).click();
    await page.waitForURL(/#evidence-requests$/);
    const inConsole = page.getByTestId(`request-${first.evidence_request_id}`);
    await inConsole
      .getByTestId(`respond-file-${first.evidence_request_id}`)
      .setInputFiles({ name: `${first.item_key}-onboarding.pdf`, mimeType: "application/pdf", buffer: ANSWER_PDF });
    await inConsole.getByRole("button", { name: "Submit evidence" }).click();
    await expect(inConsole.getByText("Responded", { exact: true })).toBeVisible();
    await expect(inConsole.getByTestId("submission")).toContainText(`${first.item_key}-onboarding.pdf`);
    await expect(inConsole.getByTestId("submission")).toContainText("sha256:");

    // The other four, in bulk through the API, each with a link to the HR system's record.
    for (const item of items.filter((i) => i.position > 1)) {
      await api("POST", `/api/v1/audits/${auditId}/evidence-requests/${item.evidence_request_id}/respond`, { evidence_file_url: answerUrl(item.item_key) });
    }
  });

  await test.step("auditor accepts three at once and returns one with a reason; the customer reads it", async () => {
    await nav.getByRole("link", { name: "Evidence requests" }).click();
    await auditor.waitForURL(/\/auditor\/evidence-requests$/);
    const onPortal = (position: number) => auditor.getByTestId(`request-${requestOf(position).evidence_request_id}`);
    await expect(auditor.getByText("5 awaiting review")).toBeVisible();
    await expect(onPortal(1).getByTestId("submission")).toContainText(`${requestOf(1).item_key}-onboarding.pdf`);
    for (const position of [1, 2, 3]) await onPortal(position).getByLabel("Select CC6.2").check();
    await auditor.getByRole("button", { name: "Accept selected (3)" }).click();
    for (const position of [1, 2, 3]) await expect(onPortal(position).getByText("Accepted", { exact: true })).toBeVisible();
    await expect(auditor.getByText("2 awaiting review")).toBeVisible();

    await onPortal(4).getByRole("button", { name: "Return CC6.2…" }).click();
    const returnForm = onPortal(4).getByRole("form", { name: "Return CC6.2" });
    await returnForm.getByLabel(/Why is it returned/).fill(RETURN_REASON);
    await returnForm.getByRole("button", { name: "Return to the organisation" }).click();
    await expect(onPortal(4).getByText("Returned", { exact: true })).toBeVisible();
    await expect(onPortal(5).getByText("Responded", { exact: true })).toBeVisible();
    await shoot(auditor, "type-ii-auditor-09-requests-reviewed");

    // A fresh load (the console is still on this page, at #evidence-requests: a hash change alone would not reload it).
    await page.goto(auditUrl);
    const returned = page.getByTestId(`request-${requestOf(4).evidence_request_id}`);
    await expect(returned.getByTestId(`return-reason-${requestOf(4).evidence_request_id}`)).toContainText(RETURN_REASON);
    await expect(returned.getByRole("button", { name: "Submit again" })).toBeVisible();
    await expect(page.getByTestId(`request-${requestOf(1).evidence_request_id}`).getByText("Accepted", { exact: true })).toBeVisible();
  });

  await test.step("auditor tests the items: three pass, one exception recorded as a finding", async () => {
    await nav.getByRole("link", { name: "Samples" }).click();
    await auditor.getByTestId(`sample-${sampleId}`).getByRole("link").first().click();
    await auditor.waitForURL(new RegExp(`/auditor/samples/${sampleId}$`));
    for (const position of [1, 2, 3]) {
      await auditor.getByRole("button", { name: `Pass item ${position}`, exact: true }).click();
      await expect(auditor.getByTestId(`sample-item-${position}`)).toContainText("Passed");
    }
    await auditor.getByRole("button", { name: "Exception for item 4", exact: true }).click();
    const exception = auditor.getByRole("form", { name: "Exception for item 4" });
    await exception.getByLabel(/What is wrong with/).fill(EXCEPTION_NOTES);
    await exception.getByLabel("Finding severity").selectOption("major");
    await exception.getByRole("button", { name: "Record exception" }).click();
    await expect(auditor.getByTestId("sample-item-4")).toContainText("Exception");
    await expect(auditor.getByTestId("sample-finding")).toContainText("Exceptions in the sample");
    await expect(auditor.getByText("3 passed")).toBeVisible();
    await expect(auditor.getByText("1 exception", { exact: true })).toBeVisible();
    await expect(auditor.getByTestId("sample-item-1")).toContainText("Accepted");
    await expect(auditor.getByTestId("sample-item-5")).toContainText("Responded");
    await shoot(auditor, "type-ii-auditor-05-sample-tested");

    // The finding the exception rolled into.
    await auditor.getByTestId("sample-finding").getByRole("link").click();
    await auditor.waitForURL(/\/auditor\/findings#finding-/);
    await expect(auditor.getByTestId("auditor-findings")).toContainText("Exceptions in the sample");
    await expect(auditor.getByTestId("auditor-findings")).toContainText("CC6.2");

    // The answers were given today, after the FY2025 period: hidden by default, shown with their badge on request.
    await nav.getByRole("link", { name: "Controls" }).click();
    const cc62 = auditor.getByTestId("control-row-CC6.2");
    await cc62.getByRole("button", { name: /\d+ items?/ }).click();
    const panel = auditor.getByTestId("evidence-panel-CC6.2");
    const answerLink = auditor.locator(`a[href="${answerUrl(requestOf(5).item_key)}"]`);
    await expect(panel.getByText("Loading…")).toHaveCount(0);
    await expect(panel.locator(answerLink)).toHaveCount(0);
    await panel.getByLabel("Show evidence outside the period").check();
    const answered = panel.getByRole("listitem").filter({ has: answerLink });
    await expect(answered).toContainText("Outside the period");
    await expect(answered).toContainText("Evidence of ");
    await shootAround(auditor, panel.getByLabel("Show evidence outside the period"), "type-ii-auditor-06-evidence-out-of-period");

    await nav.getByRole("link", { name: "Samples" }).click();
    const row = auditor.getByTestId(`sample-${sampleId}`);
    await expect(row.locator("td[data-label='Passed']")).toHaveText("3");
    await expect(row.locator("td[data-label='Exceptions']")).toHaveText("1");
    await expect(row.locator("td[data-label='Pending']")).toHaveText("1");
    await shoot(auditor, "type-ii-auditor-07-samples");

    // The organisation reads the sample: its seed and results, each item linked to its evidence request.
    await page.goto(`${auditUrl}/samples`);
    const sampleRow = page.getByTestId("sample-row");
    await expect(sampleRow).toHaveCount(1);
    await expect(sampleRow).toContainText(seed);
    await expect(sampleRow).toContainText("3 passed");
    await expect(sampleRow).toContainText("1 exception");
    await shoot(page, "type-ii-08-samples");
    await sampleRow.getByRole("link", { name: "New hires 2025" }).click();
    await page.waitForURL(/\/samples\/[0-9a-f-]{36}$/);
    const sampled = page.getByTestId("sample-item");
    await expect(sampled.first()).toContainText("Passed");
    await expect(sampled.nth(3)).toContainText(EXCEPTION_NOTES);
    await shoot(page, "type-ii-09-sample");

    // Once a sample is drawn the population stays.
    await page.goto(`${auditUrl}/populations/${populationId}`);
    await expect(page.getByRole("heading", { name: "New hires 2025" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Delete population" })).toHaveCount(0);
  });

  await test.step("auditor completes the audit, giving a reason for the controls not tested", async () => {
    await nav.getByRole("link", { name: "Overview" }).click();
    await auditor.waitForURL(/\/auditor$/);
    await auditor.getByRole("button", { name: "Complete audit…" }).click();
    const dialog = auditor.getByRole("dialog", { name: "Complete this audit?" });
    // Every in-scope control is still pending (43: Privacy is out of scope), and the exception's finding is open.
    await expect(dialog.getByText("43 controls are still pending")).toBeVisible();
    await expect(dialog.getByTestId("not-tested-list").getByRole("listitem")).toHaveCount(43);
    await expect(dialog.getByTestId("not-tested-list")).not.toContainText("P1.1");
    await dialog.getByLabel("Reason for every control left blank below").fill(NOT_TESTED_REASON);
    await expect(dialog.getByText("1 finding is not resolved or accepted")).toBeVisible();
    await dialog.getByLabel("Report these findings as unresolved in the final report").check();
    await shoot(auditor, "type-ii-auditor-10-complete", { fullPage: false });
    await dialog.getByRole("button", { name: "Yes, complete the audit" }).click();
    await expect(auditor.getByText("This audit is complete. You can still read everything, but nothing can change.")).toBeVisible();
    await expect(auditor.getByRole("button", { name: "Complete audit…" })).toHaveCount(0);
    await shoot(auditor, "type-ii-auditor-08-overview");

    await page.goto(auditUrl);
    await expect(page.getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByText(/^· Completed /)).toBeVisible();
    await expect(page.getByTestId(`request-${requestOf(4).evidence_request_id}`).getByRole("form", { name: "Respond to evidence request" })).toHaveCount(0);
  });

  await test.step("the package: downloaded, unzipped, every file checked against manifest.json and SHA256SUMS", async () => {
    const packageLink = auditor.getByRole("link", { name: "Download audit package (ZIP)" });
    await expect(packageLink).toHaveAttribute("href", `/api/v1/audits/${auditId}/package`);
    await expect(page.getByRole("link", { name: "Download audit package" })).toHaveAttribute("href", `/api/v1/audits/${auditId}/package`);
    const response = await page.request.get(`/api/v1/audits/${auditId}/package`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/zip/);
    const bytes = await response.body();
    expect(bytes.subarray(0, 2).toString("latin1")).toBe("PK");
    const files = await unzip(bytes);

    const manifest = JSON.parse(files.get("manifest.json")!.toString("utf8")) as {
      format: string;
      audit: { id: string; type: string; status: string; period_start: string; period_end: string; completed_at: string | null };
      files: ManifestFile[];
      missing_evidence: unknown[];
    };
    expect(manifest.format).toBe("compliance-platform-audit-package/1");
    expect(manifest.audit).toMatchObject({ id: auditId, type: "type_ii", status: "complete", period_start: "2025-01-01", period_end: "2025-12-31" });
    expect(manifest.audit.completed_at).not.toBeNull();
    expect(manifest.missing_evidence).toEqual([]);

    // Every file the manifest lists is in the archive with its size and SHA-256; nothing else is, but the manifest and the sums.
    for (const entry of manifest.files) {
      const content = files.get(entry.path);
      expect(content, `${entry.path} is in the archive`).toBeDefined();
      expect(content!.length, `${entry.path} size`).toBe(entry.size);
      expect(sha256(content!), `${entry.path} SHA-256`).toBe(entry.sha256);
    }
    const listed = manifest.files.map((f) => f.path);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...files.keys()].sort()).toEqual([...listed, "manifest.json", "SHA256SUMS"].sort());
    for (const expected of [
      "README.txt",
      "report/audit-report.md",
      "report/audit-report.pdf",
      "control-matrix.csv",
      "findings.csv",
      "evidence-requests.csv",
      "evidence-index.csv",
      "populations.csv",
      "samples.csv",
      "activity-log.csv",
    ]) {
      expect(listed).toContain(expected);
    }

    // SHA256SUMS (what `sha256sum -c` reads) covers the same files and the manifest, each with its real hash.
    const sums = new Map(
      files
        .get("SHA256SUMS")!
        .toString("utf8")
        .trimEnd()
        .split("\n")
        .map((line) => {
          const match = /^([0-9a-f]{64}) {2}(.+)$/.exec(line);
          expect(match, `SHA256SUMS line: ${line}`).not.toBeNull();
          return [match![2], match![1]] as const;
        }),
    );
    expect([...sums.keys()].sort()).toEqual([...listed, "manifest.json"].sort());
    for (const [file, hash] of sums) expect(sha256(files.get(file)!), `SHA256SUMS ${file}`).toBe(hash);

    // The answer given in the console is there as submitted, with who, when and for which control.
    const answer = manifest.files.find((f) => f.kind === "evidence" && f.path.endsWith(`/${requestOf(1).item_key}-onboarding.pdf`));
    expect(answer, "the console's answer is in the package").toBeDefined();
    expect(files.get(answer!.path)!.equals(ANSWER_PDF)).toBe(true);
    expect(answer!.controls).toContain("CC6.2");
    expect(answer!.submitted_by).toBeTruthy();
    expect(Date.parse(answer!.submitted_at!)).not.toBeNaN();

    // The draw can be re-performed from the package: the seed is in samples.csv, the population's hash in populations.csv.
    expect(files.get("samples.csv")!.toString("utf8")).toContain(seed);
    expect(files.get("populations.csv")!.toString("utf8")).toContain(populationSha);
    expect(files.get("findings.csv")!.toString("utf8")).toContain("Exceptions in the sample");
  });

  await auditorContext.close();
});

import { expect, test } from "@playwright/test";
import { DEMO, shoot, uniqueEmail, customerApi, followEmailLink } from "./helpers";

/**
 * The auditor's side of a Type II audit (docs/sampling.md): the organisation (the demo account, through the API)
 * opens an audit with a period, pushes a 500-row population and invites the auditor; the auditor opens the
 * population, previews and draws a sample, re-performs it, tests three items (one exception opens a finding),
 * sees the organisation's answer to a sampled request (dated outside the period) and downloads the audit package.
 */

const PERIOD = { period_start: "2025-01-01", period_end: "2025-12-31" };
const POPULATION_SIZE = 500;
const ANSWER_URL = "https://tickets.example.com/CHG-review-export.pdf";
const DEPARTMENTS = ["Platform", "Payments", "Data", "Mobile", "Identity"];

/** One change per row across 2025 (every day of the period), owned by a handful of engineers. */
function changeRows() {
  const start = Date.UTC(2025, 0, 1);
  return Array.from({ length: POPULATION_SIZE }, (_, i) => ({
    key: `CHG-${String(i + 1).padStart(4, "0")}`,
    occurred_at: new Date(start + Math.floor((i * 365) / POPULATION_SIZE) * 86_400_000).toISOString().slice(0, 10),
    owner_email: i % 3 === 0 ? DEMO.email : `engineer${i % 5}@example.com`,
    data: { department: DEPARTMENTS[i % DEPARTMENTS.length], ticket: `JIRA-${4100 + i}` },
  }));
}

test("Type II auditor: population, preview, draw, re-perform, test items, evidence in period, package", async ({ browser, request }) => {
  const title = `SOC 2 Type II e2e ${Date.now()}`;
  const auditorEmail = uniqueEmail("type2-auditor");
  const api = await customerApi(request);

  // The organisation, through the API: the audit with its period, started; the population; the invitation.
  const audit = await api<{ id: string }>("POST", "/api/v1/audits", { framework_id: "soc2", type: "type_ii", title, ...PERIOD });
  await api("PUT", `/api/v1/audits/${audit.id}`, { status: "in_progress" });
  const population = await api<{ id: string; row_count: number; sha256: string }>("POST", `/api/v1/audits/${audit.id}/populations`, {
    control_id: "CC8.1",
    name: "Production changes 2025",
    kind: "changes",
    frequency: "daily",
    source: "api",
    rows: changeRows(),
  });
  expect(population.row_count).toBe(POPULATION_SIZE);
  await api("POST", `/api/v1/audits/${audit.id}/populations/${population.id}/completeness`, {
    statement: "Every change deployed to production in 2025, exported from the deployment pipeline on 5 January 2026.",
  });
  await api("POST", `/api/v1/audits/${audit.id}/invite-auditor`, { email: auditorEmail, name: "Grace Auditor", firm: "Hopper Assurance LLP" });

  // The auditor accepts the magic link from the outbox, in a browser of their own.
  const baseURL = test.info().project.use.baseURL!;
  const context = await browser.newContext({ baseURL });
  const auditor = await context.newPage();
  await followEmailLink(auditor, auditorEmail, new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  await auditor.waitForURL(/\/auditor\/accept\?token=/);
  await auditor.getByRole("button", { name: /Accept invitation/ }).click();
  await auditor.waitForURL(/\/auditor$/);
  await expect(auditor.getByRole("heading", { name: title })).toBeVisible();

  // The population: its facts, completeness and rows.
  const nav = auditor.getByRole("navigation", { name: "Auditor portal" });
  await nav.getByRole("link", { name: "Populations" }).click();
  const listed = auditor.getByTestId(`population-${population.id}`);
  await expect(listed).toContainText("Production changes 2025");
  await expect(listed).toContainText("500");
  await expect(listed).toContainText(population.sha256.slice(0, 12));
  await expect(listed).toContainText("Demo");
  await shoot(auditor, "type-ii-auditor-01-populations");
  await listed.getByRole("link", { name: "Production changes 2025" }).click();
  await auditor.waitForURL(new RegExp(`/auditor/populations/${population.id}$`));
  await expect(auditor.getByTestId("population-facts")).toContainText(population.sha256);
  await expect(auditor.getByRole("cell", { name: "CHG-0001", exact: true })).toBeVisible();
  await shoot(auditor, "type-ii-auditor-02-population");

  // Draw: the table recommends 20 for a daily control (40 at higher risk); preview, then record.
  await auditor.getByRole("button", { name: "Draw a sample…" }).click();
  const dialog = auditor.getByRole("dialog", { name: "Draw a sample" });
  await expect(dialog.getByTestId("recommended-size")).toContainText("Recommended: 20");
  await dialog.getByLabel("Higher risk: use the high end of the range").check();
  await expect(dialog.getByTestId("recommended-size")).toContainText("Recommended: 40");
  await dialog.getByLabel("Higher risk: use the high end of the range").uncheck();
  await expect(dialog.getByLabel("Sample size")).toHaveValue("20");
  await dialog.getByLabel("Sample size").fill("25");
  await expect(dialog.getByLabel("Why another size")).toBeVisible();
  await dialog.getByLabel("Sample size").fill("20");
  await expect(dialog.getByLabel("Why another size")).toHaveCount(0);
  await dialog.getByLabel("Evidence due (optional)").fill("2026-12-18");
  await dialog.getByRole("button", { name: "Preview" }).click();
  const preview = dialog.getByTestId("sample-preview");
  await expect(preview.getByRole("row")).toHaveCount(21);
  const seed = await dialog.getByLabel("Seed (optional)").inputValue();
  expect(seed).toMatch(/^[0-9a-f]{32}$/);
  const previewedKeys = await preview.locator("tbody td[data-label='Key']").allTextContents();
  await shoot(auditor, "type-ii-auditor-03-draw-preview", { fullPage: false });
  await dialog.getByRole("button", { name: "Draw", exact: true }).click();
  await auditor.waitForURL(/\/auditor\/samples\/[0-9a-f-]{36}$/);
  const sampleId = auditor.url().split("/").pop()!;
  await expect(auditor.getByTestId("sample-facts")).toContainText(seed);
  await expect(auditor.getByTestId("sample-facts")).toContainText(population.sha256);
  const drawnKeys = await auditor.locator("tbody td[data-label='Key']").allTextContents();
  expect(drawnKeys).toEqual(previewedKeys);

  // Re-perform: the same seed and size give the same items in the same order.
  await auditor.getByRole("button", { name: "Re-perform" }).click();
  await expect(auditor.getByTestId("reperform-result")).toContainText("Same 20 items in the same order.");
  await shoot(auditor, "type-ii-auditor-04-sample-reperformed");

  // Test: two items pass, the third is an exception, which opens a finding.
  await auditor.getByRole("button", { name: "Pass item 1", exact: true }).click();
  await expect(auditor.getByTestId("sample-item-1")).toContainText("Passed");
  await auditor.getByRole("button", { name: "Pass item 2", exact: true }).click();
  await expect(auditor.getByTestId("sample-item-2")).toContainText("Passed");
  await auditor.getByRole("button", { name: "Exception for item 3", exact: true }).click();
  const exception = auditor.getByRole("form", { name: "Exception for item 3" });
  await exception.getByLabel(/What is wrong with/).fill("Deployed without a second approver; the change ticket was approved two days after release.");
  await exception.getByLabel("Finding severity").selectOption("major");
  await exception.getByRole("button", { name: "Record exception" }).click();
  await expect(auditor.getByTestId("sample-item-3")).toContainText("Exception");
  await expect(auditor.getByTestId("sample-finding")).toContainText("Exceptions in the sample");
  await expect(auditor.getByText("2 passed")).toBeVisible();
  await expect(auditor.getByText("1 exception", { exact: true })).toBeVisible();

  // The organisation answers item 4's evidence request with a URL; the auditor sees it responded.
  const detail = await api<{ items: { position: number; evidence_request_id: string }[] }>("GET", `/api/v1/audits/${audit.id}/samples/${sampleId}`);
  const request4 = detail.items.find((i) => i.position === 4)!.evidence_request_id;
  await api("POST", `/api/v1/audits/${audit.id}/evidence-requests/${request4}/respond`, { evidence_file_url: ANSWER_URL });
  await auditor.reload();
  await expect(auditor.getByTestId("sample-item-4")).toContainText("Responded");
  await shoot(auditor, "type-ii-auditor-05-sample-tested");

  // The finding the exception rolled into.
  await auditor.getByTestId("sample-finding").getByRole("link").click();
  await auditor.waitForURL(/\/auditor\/findings#finding-/);
  await expect(auditor.getByTestId("auditor-findings")).toContainText("Exceptions in the sample");

  // The answer was added today, after the 2025 period: hidden by default, shown with its badge on request.
  await nav.getByRole("link", { name: "Controls" }).click();
  const cc81 = auditor.getByTestId("control-row-CC8.1");
  await cc81.getByRole("button", { name: /\d+ items?/ }).click();
  const panel = auditor.getByTestId("evidence-panel-CC8.1");
  const answerLink = auditor.locator(`a[href="${ANSWER_URL}"]`);
  await expect(panel.getByText("Loading…")).toHaveCount(0);
  await expect(panel.locator(answerLink)).toHaveCount(0);
  await panel.getByLabel("Show evidence outside the period").check();
  const answered = panel.getByRole("listitem").filter({ has: answerLink });
  await expect(answered).toContainText("Outside the period");
  await expect(answered).toContainText("Evidence of ");
  await shoot(auditor, "type-ii-auditor-06-evidence-out-of-period");

  // The samples list, then the package from the overview.
  await nav.getByRole("link", { name: "Samples" }).click();
  const row = auditor.getByTestId(`sample-${sampleId}`);
  await expect(row.locator("td[data-label='Passed']")).toHaveText("2");
  await expect(row.locator("td[data-label='Exceptions']")).toHaveText("1");
  await expect(row.locator("td[data-label='Pending']")).toHaveText("17");
  await shoot(auditor, "type-ii-auditor-07-samples");
  await nav.getByRole("link", { name: "Overview" }).click();
  const packageLink = auditor.getByRole("link", { name: "Download audit package (ZIP)" });
  const href = (await packageLink.getAttribute("href"))!;
  expect(href).toBe(`/api/v1/audits/${audit.id}/package`);
  const zip = await auditor.request.get(href);
  expect(zip.status()).toBe(200);
  expect(zip.headers()["content-type"]).toMatch(/zip/);
  expect((await zip.body()).subarray(0, 2).toString()).toBe("PK");
  await shoot(auditor, "type-ii-auditor-08-overview");
  await context.close();
});

import { createHash } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { shoot, signUp } from "./helpers";

/**
 * The compliance manager's journey on a self-hosted install without Stripe (the second web server
 * in playwright.config.ts): sign up, find billing off and every feature on, create and scope an
 * audit, record evidence with the control picker and fix it, upload a file and replace it (the old
 * one stays as a version), generate a policy, edit it into a second version, regenerate it, archive and
 * restore it, then run a monitoring check and read the same score on the dashboard and in monitoring,
 * and the same control outcome on the audit. Screenshots of the key pages at 1440 and 390 px go to
 * e2e/artifacts/screenshots.
 */
test.use({ baseURL: process.env.E2E_STRIPELESS_URL });

/** A small PDF, as a person would pick from disk. */
const pdfFile = (name: string, note: string) => ({ name, mimeType: "application/pdf", buffer: Buffer.from(`%PDF-1.7\n% ${note}\n%%EOF\n`) });
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** The monitoring check's word for a control's outcome, and the audit page's word for the same readiness. */
const READINESS_OF_OUTCOME: Record<string, string> = { Passed: "Met", "Partly met": "Partly met", Failed: "Missing", "Not applicable": "Not applicable" };

/** The evidence table's row for one item. */
const evidenceRow = (page: Page, title: string) => page.getByRole("table", { name: "Evidence items" }).getByRole("row").filter({ hasText: title });

test("compliance manager on a Stripe-less install: audit, evidence, policy versions, one score", async ({ page }) => {
  // The whole journey in one test, on a fresh install: longer than the default budget.
  test.setTimeout(240_000);
  await signUp(page, { name: "Morgan Manager", company: "Lumen Labs" });
  await expect(page.getByRole("heading", { name: "Welcome, Morgan Manager" })).toBeVisible();
  await expect(page.getByText("No framework is monitored yet")).toBeVisible();
  await shoot(page, "manager-01-dashboard-new");

  // No Stripe: nothing to buy, the account works on Enterprise.
  await page.goto("/billing");
  const disabled = page.getByTestId("billing-disabled");
  await expect(disabled).toContainText("Billing is disabled on this server; every feature is available.");
  await expect(disabled).toContainText("Enterprise plan");
  await expect(page.getByRole("button", { name: /Upgrade|Subscribe|Choose/ })).toHaveCount(0);
  await shoot(page, "manager-02-billing-disabled");

  // An audit (an Enterprise feature) with its scope: framework, type, what is in and out, target date.
  await page.goto("/audits");
  await page.getByRole("link", { name: "New audit" }).click();
  await page.getByLabel("Title").fill("SOC 2 Type II FY2027");
  await page.getByLabel("Framework").selectOption("soc2");
  await page.getByLabel(/Type II/).check();
  await page.getByLabel(/Description/).fill("In scope: the production analytics platform and its AWS account. Out of scope: the marketing site.");
  await page.getByLabel(/Target completion/).fill("2027-06-30");
  await page.getByLabel("Period start").fill("2027-01-01");
  await page.getByLabel("Period end").fill("2027-03-31");
  await page.getByRole("button", { name: "Create audit" }).click();
  await page.waitForURL(/\/audits\/[0-9a-f-]{36}$/);
  const auditUrl = page.url();
  await expect(page.getByRole("heading", { name: "SOC 2 Type II FY2027" })).toBeVisible();
  await expect(page.getByText("In scope: the production analytics platform")).toBeVisible();
  await expect(page.getByTestId("progress-pending")).toHaveText("61");
  await page.getByRole("button", { name: "Move to In progress" }).click();
  await expect(page.getByRole("button", { name: "Move to In progress" })).toHaveCount(0);
  await expect(page.getByText("In progress").first()).toBeVisible();
  await shoot(page, "manager-03-audit");

  // Evidence through the control picker: framework by name, control by id or title.
  await page.goto("/evidence");
  await expect(page.getByText("No evidence yet")).toBeVisible();
  const addForm = page.locator("form").filter({ has: page.getByRole("button", { name: "Add evidence" }) });
  await addForm.getByLabel("Title").fill("Quarterly access review Q3");
  await addForm.getByLabel("URL").fill("https://drive.example.com/access-review-q3");
  await addForm.getByLabel("Framework").selectOption("soc2");
  // The wrong control on purpose (CC6.2 instead of CC6.1), fixed below.
  await addForm.getByLabel("Find a control").fill("CC6.2");
  await addForm.getByLabel("Find a control").press("Enter");
  await expect(addForm.getByRole("list", { name: /Chosen controls/ })).toContainText("CC6.2");
  await addForm.getByRole("button", { name: "Add evidence" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Evidence recorded." })).toBeVisible();
  await expect(evidenceRow(page, "Quarterly access review Q3")).toContainText("CC6.2");

  await addForm.getByLabel("Title").fill("Old firewall screenshot");
  await addForm.getByLabel("URL").fill("https://drive.example.com/firewall-2019.png");
  await addForm.getByLabel("Framework").selectOption("soc2");
  await addForm.getByLabel("Find a control").fill("CC6.6");
  await addForm.getByLabel("Find a control").press("Enter");
  await addForm.getByRole("button", { name: "Add evidence" }).click();
  await expect(evidenceRow(page, "Old firewall screenshot")).toBeVisible();
  await shoot(page, "manager-04-evidence");

  // Fix the wrong control: swap CC6.2 for CC6.1 in the editor of that row.
  const row = evidenceRow(page, "Quarterly access review Q3");
  await row.getByRole("button", { name: "Edit" }).click();
  const editForm = page.getByRole("form", { name: "Edit Quarterly access review Q3" });
  await editForm.getByRole("button", { name: /^Remove .*CC6\.2$/ }).click();
  await editForm.getByLabel("Framework").selectOption("soc2");
  await editForm.getByLabel("Find a control").fill("CC6.1");
  await editForm.getByLabel("Find a control").press("Enter");
  await expect(editForm.getByRole("list", { name: /Chosen controls/ })).toContainText("CC6.1");
  await shoot(page, "manager-05-evidence-edit");
  await editForm.getByRole("button", { name: "Save" }).click();
  await expect(editForm).toHaveCount(0);
  await expect(row).toContainText("CC6.1");
  await expect(row).not.toContainText("CC6.2");

  // Delete the stale one (the browser asks first).
  page.once("dialog", (dialog) => void dialog.accept());
  await evidenceRow(page, "Old firewall screenshot").getByRole("button", { name: "Delete" }).click();
  await expect(evidenceRow(page, "Old firewall screenshot")).toHaveCount(0);
  await expect(evidenceRow(page, "Quarterly access review Q3")).toHaveCount(1);

  // A file as evidence, then a corrected copy of it: the first stays as version 1, listed with its hash and uploader.
  const signedV1 = pdfFile("security-policy-signed.pdf", "signed by the CEO, page 3 missing");
  const signedV2 = pdfFile("security-policy-signed-v2.pdf", "signed by the CEO, all pages");
  await addForm.getByLabel("a file").check();
  await addForm.getByLabel("Title").fill("Signed information security policy");
  await addForm.getByLabel("File", { exact: true }).setInputFiles(signedV1);
  await addForm.getByLabel("Framework").selectOption("soc2");
  await addForm.getByLabel("Find a control").fill("CC5.3");
  await addForm.getByLabel("Find a control").press("Enter");
  await addForm.getByRole("button", { name: "Add evidence" }).click();
  const fileRow = evidenceRow(page, "Signed information security policy");
  await expect(fileRow).toContainText("CC5.3");
  await fileRow.getByRole("button", { name: "Replace file" }).click();
  const replaceForm = page.getByRole("form", { name: "Replace the file of Signed information security policy" });
  await replaceForm.getByLabel(/New file/).setInputFiles(signedV2);
  await replaceForm.getByRole("button", { name: "Replace" }).click();
  const fileVersions = page.getByRole("region", { name: "File versions of Signed information security policy" });
  const versionItems = fileVersions.getByTestId("evidence-version");
  await expect(versionItems).toHaveCount(2);
  await expect(versionItems.nth(0)).toContainText("Version 2");
  await expect(versionItems.nth(0)).toContainText("current");
  await expect(versionItems.nth(0)).toContainText("security-policy-signed-v2.pdf");
  await expect(versionItems.nth(0)).toContainText(sha256(signedV2.buffer));
  await expect(versionItems.nth(0)).toContainText("Morgan Manager");
  await expect(versionItems.nth(1)).toContainText("Version 1");
  await expect(versionItems.nth(1)).toContainText(sha256(signedV1.buffer));
  await shoot(page, "manager-05b-evidence-versions");
  // The older version still downloads, byte for byte.
  const older = await page.request.get((await fileVersions.getByRole("link", { name: "security-policy-signed.pdf" }).getAttribute("href"))!);
  expect(older.status()).toBe(200);
  expect(sha256(await older.body())).toBe(sha256(signedV1.buffer));

  // The list filters by control: choosing SOC 2 reloads with the controls its evidence names, CC6.1 keeps the review only;
  // the file name finds the policy; Clear shows everything again.
  const filters = page.getByRole("search", { name: "Search and filter evidence" });
  await filters.getByLabel("Framework").selectOption("soc2");
  await page.waitForURL(/framework=soc2/);
  await filters.getByLabel("Control").selectOption("CC6.1");
  await filters.getByRole("button", { name: "Search" }).click();
  await page.waitForURL(/control=CC6\.1/);
  await expect(evidenceRow(page, "Quarterly access review Q3")).toHaveCount(1);
  await expect(evidenceRow(page, "Signed information security policy")).toHaveCount(0);
  await filters.getByRole("link", { name: "Clear" }).click();
  await page.waitForURL(/\/evidence$/);
  await filters.getByLabel("Search", { exact: true }).fill("policy-signed-v2");
  await filters.getByLabel("Search", { exact: true }).press("Enter");
  await page.waitForURL(/q=policy-signed-v2/);
  await expect(evidenceRow(page, "Signed information security policy")).toHaveCount(1);
  await expect(evidenceRow(page, "Quarterly access review Q3")).toHaveCount(0);
  await shoot(page, "manager-05c-evidence-filtered");

  // A policy from its template (the company name comes from the account), edited into version 2.
  await page.goto("/documents/templates/access-control-policy");
  await expect(page.getByLabel("Company name")).toHaveValue("Lumen Labs");
  await page.getByRole("button", { name: "Fill other empty answers with examples" }).click();
  await page.getByRole("button", { name: "Generate document" }).click();
  await page.waitForURL(/\/documents\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: /Lumen Labs Access Control Policy/ })).toBeVisible();
  await expect(page.getByText("Version 1", { exact: true })).toBeVisible();

  await page.getByRole("tab", { name: "Edit" }).click();
  const markdown = page.getByLabel("Markdown");
  const added = "Access to production is reviewed every quarter by the security lead.";
  await markdown.fill(`${await markdown.inputValue()}\n\n## Quarterly review\n\n${added}\n`);
  await page.getByLabel(/Note for the history/).fill("Add the quarterly access review");
  await expect(page.getByLabel("Preview of the edited document")).toContainText(added);
  await shoot(page, "manager-06-policy-editor");
  await page.getByRole("button", { name: "Save as version 2" }).click();
  await expect(page.getByText("Version 2", { exact: true })).toBeVisible();
  await expect(page.getByRole("article")).toContainText(added);

  await page.getByRole("tab", { name: "History" }).click();
  const versions = page.getByRole("table", { name: "Versions" });
  await expect(versions.getByRole("row")).toHaveCount(3);
  await expect(versions).toContainText("Add the quarterly access review");
  const diff = page.getByRole("region", { name: "Changes from version 1 to version 2" });
  await expect(diff).toContainText(added);
  await expect(diff.getByRole("heading")).toHaveText(/^Version 1 → version 2: \+\d+/);
  await shoot(page, "manager-07-policy-history");

  // Regenerate from the template: the template's text again, as version 3; the edit stays in version 2.
  await page.getByRole("button", { name: "Regenerate from template" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Regenerated as version 3." })).toBeVisible();
  await expect(page.getByText("Version 3", { exact: true })).toBeVisible();
  await expect(versions.getByRole("row")).toHaveCount(4);
  await page.getByRole("tab", { name: "Document" }).click();
  await expect(page.getByRole("article")).not.toContainText(added);

  // Archive it: gone from the documents, listed among the archived ones, read-only until restored.
  const policyUrl = page.url();
  await page.getByRole("button", { name: "Archive", exact: true }).click();
  await expect(page.getByText("archived", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Regenerate from template" })).toHaveCount(0);
  await page.goto("/documents");
  await expect(page.getByRole("link", { name: /Lumen Labs Access Control Policy/ })).toHaveCount(0);
  await page.goto("/documents?status=archived");
  const archivedRow = page.getByRole("table", { name: "Generated documents" }).getByRole("row").filter({ hasText: "Lumen Labs Access Control Policy" });
  // The template and frameworks by name, never by id.
  await expect(archivedRow).toContainText("Access Control Policy");
  await expect(archivedRow).toContainText("SOC 2");
  await expect(archivedRow).not.toContainText("access-control-policy");
  await shoot(page, "manager-07b-documents-archived");
  await archivedRow.getByRole("link").click();
  await page.waitForURL(policyUrl);
  await page.getByRole("button", { name: "Restore", exact: true }).click();
  await expect(page.getByText("active", { exact: true })).toBeVisible();

  // Monitoring: one check, and the same score on the monitoring pages and the dashboard.
  await page.goto("/monitoring");
  await page.getByLabel("Framework").selectOption("soc2");
  await page.getByLabel("Company name").fill("Lumen Labs");
  for (const box of await page
    .getByRole("group", { name: /Security and privacy practices/ })
    .getByRole("checkbox")
    .all())
    await box.check();
  await page.getByRole("button", { name: "Create schedule" }).click();
  await expect(page.getByTestId("schedule-row")).toHaveCount(1);
  await page.getByRole("button", { name: /Run .* check now/ }).click();
  const outcome = page.getByRole("status").filter({ hasText: /^Score \d+(\.\d+)? · (passed|failed)$/ });
  await expect(outcome).toBeVisible();
  const score = (await outcome.textContent())!.match(/^Score (\S+)/)![1];
  // Every practice attested scores 50 on its own (partly met); the access-review evidence adds to it.
  expect(Number(score)).toBeGreaterThanOrEqual(50);
  await shoot(page, "manager-08-monitoring");

  await outcome.click();
  await page.waitForURL(/\/monitoring\/results\/[0-9a-f-]+$/);
  await expect(page.getByTestId("result-score")).toHaveText(score);
  // The check's outcome for CC6.1 (the fixed access review) and CC5.3 (the replaced file), read again on the audit below.
  const outcomeOf = async (controlId: string) =>
    (await page
      .getByTestId("control-row")
      .filter({ has: page.getByText(controlId, { exact: true }) })
      .getByRole("cell")
      .nth(1)
      .locator("span")
      .first()
      .textContent())!.trim();
  const checked = { "CC6.1": await outcomeOf("CC6.1"), "CC5.3": await outcomeOf("CC5.3") };
  await page.goto("/monitoring/results");
  await expect(page.getByRole("img", { name: new RegExp(`score over time, latest ${score.replace(".", "\\.")} of 100`) })).toBeVisible();

  await page.goto("/dashboard");
  const readiness = page.getByRole("region", { name: "Readiness" });
  await expect(readiness).toContainText(`${score} / 100`);
  await shoot(page, "manager-09-dashboard-readiness");

  // The audit shows no score of its own: each control carries the readiness the same check found.
  await page.goto(auditUrl);
  for (const [controlId, outcomeText] of Object.entries(checked)) {
    const row = page.getByRole("row").filter({ has: page.getByText(controlId, { exact: true }) });
    await expect(row.getByTestId("control-readiness")).toHaveText(`Readiness: ${READINESS_OF_OUTCOME[outcomeText]}`);
  }
});

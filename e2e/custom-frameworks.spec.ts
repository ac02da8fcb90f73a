import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { DEMO, signIn, snap } from "./helpers";

test("build a framework, reorder, publish, see the lock, clone it and export it", async ({ page }) => {
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto("/frameworks");
  await expect(page.getByRole("heading", { name: "Custom frameworks" })).toBeVisible();
  await expect(page.getByRole("cell", { name: /SOC 2/ })).toBeVisible();

  const name = `E2E framework ${Date.now()}`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Version").fill("1.0");
  await page.getByRole("button", { name: "Create framework" }).click();
  await page.waitForURL(/\/frameworks\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();

  const addCard = page.locator("section", { has: page.getByRole("heading", { name: "Add a control" }) });
  async function addControl(label: string, title: string) {
    await addCard.getByLabel("Control ID", { exact: true }).fill(label);
    await addCard.getByLabel("Title", { exact: true }).fill(title);
    await addCard.getByRole("button", { name: "Add control" }).click();
    await expect(page.locator(`[data-testid="control-row"][data-label="${label}"]`)).toBeVisible();
  }
  await addControl("AC-1", "Access rights are reviewed quarterly");
  await addControl("EN-1", "Data at rest is encrypted");

  // mapping suggestions with their confidence, then accept the best one
  await addCard.getByLabel("Control ID", { exact: true }).fill("MW-1");
  await addCard.getByLabel("Title", { exact: true }).fill("Anti-malware protection on all endpoints");
  await addCard.getByLabel("Suggest from").selectOption("iso27001");
  await addCard.getByRole("button", { name: "Suggest mappings" }).click();
  const suggestions = addCard.getByTestId("mapping-suggestions");
  await expect(suggestions).toContainText("Protection against malware");
  await expect(suggestions.getByText(/^\d+%$/).first()).toBeVisible();
  await snap(page, "custom-frameworks-01-suggestions");
  await suggestions.locator("li", { hasText: "Protection against malware" }).getByRole("button", { name: "Accept" }).click();
  // rejecting a suggestion records it for the account's later suggestions and hides it here
  const items = suggestions.locator("li");
  const listed = await items.count();
  await items.filter({ hasNotText: "Protection against malware" }).first().getByRole("button", { name: "Reject" }).click();
  await expect(items).toHaveCount(listed - 1);
  await expect(addCard.getByRole("list", { name: "Current mappings" })).toContainText("ISO/IEC 27001:2022 · A.8.7");
  await addCard.getByRole("button", { name: "Add control" }).click();
  const rows = page.getByTestId("control-row");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(2)).toContainText("ISO/IEC 27001:2022 · A.8.7");

  // reorder: drag MW-1 onto the first row, then move AC-1 up with the keyboard alternative
  await rows.nth(2).dragTo(rows.nth(0));
  await expect(rows.nth(0)).toHaveAttribute("data-label", "MW-1");
  await expect(page.getByRole("button", { name: "Move AC-1 up" })).toBeEnabled();
  await page.getByRole("button", { name: "Move AC-1 up" }).focus();
  await page.keyboard.press("Enter");
  await expect(rows.nth(0)).toHaveAttribute("data-label", "AC-1");
  await page.reload();
  await expect(page.getByTestId("control-row").nth(0)).toHaveAttribute("data-label", "AC-1");
  await expect(page.getByTestId("control-row").nth(1)).toHaveAttribute("data-label", "MW-1");
  await expect(page.getByTestId("control-row").nth(2)).toHaveAttribute("data-label", "EN-1");
  await snap(page, "custom-frameworks-02-reordered");

  // publish with the confirmation that explains the lock
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("locks the control structure");
  await expect(dialog).toContainText("clone the framework");
  await snap(page, "custom-frameworks-03-publish-dialog");
  await dialog.getByRole("button", { name: "Publish and lock" }).click();
  await expect(page.getByTestId("lock-notice")).toBeVisible();
  await expect(page.getByText("Published", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Edit / })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Move / })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Add a control" })).toHaveCount(0);
  await snap(page, "custom-frameworks-04-locked");

  // the lock holds on the API too
  const frameworkId = page.url().split("/").pop()!;
  const locked = await page.request.post(`/api/v1/custom-frameworks/${frameworkId}/controls`, { data: { control_id_label: "X-1", title: "Sneaky" } });
  expect(locked.status()).toBe(409);
  expect((await locked.json()).error.code).toBe("framework_locked");

  // export downloads an importable compliance-framework/v1 document in the new order
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export JSON" }).click();
  const download = await downloadPromise;
  const doc = JSON.parse(fs.readFileSync((await download.path())!, "utf8"));
  expect(doc.format).toBe("compliance-framework/v1");
  expect(doc.framework.name).toBe(name);
  expect(doc.controls.map((c: { control_id_label: string }) => c.control_id_label)).toEqual(["AC-1", "MW-1", "EN-1"]);
  // Each mapping carries its provenance: made from a suggestion in the picker (or by hand).
  expect(doc.controls[1].standard_mappings).toEqual([
    expect.objectContaining({ framework: "iso27001", controlId: "A.8.7", origin: expect.stringMatching(/^(suggestion|user)$/) }),
  ]);

  // clone into an editable draft
  await page.getByRole("button", { name: "Clone" }).click();
  await page.getByLabel("Name of the copy").fill(`${name} v2`);
  await page.getByRole("button", { name: "Create copy" }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/frameworks/") && !url.pathname.endsWith(frameworkId));
  await expect(page.getByRole("heading", { name: `${name} v2` })).toBeVisible();
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();
  await expect(page.getByTestId("control-row")).toHaveCount(3);
  await expect(page.getByRole("button", { name: "Edit AC-1" })).toBeVisible();
  await snap(page, "custom-frameworks-05-clone");

  // the list shows both
  await page.goto("/frameworks");
  await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: `${name} v2` })).toBeVisible();
});

test("import a CSV with an error preview, then assess the published framework", async ({ page }) => {
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto("/frameworks");
  const header = "control_id_label,title,description,category,evidence_requirements,test_criteria,standard_mappings";
  const bad = `${header}\nA-1,"Title, with comma",,,,,soc2:CC99.9\n,Missing label,,,,,\n`;
  await page.getByLabel("File (JSON export or CSV)").setInputFiles({ name: "controls.csv", mimeType: "text/csv", buffer: Buffer.from(bad) });
  await page.getByLabel("Framework name").fill(`Imported ${Date.now()}`);
  await page.getByRole("button", { name: "Import" }).click();
  const errors = page.getByTestId("import-errors");
  await expect(errors).toContainText("standard_mappings");
  await expect(errors.locator("tbody tr").nth(0)).toContainText("2");
  await expect(errors.locator("tbody tr").nth(1)).toContainText("control_id_label");
  await snap(page, "custom-frameworks-06-import-errors");

  const good =
    `${header}\nAC-1,"Access reviews, quarterly","Managers recertify access",Access,Review export,All ` +
    `reviewed,soc2:CC6.1\nBK-1,Backups tested,,,,,iso27001:A.8.14\n`;
  await page.getByLabel("File (JSON export or CSV)").setInputFiles({ name: "good.csv", mimeType: "text/csv", buffer: Buffer.from(good) });
  await page.getByRole("button", { name: "Import" }).click();
  await page.waitForURL(/\/frameworks\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("control-row")).toHaveCount(2);
  await expect(page.getByTestId("control-row").first()).toContainText("Access reviews, quarterly");

  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Publish and lock" }).click();
  await expect(page.getByTestId("lock-notice")).toBeVisible();
  await page.getByRole("link", { name: "Assessment" }).click();
  await expect(page.getByText("Not assessed yet")).toBeVisible();
  await page.getByRole("button", { name: "Run assessment" }).click();
  await expect(page.getByTestId("assessment-score")).toContainText("/100");
  await expect(page.getByRole("cell", { name: "AC-1 Access reviews, quarterly" })).toBeVisible();
  await expect(page.getByText("No evidence refers to BK-1, ISO/IEC 27001:2022 · A.8.14.")).toBeVisible();
  await snap(page, "custom-frameworks-07-assessment");
});

test("a built-in framework is read-only and clones into a draft mapped to its source", async ({ page }) => {
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto("/frameworks");
  await page.getByRole("link", { name: "ISO/IEC 27001:2022" }).click();
  await page.waitForURL("**/frameworks/iso27001");
  await expect(page.getByRole("cell", { name: "A.8.24", exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Clone" }).click();
  await page.getByLabel("Name of the copy").fill(`Our ISO ${Date.now()}`);
  await page.getByRole("button", { name: "Create copy" }).click();
  await page.waitForURL(/\/frameworks\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();
  const row = page.locator('[data-testid="control-row"][data-label="A.8.24"]');
  await expect(row).toContainText("Use of cryptography");
  await expect(row).toContainText("ISO/IEC 27001:2022 · A.8.24");
});

import { expect, test } from "@playwright/test";
import { DEMO, shoot, signIn } from "./helpers";

/**
 * A manager decides the scope of Annex A controls on the Statement of Applicability page: an exclusion needs its
 * justification, the statement and its CSV and PDF downloads carry the decision, and withdrawing it makes the control
 * undecided again.
 */
test("decide Annex A scope and download the Statement of Applicability", async ({ page }) => {
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto("/statement-of-applicability");
  await expect(page.getByRole("heading", { name: "Statement of Applicability" })).toBeVisible();
  // Grouped by Annex A theme, each folded: the page opens short. Expanding all shows the 93 controls.
  await expect(page.getByTestId("soa-theme")).toHaveCount(4);
  await expect(page.getByTestId("soa-control")).toHaveCount(0);
  await expect(
    page
      .getByRole("definition")
      .filter({ hasText: /^\d+ of 93$/ })
      .first(),
  ).toBeVisible();
  await page.getByRole("button", { name: "Expand all" }).click();
  await expect(page.getByTestId("soa-control")).toHaveCount(93);
  await page.getByRole("button", { name: "Collapse all" }).click();

  // A search opens the theme that holds the match.
  await page.getByLabel("Search controls").fill("A.8.25");
  await expect(page.getByTestId("soa-control")).toHaveCount(1);
  const row = page.getByTestId("soa-control").filter({ hasText: "A.8.25" });
  await row.getByRole("button", { name: /the scope of A\.8\.25/ }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Not applicable (excluded)").check();
  // An empty justification is refused by the form before anything is saved.
  await dialog.getByRole("button", { name: "Save decision" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Justification of the exclusion").fill("No software is developed in-house; all systems are SaaS.");
  await dialog.getByRole("button", { name: "Save decision" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toContainText("No software is developed in-house");
  await expect(row).toContainText("No");

  // The demo excluded two controls already; the filter shows those and this one.
  await page.getByLabel("Search controls").fill("");
  await page.getByRole("button", { name: /^Excluded \(/ }).click();
  await expect(page.getByTestId("soa-control")).toHaveCount(3);
  await expect(page.getByTestId("soa-control").filter({ hasText: "A.8.25" })).toHaveCount(1);
  await shoot(page, "manager-soa-excluded");
  await page.getByRole("button", { name: /^All \(/ }).click();
  await page.getByLabel("Search controls").fill("A.8.25");

  const csv = await page.request.get("/api/v1/statement-of-applicability?format=csv");
  expect(csv.status()).toBe(200);
  const text = await csv.text();
  expect(text.split("\n")[0]).toMatch(/control/i);
  expect(text).toContain("No software is developed in-house");
  const pdf = await page.request.get("/api/v1/statement-of-applicability?format=pdf");
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  await row.getByRole("button", { name: /the scope of A\.8\.25/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Withdraw decision" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(row).toContainText("Not yet decided");
});

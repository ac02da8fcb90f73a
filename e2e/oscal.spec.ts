import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { oscalSchemaErrors } from "../tests/helpers/oscal-schema";
import { DEMO, shoot, signIn } from "./helpers";

const FIXTURES = "tests/fixtures/oscal/content";

/**
 * OSCAL in and out through the console: NIST's SP 800-53 LOW baseline profile imported with the catalog it selects
 * from, the report of what came over, parameters shown on the imported controls, and the framework exported again as
 * a catalog NIST's schema accepts.
 */
test("import NIST's LOW baseline profile with its catalog, read the report, export it as OSCAL", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto("/frameworks");
  await page.getByLabel("File (JSON export or CSV)").setInputFiles(`${FIXTURES}/NIST_SP-800-53_rev5_LOW-baseline_profile.json`);
  await expect(page.getByTestId("import-kind")).toContainText(/profile/i);
  await page.getByLabel("Catalog the profile imports (optional)").setInputFiles(`${FIXTURES}/NIST_SP-800-53_rev5_LOW-baseline-resolved-profile_catalog.json`);
  const name = `LOW baseline ${Date.now()}`;
  await page.getByLabel("Framework name").fill(name);
  await page.getByRole("button", { name: "Import", exact: true }).click();
  const report = page.getByTestId("import-report");
  await expect(report).toContainText(/Imported \d+ controls/, { timeout: 30_000 });
  await shoot(page, "manager-oscal-import-report");
  await page.getByRole("link", { name: "Open the framework" }).click();
  await page.waitForURL(/\/frameworks\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name })).toBeVisible();
  const ac2 = page.locator('[data-testid="control-row"][data-label="AC-2"]');
  await expect(ac2).toContainText("Account Management");
  await expect(ac2).toContainText("[Assignment:");
  await shoot(page, "manager-oscal-imported-framework");

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export OSCAL" }).click();
  const download = await downloadPromise;
  const catalog = JSON.parse(fs.readFileSync((await download.path())!, "utf8"));
  expect(oscalSchemaErrors("catalog", catalog)).toEqual([]);
  expect(catalog.catalog.metadata["oscal-version"]).toBe("1.1.2");

  // A built-in framework exports too, as a download from its page.
  const builtin = await page.request.get("/api/v1/frameworks/iso27001/export?format=oscal");
  expect(builtin.status()).toBe(200);
  expect(oscalSchemaErrors("catalog", await builtin.json())).toEqual([]);
});

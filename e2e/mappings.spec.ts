import { expect, test } from "@playwright/test";
import { DEMO, shoot, signIn } from "./helpers";

/**
 * Mappings a reviewer can trust: a built-in control lists its official crosswalk mappings with the publication and
 * version and, apart from them, the derived ones with the control the chain runs through; the coverage page compares
 * two frameworks.
 */
test("read a control's official and derived mappings, then compare two frameworks", async ({ page }) => {
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto("/frameworks/nist-csf-2");
  const mappings = page.getByTestId("control-mappings").filter({ hasText: "derived" }).first();
  await mappings.locator("summary").click();
  await expect(mappings.getByRole("heading", { name: "Official crosswalks" })).toBeVisible();
  await expect(mappings).toContainText("NIST CSF 2.0 informative references");
  await expect(mappings).toContainText(/derived via/);
  await shoot(page, "manager-mappings-control");

  await page.goto("/frameworks/coverage?from=nist-800-53&to=nist-csf-2");
  await expect(page.getByTestId("coverage-summary")).toContainText("of the 106 controls");
  await expect(page.getByText(/every link below is derived/)).toBeVisible();
  await page.goto("/frameworks/coverage");
  await expect(page.getByTestId("coverage-summary")).toBeVisible();
  await expect(page.getByTestId("coverage-row").first()).toBeVisible();
  await shoot(page, "manager-coverage");
});

import { expect, test } from "@playwright/test";
import { DEMO, shoot, signIn } from "./helpers";

// The date-time inputs read local time; the test writes UTC.
test.use({ timezoneId: "UTC" });

/**
 * A manager reads the incident register, sees the breach's 72-hour clock, records the authority's notification, then
 * records a new incident, adds to its timeline, moves it on and writes its review.
 */
test("the incident register: a breach's deadline, its notification, and a new incident handled to its review", async ({ page }) => {
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto("/incidents");
  await expect(page.getByRole("heading", { name: "Incidents" })).toBeVisible();
  const breachRow = page.getByRole("row").filter({ hasText: "INC-2" });
  await expect(breachRow).toContainText(/Notify the supervisory authority within \d+ h/);
  await shoot(page, "incidents-list");

  await breachRow.getByRole("link").click();
  const clock = page.getByTestId("breach-clock");
  await expect(clock).toContainText("GDPR Art. 33: 72 hours from detection");
  await shoot(page, "incidents-breach");
  const notify = page.getByRole("form", { name: "Record the notification" });
  await notify.getByLabel("Notified at").fill(new Date(Date.now() - 60_000).toISOString().slice(0, 16));
  await notify.getByLabel("Authority").fill("Data Protection Commission");
  await notify.getByRole("button", { name: "Record notification" }).click();
  await expect(clock).toContainText("Supervisory authority notified in time");
  await expect(page.getByRole("list").filter({ hasText: "Data Protection Commission notified." })).toBeVisible();

  await page.goto("/incidents");
  await page.getByRole("button", { name: "Record an incident" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Title").fill("Laptop left on a train");
  await dialog.getByLabel("Severity").selectOption("sev4");
  await dialog.getByRole("button", { name: "Record", exact: true }).click();
  await page.waitForURL(/\/incidents\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Laptop left on a train" })).toBeVisible();
  await page.getByLabel("What happened").fill("Reported by the employee; the disk is encrypted and the device was locked remotely.");
  await page.getByRole("button", { name: "Add to timeline" }).click();
  await expect(page.getByText("the device was locked remotely.")).toBeVisible();
  await page.getByLabel("Move to").selectOption("resolved");
  await page.getByRole("button", { name: "Move" }).click();
  await expect(page.getByText("Status: Open → Resolved.")).toBeVisible();
  await page.getByRole("button", { name: "Write the review" }).click();
  const review = page.getByRole("form", { name: "Post-incident review" });
  await review.getByLabel("Root cause").fill("A laptop taken on a commute; encryption and remote lock worked as intended.");
  await review.getByLabel("The review is complete").check();
  await review.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText(/Completed \d/)).toBeVisible();
  await shoot(page, "incidents-reviewed");
});

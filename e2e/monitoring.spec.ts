import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { signUp, snap } from "./helpers";

/**
 * The monitoring journey: answer the business-profile questionnaire, run checks now, read the
 * score chart and a control drill-down (attestations alone score 50, so the mature profile passes
 * at a threshold of 50), get a check.failed alert in the header bell, mark it
 * read, and register a webhook whose signed test event reaches a local receiver (the --demo launcher
 * sets ALLOW_PRIVATE_WEBHOOK_URLS=true; with it set to false, the SSRF guard's refusal is what we see).
 */
test("schedules, results, alerts and webhooks", async ({ page }) => {
  await signUp(page, { company: "Northwind Analytics" });
  await page.goto("/monitoring");
  await expect(page.getByText("No schedules yet")).toBeVisible();

  // A mature company: every practice attested, SOC 2.
  await page.getByLabel("Framework").selectOption("soc2");
  await page.getByLabel("Company name").fill("Northwind Analytics");
  // Attestation alone counts as partly met (docs/api.md "Readiness"): an all-attested profile scores 50.
  await page.getByLabel("Pass threshold (0–100)").fill("50");
  for (const box of await page
    .getByRole("group", { name: /Security and privacy practices/ })
    .getByRole("checkbox")
    .all())
    await box.check();
  await snap(page, "monitoring-01-questionnaire");
  await page.getByRole("button", { name: "Create schedule" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Schedule created" })).toBeVisible();
  await expect(page.getByTestId("schedule-row")).toHaveCount(1);
  await page.getByRole("button", { name: /Run .* check now/ }).click();
  const passed = page.getByRole("status").filter({ hasText: "Score 50 · passed" });
  await expect(passed).toBeVisible();

  // An immature one: nothing attested, PCI DSS — fails and raises an alert.
  await page.getByLabel("Framework").selectOption("pci-dss-4");
  for (const box of await page
    .getByRole("group", { name: /Security and privacy practices/ })
    .getByRole("checkbox")
    .all())
    await box.uncheck();
  await page.getByRole("button", { name: "Create schedule" }).click();
  await expect(page.getByTestId("schedule-row")).toHaveCount(2);
  await page.getByRole("button", { name: /Run PCI.* check now/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "Score 0 · failed" })).toBeVisible();
  await snap(page, "monitoring-02-schedules");

  // Drill down into the failing result.
  await page.getByRole("status").filter({ hasText: "Score 0 · failed" }).click();
  await page.waitForURL(/\/monitoring\/results\/[0-9a-f-]+$/);
  await expect(page.getByTestId("result-score")).toHaveText("0");
  await expect(page.getByTestId("control-row")).toHaveCount(12);
  await page.getByRole("link", { name: /^Failed \(/ }).click();
  await expect(page.getByTestId("control-row").first()).toContainText("To fix:");
  await snap(page, "monitoring-03-result-drilldown");

  // Score over time, one chart per framework.
  await page.goto("/monitoring/results");
  await expect(page.getByRole("img", { name: /score over time/ })).toHaveCount(2);
  await expect(page.getByTestId("result-row")).toHaveCount(2);
  await page.getByLabel("Status").selectOption("failed");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByTestId("result-row")).toHaveCount(1);
  await snap(page, "monitoring-04-results");

  // The bell counts the unread alert; the alerts page marks it read.
  await page.reload();
  const bell = page.getByTestId("alerts-bell");
  await expect(page.getByTestId("alerts-count")).toHaveText("1");
  await bell.click();
  await expect(page.getByRole("dialog", { name: "Unread alerts" })).toContainText("Compliance check failed");
  await snap(page, "monitoring-05-bell");
  await page.keyboard.press("Escape");
  await page.goto("/monitoring/alerts");
  await expect(page.getByTestId("alert-row")).toHaveCount(1);
  await expect(page.getByTestId("alert-row")).toContainText("unread");
  await page
    .getByRole("button", { name: /Mark .* read/ })
    .first()
    .click();
  await expect(page.getByTestId("alert-row")).not.toContainText("unread");
  await expect(page.getByTestId("alerts-count")).toHaveCount(0);

  // Webhooks: a local receiver, verified with the standardwebhooks package.
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  try {
    await page.goto("/monitoring/webhooks");
    await page.getByLabel("Endpoint URL").fill(url);
    await page.getByRole("button", { name: "Register webhook" }).click();
    // The --demo launcher allows private URLs unless the shell says false (the server inherits it).
    if (process.env.ALLOW_PRIVATE_WEBHOOK_URLS === "false") {
      await expect(page.getByRole("alert").filter({ hasText: "Refused" })).toBeVisible();
      return;
    }
    const secret = (await page.getByTestId("webhook-secret").textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await page.reload();
    await expect(page.getByText(secret)).toHaveCount(0);
    await page.getByRole("button", { name: "Send test event" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Delivered (204)" })).toBeVisible();
    expect(received).toHaveLength(1);
    const headers = Object.fromEntries(["webhook-id", "webhook-timestamp", "webhook-signature"].map((h) => [h, String(received[0].headers[h])]));
    expect(new Webhook(secret).verify(received[0].body, headers)).toMatchObject({ type: "webhook.test" });
    await page.getByRole("link", { name: url }).click();
    await expect(page.getByTestId("delivery")).toHaveCount(1);
    await expect(page.getByTestId("delivery")).toContainText("succeeded");
    await page.getByRole("button", { name: "Redeliver" }).click();
    await expect.poll(() => received.length).toBe(2);
    expect(received[1].headers["webhook-id"]).toBe(received[0].headers["webhook-id"]);
    await snap(page, "monitoring-06-webhook-log");
  } finally {
    receiver.close();
  }
});

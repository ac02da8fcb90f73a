import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { acceptFromOutbox, customerApi, DEMO, shoot, signIn, snap, uniqueEmail, openEmail } from "./helpers";

/**
 * The whole audit story across both portals: the customer creates an audit, invites an auditor
 * and starts it; the auditor opens the link from the outbox, reviews controls and requests evidence;
 * the customer answers with an uploaded file; the auditor records a finding and
 * completes the audit, giving the reason the remaining controls were not tested; the customer
 * downloads the report.
 */
test("audit from creation to the downloaded report, across the console and the auditor portal", async ({ page, browser }) => {
  const title = `SOC 2 Type II e2e ${Date.now()}`;
  const auditorEmail = uniqueEmail("auditor");

  // Customer (the demo account is on the enterprise plan): create the audit.
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto("/audits");
  await page.getByRole("link", { name: "New audit" }).click();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Framework").selectOption("soc2");
  await page.getByLabel(/Type II/).check();
  await page.getByLabel(/Target completion/).fill("2027-03-31");
  // A period that has ended: a Type II audit is completed only once its observation period is over (docs/api.md §8).
  await page.getByLabel("Period start").fill("2026-01-01");
  await page.getByLabel("Period end").fill("2026-06-30");
  await snap(page, "audits-01-new-audit-form");
  await page.getByRole("button", { name: "Create audit" }).click();
  await page.waitForURL(/\/audits\/[0-9a-f-]{36}$/);
  const auditUrl = page.url();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByTestId("progress-pending")).toHaveText("61");

  // Invite the auditor.
  await page.getByLabel("Auditor name").fill("Ada Auditor");
  await page.getByLabel("E-mail").fill(auditorEmail);
  await page.getByLabel(/Firm/).fill("Lovelace & Partners");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${auditorEmail}`)).toBeVisible();
  await expect(page.getByTestId("invitations")).toContainText("Ada Auditor");
  // The auditor can read a draft but not review it: the customer starts the audit.
  await page.getByRole("button", { name: "Move to In progress" }).click();
  await expect(page.getByRole("button", { name: "Move to In progress" })).toHaveCount(0);
  await snap(page, "audits-02-console-audit-invited");

  // Auditor, in a browser of their own: the link from the outbox.
  const baseURL = test.info().project.use.baseURL!;
  const auditorContext = await browser.newContext({ baseURL });
  const auditor = await auditorContext.newPage();
  await openEmail(auditor, auditorEmail, new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  await expect(auditor.getByRole("heading", { level: 1 })).toContainText("invited to audit");
  await snap(auditor, "audits-03-outbox-invitation");
  await auditor.getByRole("region", { name: "Links in this message" }).getByRole("link").first().click();
  await auditor.waitForURL(/\/auditor\/accept\?token=/);
  await auditor.getByRole("button", { name: /Accept invitation/ }).click();
  await auditor.waitForURL(/\/auditor$/);
  await expect(auditor.getByRole("heading", { name: title })).toBeVisible();
  await expect(auditor.getByText("Signed in as")).toContainText("Ada Auditor");
  // The portal has its own navigation, none of the customer console's.
  await expect(auditor.getByRole("navigation", { name: "Auditor portal" })).toBeVisible();
  await expect(auditor.getByRole("link", { name: "API keys" })).toHaveCount(0);
  const cookie = (await auditorContext.cookies()).find((c) => c.name === "cp_auditor");
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.secure).toBe(true);
  await snap(auditor, "audits-04-auditor-overview");

  // Review two controls and request evidence on a third.
  await auditor.getByRole("navigation", { name: "Auditor portal" }).getByRole("link", { name: "Controls" }).click();
  const cc11 = auditor.getByTestId("control-row-CC1.1");
  await cc11.getByLabel("Status of CC1.1").selectOption("passed");
  await cc11.getByLabel("Evidence sufficient for CC1.1").selectOption("true");
  await cc11.getByLabel("Notes on CC1.1").fill("Code of conduct signed by all staff.");
  await cc11.getByRole("button", { name: "Save" }).click();
  await expect(cc11.getByText(/reviewed/)).toBeVisible();
  const cc12 = auditor.getByTestId("control-row-CC1.2");
  await cc12.getByLabel("Status of CC1.2").selectOption("failed");
  await cc12.getByRole("button", { name: "Save" }).click();
  await expect(cc12.getByText(/reviewed/)).toBeVisible();

  const cc81 = auditor.getByTestId("control-row-CC8.1");
  // The demo's integrations may already hold snapshot evidence for the control: open its panel whatever the count.
  await cc81.getByRole("button", { name: /\d+ items?/ }).click();
  const panel = auditor.getByTestId("evidence-panel-CC8.1");
  await expect(panel.getByRole("form", { name: "Request evidence" })).toBeVisible();
  const requestForm = panel.getByRole("form", { name: "Request evidence" });
  await requestForm.getByLabel("What evidence is needed").fill("Export of the quarterly access review for Q3.");
  await requestForm.getByLabel("Priority").selectOption("high");
  await requestForm.getByRole("button", { name: "Request evidence" }).click();
  await expect(requestForm.getByText("Evidence requested.")).toBeVisible();
  await snap(auditor, "audits-05-auditor-controls");

  // Customer answers with an uploaded file.
  await page.goto(auditUrl);
  const requests = page.getByTestId("evidence-requests");
  await expect(requests).toContainText("Export of the quarterly access review for Q3.");
  await requests
    .locator('input[type="file"]')
    .first()
    .setInputFiles({
      name: "access-review-q3.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
    });
  await requests.getByRole("button", { name: "Submit evidence" }).click();
  await expect(requests.getByText(/Responded/).first()).toBeVisible();
  await expect(page.getByTestId("progress-passed")).toHaveText("1");
  await expect(page.getByTestId("progress-failed")).toHaveText("1");
  await snap(page, "audits-06-console-evidence-responded");

  // Auditor sees the evidence, passes the control, records a finding and completes.
  await auditor.goto("/auditor/controls");
  const row = auditor.getByTestId("control-row-CC8.1");
  await row.getByRole("button", { name: /\d+ items?/ }).click();
  const evidencePanel = auditor.getByTestId("evidence-panel-CC8.1");
  await expect(evidencePanel.getByRole("link", { name: /access-review-q3\.pdf/ })).toBeVisible();
  const findingForm = evidencePanel.getByRole("form", { name: "Record a finding" });
  await findingForm.getByLabel("Severity").selectOption("major");
  await findingForm.getByLabel("Title").fill("Access review not signed off");
  await findingForm.getByLabel("Description", { exact: true }).fill("The Q3 access review export has no approver sign-off.");
  await findingForm.getByLabel(/Recommended remediation/).fill("Record the approver and date on every quarterly review.");
  await findingForm.getByRole("button", { name: "Record finding" }).click();
  await expect(findingForm.getByText("Finding recorded.")).toBeVisible();
  await row.getByLabel("Status of CC8.1").selectOption("passed");
  await row.getByRole("button", { name: "Save" }).click();
  await expect(row.getByText(/reviewed/)).toBeVisible();

  await auditor.getByRole("navigation", { name: "Auditor portal" }).getByRole("link", { name: "Findings" }).click();
  const finding = auditor.getByTestId("auditor-findings").getByRole("listitem").first();
  await expect(finding).toContainText("Access review not signed off");
  await finding.getByLabel("Status").selectOption("in_progress");
  await finding.getByRole("button", { name: "Save" }).click();
  await expect(finding.getByText("In progress").first()).toBeVisible();
  await snap(auditor, "audits-07-auditor-findings");

  await auditor.getByRole("navigation", { name: "Auditor portal" }).getByRole("link", { name: "Overview" }).click();
  await auditor.getByRole("button", { name: "Complete audit…" }).click();
  // The dialog states everything still open; the 58 controls still pending are recorded as not tested with a reason;
  // the finding in progress is acknowledged.
  const dialog = auditor.getByRole("dialog", { name: "Complete this audit?" });
  const stillOpen = dialog.getByTestId("open-at-completion");
  await expect(stillOpen.getByTestId("open-pending_controls")).toHaveText("58 controls pending, to be recorded as not tested");
  await expect(stillOpen.getByTestId("open-pending_sample_items")).toHaveText("0 sample items not yet tested");
  await expect(stillOpen.getByTestId("open-open_evidence_requests")).toHaveText("1 evidence request not accepted");
  await expect(stillOpen.getByTestId("open-open_findings")).toHaveText("1 finding not resolved or accepted");
  await expect(dialog.getByTestId("not-tested-list").getByRole("listitem")).toHaveCount(58);
  await dialog.getByLabel("Reason for every control left blank below").fill("Not sampled in this period.");
  await dialog.getByLabel("Report these findings as unresolved in the final report").check();
  await dialog.getByRole("button", { name: "Yes, complete the audit" }).click();
  await expect(auditor.getByText("This audit is complete.")).toBeVisible();
  // Reviewed counts the auditor's verdicts only: the 58 not tested have a count of their own.
  await expect(auditor.getByTestId("progress-reviewed")).toHaveText("3 of 61 (4.9%) · 58 not tested");
  await expect(auditor.getByTestId("progress-not_tested")).toHaveText("58");
  await snap(auditor, "audits-08-auditor-completed");
  await auditorContext.close();

  // Customer: the completed audit and its report.
  await page.goto(auditUrl);
  await expect(page.getByText("Complete").first()).toBeVisible();
  await expect(page.getByTestId("progress-reviewed")).toHaveText("3 of 61 (4.9%) · 58 not tested");
  await expect(page.getByTestId("progress-not_tested")).toHaveText("58");
  await expect(page.getByTestId("findings-by-severity")).toContainText("Access review not signed off");
  await page.getByRole("button", { name: "Generate report" }).click();
  const preview = page.getByTestId("report-preview");
  await expect(preview.getByRole("heading", { level: 1 })).toContainText(`Audit report: ${title}`);
  await expect(preview).toContainText("Lovelace & Partners");
  await expect(preview.getByRole("heading", { name: "Major (1)" })).toBeVisible();
  await snap(page, "audits-09-console-report-preview");
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download .md" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/-report\.md$/);
  const saved = "e2e/artifacts/audits-report.md";
  await download.saveAs(saved);
  const markdown = fs.readFileSync(saved, "utf8");
  expect(markdown).toContain(`# Audit report: ${title}`);
  expect(markdown).toContain("| Status | Complete |");
  expect(markdown).toContain("Access review not signed off");
  expect(markdown).toContain("1 request: 1 responded, 0 open.");
  expect(markdown).toContain("61 controls, 3 reviewed (4.9%), 58 not tested (95.1%), 0 pending.");

  await page.getByRole("link", { name: "Full activity log" }).click();
  await expect(page.getByTestId("activity-timeline")).toContainText("completed the audit");
  await expect(page.getByTestId("activity-timeline")).toContainText("generated the audit report");
  await snap(page, "audits-10-console-activity");
});

/**
 * The demo's Type II audit is still in its observation period (it ends with this month): its auditor reviews first,
 * and cannot complete it before the period's end. A fresh auditor is invited, so the demo's own invitation stays unused.
 */
test("the demo's Type II audit cannot be completed before its observation period ends", async ({ browser, request }) => {
  const api = await customerApi(request);
  const audits = await api<{ id: string; title: string; type: string; status: string; period_end: string | null }[]>("GET", "/api/v1/audits");
  const demo = audits.find((a) => a.type === "type_ii" && a.period_end && a.status === "in_progress" && a.title.startsWith("SOC 2 Type II"));
  expect(demo, "the demo's Type II audit").toBeDefined();
  const auditorEmail = uniqueEmail("period-auditor");
  await api("POST", `/api/v1/audits/${demo!.id}/invite-auditor`, { email: auditorEmail, name: "Pia Period", firm: "Example Assurance LLP" });

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const auditor = await context.newPage();
  await acceptFromOutbox(auditor, auditorEmail, demo!.title);
  await expect(auditor.getByRole("heading", { name: demo!.title })).toBeVisible();
  // Reviewing controls is the way in; completing is a secondary step at the foot of the page, which names the date.
  await expect(auditor.getByRole("main").getByRole("link", { name: "Review controls", exact: true })).toHaveClass(/bg-brand-600/);
  const card = auditor.getByTestId("complete-audit-card");
  const end = new Date(`${demo!.period_end}T00:00:00Z`);
  const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
  const endText = `${end.getUTCDate()} ${months[end.getUTCMonth()]} ${end.getUTCFullYear()}`;
  await expect(card.getByTestId("completion-held-note")).toContainText(`runs until ${endText}`);
  await expect(card.getByRole("button", { name: "Complete audit…" })).not.toHaveClass(/bg-brand-600/);
  await shoot(auditor, "auditor-period-01-overview");

  await card.getByRole("button", { name: "Complete audit…" }).click();
  const dialog = auditor.getByRole("dialog", { name: "Complete this audit?" });
  await expect(dialog.getByTestId("completion-held")).toContainText(`runs until ${endText}`);
  await expect(dialog.getByTestId("open-at-completion")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Yes, complete the audit" })).toHaveCount(0);
  await shoot(auditor, "auditor-period-02-complete-dialog", { fullPage: false });
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();

  // The API says the same: 409 naming the date, and the audit stays in fieldwork.
  const refused = await context.request.post("/api/v1/auditor/complete");
  expect(refused.status()).toBe(409);
  const body = await refused.json();
  expect(body.error.code).toBe("invalid_transition");
  expect(body.error.message).toContain(endText);
  expect((await api<{ status: string }>("GET", `/api/v1/audits/${demo!.id}`)).status).toBe("in_progress");
  await context.close();
});

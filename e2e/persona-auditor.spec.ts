import fs from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { DEMO, shoot, signIn, uniqueEmail, followEmailLink } from "./helpers";

/**
 * The external auditor's journey: the organisation (the demo account) opens an audit and invites
 * them; the auditor accepts the magic link from the outbox, reviews controls, requests evidence,
 * records a finding and completes the audit with a reason for every control left pending; then the
 * CSV exports and the PDF report (from the portal, and from the organisation's console) are downloaded.
 * Screenshots of the portal at 1440 and 390 px go to e2e/artifacts/screenshots.
 */

/** A CSV export: served as text/csv, as an attachment, starting with its header row. */
async function expectCsv(request: APIRequestContext, href: string, header: string) {
  const response = await request.get(href);
  expect(response.status(), href).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/csv/);
  expect(response.headers()["content-disposition"]).toMatch(/^attachment;.*\.csv/);
  const lines = (await response.text()).split("\r\n");
  expect(lines[0]).toBe(header);
  return lines.filter(Boolean);
}

test("external auditor: accept, review, request, finding, complete with reasons, exports and report", async ({ page, browser }) => {
  const title = `SOC 2 Type I e2e ${Date.now()}`;
  const auditorEmail = uniqueEmail("auditor");

  // The organisation opens the audit, invites the auditor and starts it (a draft cannot be reviewed).
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto("/audits/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Framework").selectOption("soc2");
  await page.getByLabel(/Type I \(/).check();
  await page.getByLabel("As-of date").fill("2026-11-30");
  await page.getByRole("button", { name: "Create audit" }).click();
  await page.waitForURL(/\/audits\/[0-9a-f-]{36}$/);
  const auditUrl = page.url();
  const auditId = auditUrl.split("/").pop()!;
  await page.getByLabel("Auditor name").fill("Grace Auditor");
  await page.getByLabel("E-mail").fill(auditorEmail);
  await page.getByLabel(/Firm/).fill("Hopper Assurance LLP");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(`Invitation sent to ${auditorEmail}`)).toBeVisible();
  await page.getByRole("button", { name: "Move to In progress" }).click();
  await expect(page.getByRole("button", { name: "Move to In progress" })).toHaveCount(0);

  // The auditor, in a browser of their own: the magic link from the outbox.
  const baseURL = test.info().project.use.baseURL!;
  const auditorContext = await browser.newContext({ baseURL });
  const auditor = await auditorContext.newPage();
  await followEmailLink(auditor, auditorEmail, new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  await auditor.waitForURL(/\/auditor\/accept\?token=/);
  await shoot(auditor, "auditor-01-accept");
  await auditor.getByRole("button", { name: /Accept invitation/ }).click();
  await auditor.waitForURL(/\/auditor$/);
  await expect(auditor.getByRole("heading", { name: title })).toBeVisible();
  await expect(auditor.getByText("Signed in as")).toContainText("Grace Auditor");
  await shoot(auditor, "auditor-02-overview");

  // Review: one control passes, one fails.
  const nav = auditor.getByRole("navigation", { name: "Auditor portal" });
  await nav.getByRole("link", { name: "Controls" }).click();
  const cc11 = auditor.getByTestId("control-row-CC1.1");
  await cc11.getByLabel("Status of CC1.1").selectOption("passed");
  await cc11.getByLabel("Evidence sufficient for CC1.1").selectOption("true");
  await cc11.getByLabel("Notes on CC1.1").fill("Code of conduct acknowledged by all staff in the HR system.");
  await cc11.getByRole("button", { name: "Save" }).click();
  await expect(cc11.getByText(/reviewed/)).toBeVisible();
  const cc12 = auditor.getByTestId("control-row-CC1.2");
  await cc12.getByLabel("Status of CC1.2").selectOption("failed");
  await cc12.getByRole("button", { name: "Save" }).click();
  await expect(cc12.getByText(/reviewed/)).toBeVisible();

  // Request evidence and record a finding on CC8.1.
  const cc81 = auditor.getByTestId("control-row-CC8.1");
  // The demo's integrations may already hold snapshot evidence for the control: open its panel whatever the count.
  await cc81.getByRole("button", { name: /\d+ items?/ }).click();
  const panel = auditor.getByTestId("evidence-panel-CC8.1");
  const requestForm = panel.getByRole("form", { name: "Request evidence" });
  await requestForm.getByLabel("What evidence is needed").fill("Change tickets for the last three production releases.");
  await requestForm.getByLabel("Priority").selectOption("high");
  await requestForm.getByRole("button", { name: "Request evidence" }).click();
  await expect(requestForm.getByText("Evidence requested.")).toBeVisible();
  const findingForm = panel.getByRole("form", { name: "Record a finding" });
  await findingForm.getByLabel("Severity").selectOption("minor");
  await findingForm.getByLabel("Title").fill("Emergency changes skip peer review");
  await findingForm.getByLabel("Description", { exact: true }).fill("Two emergency releases were deployed without a second approver.");
  await findingForm.getByLabel(/Recommended remediation/).fill("Require a retrospective approval within 24 hours for emergency changes.");
  await findingForm.getByRole("button", { name: "Record finding" }).click();
  await expect(findingForm.getByText("Finding recorded.")).toBeVisible();
  await shoot(auditor, "auditor-03-controls");

  // Complete: every control still pending is recorded as not tested, with a reason; the open finding is acknowledged.
  await nav.getByRole("link", { name: "Overview" }).click();
  await auditor.getByRole("button", { name: "Complete audit…" }).click();
  const dialog = auditor.getByRole("dialog", { name: "Complete this audit?" });
  await expect(dialog.getByTestId("not-tested-list").getByRole("listitem")).toHaveCount(59);
  await expect(dialog.getByRole("button", { name: "Yes, complete the audit" })).toBeDisabled();
  await dialog.getByLabel(/^CC8\.1 .* reason not tested/).fill("Change tickets not provided before the fieldwork deadline.");
  await dialog.getByLabel("Reason for every control left blank below").fill("Outside this Type I engagement's sample.");
  await dialog.getByLabel("Report these findings as unresolved in the final report").check();
  await shoot(auditor, "auditor-04-complete-dialog", { fullPage: false });
  await dialog.getByRole("button", { name: "Yes, complete the audit" }).click();
  await expect(auditor.getByText("This audit is complete.")).toBeVisible();
  await shoot(auditor, "auditor-05-completed");

  // CSV exports from the portal (the links carry the portal cookie).
  const exportsNav = auditor.getByRole("navigation", { name: "CSV exports" });
  const hrefOf = async (name: string) => (await exportsNav.getByRole("link", { name, exact: true }).getAttribute("href"))!;
  const controls = await expectCsv(
    auditorContext.request,
    await hrefOf("Controls"),
    "Control,Title,Category,Status,Evidence sufficient,Auditor notes,Reason not tested,Reviewed",
  );
  expect(controls).toHaveLength(62);
  expect(controls.find((l) => l.startsWith("CC8.1,"))).toContain("Change tickets not provided before the fieldwork deadline.");
  expect(controls.find((l) => l.startsWith("CC1.1,"))).toContain("Code of conduct acknowledged");
  const findings = await expectCsv(
    auditorContext.request,
    await hrefOf("Findings"),
    "Finding,Control,Severity,Status,Title,Description,Remediation,Recorded,Updated",
  );
  expect(findings).toHaveLength(2);
  expect(findings[1]).toContain("Emergency changes skip peer review");
  const requests = await expectCsv(
    auditorContext.request,
    await hrefOf("Evidence requests"),
    "Request,Control,Priority,Status,Description,Requested,Responded,Evidence URL",
  );
  expect(requests[1]).toContain("Change tickets for the last three production releases.");
  await expectCsv(auditorContext.request, await hrefOf("Evidence"), "Control,Evidence,Title,Source,URL,Description,Collected,Expires,Added,Deleted");

  // The auditor's own copy of the report, from the portal overview.
  const reportDownload = auditor.waitForEvent("download");
  await auditor.getByRole("link", { name: "Download report (PDF)" }).click();
  const report = await reportDownload;
  expect(report.suggestedFilename()).toMatch(/^audit-report-.*\.pdf$/);
  expect(
    fs
      .readFileSync((await report.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");
  await auditorContext.close();

  // The organisation downloads the PDF report of the completed audit.
  await page.goto(auditUrl);
  await expect(page.getByTestId("findings-by-severity")).toContainText("Emergency changes skip peer review");
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download PDF" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^audit-report-.*\.pdf$/);
  const pdf = await page.request.get(`/api/v1/audits/${auditId}/report?format=pdf`);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await shoot(page, "auditor-06-console-completed");
});

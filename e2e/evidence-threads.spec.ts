import { expect, test, type Locator, type Page } from "@playwright/test";
import { acceptFromOutbox, customerApi, DEMO, shoot, signIn, uniqueEmail } from "./helpers";

/**
 * An evidence request's review loop and thread (docs/api.md §8): the auditor requests evidence for two controls at
 * once; the organisation answers one with a file; the auditor returns it with a reason; the organisation sees the
 * reason and answers again with a link; the auditor accepts it; both sides comment and read the other's comment, the
 * auditor attaching a file of their own that the organisation then downloads.
 */

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Picks a control in the request form's search by its id. */
async function pickControl(form: Locator, label: string, controlId: string) {
  await form.getByLabel(label).fill(controlId);
  await form
    .getByRole("list", { name: "Matching controls" })
    .getByRole("button", { name: new RegExp(`^${escape(controlId)} `) })
    .click();
}

async function openThread(item: Locator, count: number) {
  await item.getByRole("button", { name: /^▸ Comments/ }).click();
  await expect(item.getByRole("button", { name: count > 0 ? `▾ Comments (${count})` : "▾ Comments", exact: true })).toBeVisible();
  // The comments load when the thread is opened.
  await expect(count > 0 ? item.getByRole("list", { name: "Comments" }).getByRole("listitem") : item.getByText("No comments yet.")).toHaveCount(
    Math.max(count, 1),
  );
  return item.getByRole("form", { name: "Comment on this request" });
}

test("evidence threads: bulk request, answer, return with a reason, answer again, accept, comments both ways", async ({ browser, page, request }) => {
  const notes = "%PDF-1.4\n% Walkthrough notes: 25 of 25 access changes approved.\n%%EOF\n";
  const title = `Threads e2e ${Date.now()}`;
  const auditorEmail = uniqueEmail("threads-auditor");
  const api = await customerApi(request);
  const audit = await api<{ id: string }>("POST", "/api/v1/audits", { framework_id: "soc2", type: "type_i", title, as_of: "2026-11-30" });
  await api("PUT", `/api/v1/audits/${audit.id}`, { status: "in_progress" });
  await api("POST", `/api/v1/audits/${audit.id}/invite-auditor`, { email: auditorEmail, name: "Grace Auditor", firm: "Hopper Assurance LLP" });

  const baseURL = test.info().project.use.baseURL!;
  const context = await browser.newContext({ baseURL });
  const auditor: Page = await context.newPage();
  await acceptFromOutbox(auditor, auditorEmail, title);

  // The auditor asks for the same evidence on two controls in one send.
  await auditor.goto("/auditor/evidence-requests");
  const form = auditor.getByRole("form", { name: "Request evidence" });
  await pickControl(form, "Controls", "CC6.1");
  await pickControl(form, "Add another control", "CC6.2");
  await expect(form.getByRole("list", { name: "Chosen controls" }).getByRole("listitem")).toHaveCount(2);
  await form.getByLabel("What evidence is needed").fill("The Q3 user access review export, with the approver's sign-off.");
  await form.getByLabel("Priority").selectOption("high");
  await shoot(auditor, "threads-01-auditor-request-form");
  await form.getByRole("button", { name: "Request evidence" }).click();
  await expect(form.getByText("2 evidence requests sent.")).toBeVisible();
  const requests = await api<{ id: string; control_id: string }[]>("GET", `/api/v1/audits/${audit.id}/evidence-requests`);
  expect(requests.map((r) => r.control_id).sort()).toEqual(["CC6.1", "CC6.2"]);
  const requestId = requests.find((r) => r.control_id === "CC6.1")!.id;
  const onPortal = auditor.getByTestId(`request-${requestId}`);
  await expect(onPortal).toContainText("Open");

  // The organisation answers CC6.1 with a file.
  await signIn(page, DEMO.email, DEMO.password);
  await page.goto(`/audits/${audit.id}#request-${requestId}`);
  const inConsole = page.getByTestId(`request-${requestId}`);
  await expect(inConsole).toHaveAttribute("id", `request-${requestId}`);
  await inConsole.getByTestId(`respond-file-${requestId}`).setInputFiles({
    name: "access-review-q3.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
  });
  await inConsole.getByRole("button", { name: "Submit evidence" }).click();
  await expect(inConsole.getByText("Responded", { exact: true })).toBeVisible();
  await expect(inConsole.getByTestId("submission")).toHaveCount(1);
  await expect(inConsole.getByTestId("submission")).toContainText("access-review-q3.pdf");
  await expect(inConsole.getByTestId("submission")).toContainText("sha256:");

  // The auditor returns it with a reason.
  await auditor.reload();
  await expect(onPortal.getByTestId("submission")).toContainText("access-review-q3.pdf");
  await onPortal.getByRole("button", { name: "Return CC6.1…" }).click();
  const returnForm = onPortal.getByRole("form", { name: "Return CC6.1" });
  await returnForm.getByLabel(/Why is it returned/).fill("The export covers Q2 only; the request is for Q3.");
  await shoot(auditor, "threads-02-auditor-return");
  await returnForm.getByRole("button", { name: "Return to the organisation" }).click();
  await expect(onPortal.getByText("Returned", { exact: true })).toBeVisible();

  // The organisation sees the reason, answers again with a link and comments.
  await page.reload();
  await expect(inConsole.getByTestId(`return-reason-${requestId}`)).toContainText("The export covers Q2 only; the request is for Q3.");
  await shoot(page, "threads-03-customer-returned");
  await inConsole.getByLabel("Link to the evidence").fill("https://drive.example.com/access-review-q3-full.pdf");
  await inConsole.getByRole("button", { name: "Submit again" }).click();
  await expect(inConsole.getByText("Responded", { exact: true })).toBeVisible();
  await expect(inConsole.getByTestId("submission")).toHaveCount(2);
  const customerComment = await openThread(inConsole, 0);
  await customerComment.getByLabel("Add a comment").fill("The full Q3 export is linked now; sign-off is on page 3.");
  await customerComment.getByRole("button", { name: "Post comment" }).click();
  await expect(inConsole.getByRole("button", { name: "▾ Comments (1)" })).toBeVisible();

  // The auditor reads the comment, accepts the new submission (selected, then accepted in bulk) and answers.
  await auditor.reload();
  await expect(onPortal.getByTestId("submission")).toHaveCount(2);
  await onPortal.getByLabel("Select CC6.1").check();
  await auditor.getByRole("button", { name: "Accept selected (1)" }).click();
  await expect(onPortal.getByText("Accepted", { exact: true })).toBeVisible();
  const auditorComment = await openThread(onPortal, 1);
  await expect(onPortal.getByRole("list", { name: "Comments" })).toContainText("sign-off is on page 3");
  await auditorComment.getByLabel("Add a comment").fill("Thank you, accepted.");
  await auditorComment
    .getByLabel("Attach a file (optional)")
    .setInputFiles({ name: "walkthrough-notes.pdf", mimeType: "application/pdf", buffer: Buffer.from(notes) });
  await auditorComment.getByRole("button", { name: "Post comment" }).click();
  await expect(onPortal.getByRole("list", { name: "Comments" }).getByRole("listitem")).toHaveCount(2);
  await expect(onPortal.getByRole("list", { name: "Comments" }).getByRole("link", { name: /walkthrough-notes\.pdf/ })).toBeVisible();
  await shoot(auditor, "threads-04-auditor-accepted");

  // The organisation sees the acceptance and the auditor's answer.
  await page.reload();
  await expect(inConsole.getByText("Accepted", { exact: true })).toBeVisible();
  await expect(inConsole.getByRole("form", { name: "Respond to evidence request" })).toHaveCount(0);
  await openThread(inConsole, 2);
  await expect(inConsole.getByRole("list", { name: "Comments" })).toContainText("Thank you, accepted.");
  // The auditor's file is the organisation's to download, like its own uploads.
  const attached = inConsole.getByRole("list", { name: "Comments" }).getByRole("link", { name: /walkthrough-notes\.pdf/ });
  await expect(attached).toBeVisible();
  const download = await page.request.get(new URL((await attached.getAttribute("href"))!).pathname);
  expect(download.status()).toBe(200);
  expect(await download.text()).toBe(notes);
  await shoot(page, "threads-05-customer-thread");
  await context.close();
});

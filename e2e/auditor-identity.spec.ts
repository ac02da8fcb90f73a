import { expect, test } from "@playwright/test";
import { acceptFromOutbox, customerApi, shoot, uniqueEmail } from "./helpers";

/**
 * One auditor, one address, two audits: the organisation (the demo account, through the API) starts two audits and
 * invites the same e-mail to both. The auditor accepts the first from the outbox, finds both under "Your audits",
 * accepts and opens the second from there, and switches back to the first.
 */

test("auditor identity: one address invited to two audits opens and switches between both", async ({ browser, request }) => {
  const stamp = Date.now();
  const first = `Identity first e2e ${stamp}`;
  const second = `Identity second e2e ${stamp}`;
  const auditorEmail = uniqueEmail("identity-auditor");
  const api = await customerApi(request);
  for (const title of [first, second]) {
    const audit = await api<{ id: string }>("POST", "/api/v1/audits", { framework_id: "soc2", type: "type_i", title, as_of: "2026-11-30" });
    await api("PUT", `/api/v1/audits/${audit.id}`, { status: "in_progress" });
    await api("POST", `/api/v1/audits/${audit.id}/invite-auditor`, { email: auditorEmail, name: "Ada Auditor", firm: "Lovelace Assurance" });
  }

  const baseURL = test.info().project.use.baseURL!;
  const context = await browser.newContext({ baseURL });
  const auditor = await context.newPage();
  await acceptFromOutbox(auditor, auditorEmail, first);
  await expect(auditor.getByRole("heading", { name: first })).toBeVisible();

  const nav = auditor.getByRole("navigation", { name: "Auditor portal" });
  await nav.getByRole("link", { name: "Your audits" }).click();
  await auditor.waitForURL(/\/auditor\/audits$/);
  const firstRow = auditor.getByRole("row").filter({ hasText: first });
  const secondRow = auditor.getByRole("row").filter({ hasText: second });
  await expect(firstRow).toContainText("Open now");
  await expect(secondRow.getByRole("button", { name: "Accept and open" })).toBeVisible();
  // The shots change the width under a still pointer; move it off the navigation so no link shows as hovered.
  await auditor.mouse.move(0, 400);
  await shoot(auditor, "identity-01-your-audits");

  await secondRow.getByRole("button", { name: "Accept and open" }).click();
  await auditor.waitForURL(/\/auditor$/);
  await expect(auditor.getByRole("heading", { name: second })).toBeVisible();
  await shoot(auditor, "identity-02-second-audit");

  // Back to the list: the second is now the open one and the first, already accepted, opens without a new link.
  await nav.getByRole("link", { name: "Your audits" }).click();
  await auditor.waitForURL(/\/auditor\/audits$/);
  await expect(secondRow).toContainText("Open now");
  await firstRow.getByRole("button", { name: "Open", exact: true }).click();
  await auditor.waitForURL(/\/auditor$/);
  await expect(auditor.getByRole("heading", { name: first })).toBeVisible();
  await context.close();
});

import fs from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { DEMO, shoot, signIn, signUp, uniqueEmail, followEmailLink } from "./helpers";

/**
 * "A company, not a person" (issue 15) the way people use it in Chromium: the owner invites a colleague who joins
 * from the e-mail and is then made a viewer; a viewer sees the console read-only; two-factor authentication with
 * recovery codes and revocable sessions; a password reset by e-mail; "My work", notifications and a document
 * approval for the demo's seeded members (lib/demo/seed-demo-members.ts, lib/demo/seed-demo-work.ts); the audit
 * trail filtered and exported; the single sign-on and SCIM pages. Screenshots at 1440 and 390 px go to
 * e2e/artifacts/screenshots (team-*).
 */

const SAM = "sam.engineer@example.com";
const PRIYA = "priya.admin@example.com";
const JORDAN = "jordan.viewer@example.com";

/** A fresh browser context (its own cookies), as a second person or device would have. */
async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

/** The current code of the authenticator app holding `secret`, for the time step `offsetSeconds` from now. */
function totpCode(secret: string, offsetSeconds = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + offsetSeconds * 1000 });
}

test("the owner invites a colleague by e-mail, who joins and is then made a viewer", async ({ page, browser }) => {
  const email = uniqueEmail("new-member");
  const name = `Noor ${email.slice(11, 19)}`;

  await signIn(page, DEMO.email, DEMO.password);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Members" }).click();
  await page.waitForURL("**/members");
  await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
  // The demo's team: one of each role.
  const members = page.getByRole("table", { name: "Members", exact: true });
  // The role column (each row's role picker also lists every role's name).
  const roleOf = (address: string) => members.getByRole("row").filter({ hasText: address }).getByRole("cell").nth(1);
  for (const [address, role] of [
    [PRIYA, "Admin"],
    [SAM, "Member"],
    [JORDAN, "Viewer"],
    [DEMO.email, "Owner"],
  ]) {
    await expect(roleOf(address)).toHaveText(role);
  }
  // On a wide screen each e-mail address stays on one line (a phone may wrap it at the "@" and the dots).
  const priyaEmail = members.getByRole("row").filter({ hasText: PRIYA }).getByText(PRIYA, { exact: true });
  expect(await priyaEmail.evaluate((el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight))).toBeLessThan(1.5);

  // Invite with the member role; the invitation is pending until accepted.
  const invite = page.locator("form").filter({ has: page.getByRole("button", { name: "Send invitation" }) });
  await invite.getByLabel("E-mail").fill(email);
  await invite.getByRole("combobox").selectOption("member");
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(invite.getByRole("status")).toContainText(`Invitation sent to ${email}`);
  const pending = page.getByRole("table", { name: "Pending invitations" }).getByRole("row").filter({ hasText: email });
  await expect(pending.getByRole("cell").nth(1)).toHaveText("Member");
  await expect(pending.getByRole("cell").nth(2)).toHaveText("Demo Admin");
  await shoot(page, "team-01-members");

  // The colleague opens the e-mail in another browser and joins.
  const invitee = await newPage(browser);
  await followEmailLink(invitee, email, /Join .+ on the compliance platform/);
  await invitee.waitForURL(/\/join\?token=/);
  await expect(invitee.getByRole("heading", { level: 1 })).toHaveText(/^Join .+/);
  await expect(invitee.getByText(/invited .+ to join .+ as member\./)).toContainText(email);
  await expect(invitee.getByLabel("E-mail")).toHaveValue(email);
  // Nothing filled in: the fields say what is missing, and nobody joined.
  await invitee.getByRole("button", { name: "Join" }).click();
  await expect(invitee.getByLabel("Choose a password")).toHaveAttribute("aria-invalid", "true");
  await expect(invitee).toHaveURL(/\/join\?token=/);
  await invitee.getByLabel("Your name").fill(name);
  await invitee.getByLabel("Choose a password").fill("a-long-enough-password");
  await shoot(invitee, "team-02-join");
  await invitee.getByRole("button", { name: "Join" }).click();
  await invitee.waitForURL("**/dashboard");
  await expect(invitee.getByRole("heading", { level: 1, name: `Welcome, ${name}` })).toBeVisible();
  // A member does compliance work but does not manage members: no invite form, no admin-only sections.
  await invitee.goto("/evidence");
  await expect(invitee.getByRole("heading", { name: "Add evidence" })).toBeVisible();
  await expect(invitee.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Audit trail" })).toHaveCount(0);

  // The owner sees them as a member (the invitation is gone) and makes them a viewer.
  await page.reload();
  const row = members.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText(name);
  await expect(roleOf(email)).toHaveText("Member");
  await expect(row.getByRole("cell").nth(2)).toHaveText("Active");
  await expect(page.getByRole("table", { name: "Pending invitations" }).getByRole("row").filter({ hasText: email })).toHaveCount(0);
  let question = "";
  page.once("dialog", (dialog) => {
    question = dialog.message();
    void dialog.accept();
  });
  await row.getByLabel(`Role of ${name}`).selectOption("viewer");
  await expect(roleOf(email)).toHaveText("Viewer");
  expect(question).toBe(`Make ${name} viewer?`);
  await page.reload();
  await expect(members.getByRole("row").filter({ hasText: email }).getByLabel(`Role of ${name}`)).toHaveValue("viewer");

  // The change applies to the session they already have: evidence is now read-only for them.
  await invitee.reload();
  await expect(invitee.getByRole("heading", { level: 1, name: "Evidence" })).toBeVisible();
  await expect(invitee.getByRole("heading", { name: "Add evidence" })).toHaveCount(0);
  await invitee.context().close();
});

test("a viewer reads everything and is offered no changes", async ({ page }) => {
  await signIn(page, JORDAN, DEMO.password);
  const nav = page.getByRole("navigation", { name: "Console" });
  // Admin-only sections are not in the navigation.
  for (const section of ["Single sign-on", "Provisioning (SCIM)", "Audit trail"]) await expect(nav.getByRole("link", { name: section })).toHaveCount(0);

  await nav.getByRole("link", { name: "Evidence" }).click();
  await page.waitForURL("**/evidence");
  await expect(page.getByRole("table", { name: "Evidence items" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Add evidence" })).toHaveCount(0);

  await nav.getByRole("link", { name: "Audits" }).click();
  await page.waitForURL("**/audits");
  await expect(page.getByRole("heading", { level: 1, name: "Audits" })).toBeVisible();
  await expect(page.getByRole("link", { name: "New audit" })).toHaveCount(0);

  await nav.getByRole("link", { name: "Integrations" }).click();
  await page.waitForURL("**/integrations");
  await expect(page.getByRole("heading", { level: 1, name: "Integrations" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Connect a system" })).toHaveCount(0);

  // Members: the list without the invitation form or anyone's actions.
  await nav.getByRole("link", { name: "Members" }).click();
  await page.waitForURL("**/members");
  await expect(page.getByRole("table", { name: "Members", exact: true }).getByRole("row").filter({ hasText: JORDAN })).toContainText("(you)");
  await expect(page.getByRole("heading", { name: "Invite someone" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Send invitation" })).toHaveCount(0);
  await expect(page.getByRole("table", { name: "Pending invitations" })).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: /^Role of / })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Remove / })).toHaveCount(0);
  await shoot(page, "team-03-members-viewer");

  await nav.getByRole("link", { name: "API keys" }).click();
  await page.waitForURL("**/api-keys");
  await expect(page.getByText("Only admins and owners manage API keys")).toBeVisible();
  await expect(page.getByRole("button", { name: "Create key" })).toHaveCount(0);

  // The admin pages say why they are empty when opened directly.
  await page.goto("/audit-trail");
  await expect(page.getByText("For admins and owners")).toBeVisible();
  await page.goto("/sso");
  await expect(page.getByText("Only admins and owners manage single sign-on")).toBeVisible();

  // And the API refuses a write from this session.
  const refused = await page.request.post("/api/v1/members/invitations", { data: { email: uniqueEmail("refused"), role: "viewer" } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.code).toBe("forbidden");
});

test("two-factor authentication with recovery codes, and revoking another session", async ({ page, browser }) => {
  const { email, password } = await signUp(page, { email: uniqueEmail("twofactor") });

  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Security" }).click();
  await page.waitForURL("**/security");
  await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible();
  const twoFactor = page.locator("section").filter({ has: page.getByRole("heading", { name: /^Two-factor authentication/ }) });
  await expect(twoFactor.getByRole("heading", { name: /^Two-factor authentication/ })).toContainText("Off");

  // Set up: a QR code and the key to type; the test is the authenticator app.
  await twoFactor.getByRole("button", { name: "Set up two-factor authentication" }).click();
  await expect(twoFactor.getByRole("img", { name: "QR code to scan with your authenticator app" })).toBeVisible();
  const secret = (await twoFactor.locator("code").textContent())!.replace(/\s+/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await shoot(page, "team-04-security-qr");

  // A wrong code is refused; the right one turns it on and shows ten recovery codes once.
  await twoFactor.getByLabel("Code from the app").fill(totpCode(secret) === "000000" ? "111111" : "000000");
  await twoFactor.getByRole("button", { name: "Turn on" }).click();
  await expect(twoFactor.getByLabel("Code from the app")).toHaveAttribute("aria-invalid", "true");
  await expect(twoFactor.getByRole("alert")).toBeVisible();
  await twoFactor.getByLabel("Code from the app").fill(totpCode(secret));
  await twoFactor.getByRole("button", { name: "Turn on" }).click();
  const codes = twoFactor.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent())!.trim();
  await expect(twoFactor.getByRole("status")).toContainText("shown only this once");
  await shoot(page, "team-05-security-recovery-codes");
  await twoFactor.getByRole("button", { name: "I saved them" }).click();
  await expect(twoFactor.getByRole("heading", { name: /^Two-factor authentication/ })).toContainText("On");
  await expect(twoFactor).toContainText("10 of 10 recovery codes left");

  // Signing in again asks for a code after the password.
  await page.getByRole("banner").getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL("**/sign-in");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("Enter the six-digit code from your authenticator app, or one of your recovery codes.")).toBeVisible();
  await page.getByLabel("Authentication code").fill("123456" === totpCode(secret) ? "654321" : "123456");
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await expect(page.getByText("That code is not valid or was used already; enter a new code.")).toBeVisible();
  // The next time step's code: the one that turned 2FA on may still be current, and a used step is refused.
  await page.getByLabel("Authentication code").fill(totpCode(secret, 30));
  await page.getByRole("button", { name: "Verify and sign in" }).click();
  await page.waitForURL("**/dashboard");

  // A second browser signs in with a recovery code.
  const other = await newPage(browser);
  await other.goto("/sign-in");
  await other.getByLabel("E-mail").fill(email);
  await other.getByLabel("Password").fill(password);
  await other.getByRole("button", { name: "Sign in", exact: true }).click();
  await other.getByLabel("Authentication code").fill(recoveryCode);
  await other.getByRole("button", { name: "Verify and sign in" }).click();
  await other.waitForURL("**/dashboard");

  // Both sessions are listed (with their second factor); revoking the other one signs that browser out.
  await page.goto("/security");
  await expect(twoFactor).toContainText("9 of 10 recovery codes left");
  const sessions = page.locator("section").filter({ has: page.getByRole("heading", { name: "Sessions" }) });
  // (Sign-up's register call also opened an API token session, listed as such.)
  const rows = sessions.getByRole("listitem").filter({ hasText: /^Console/ });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "This session" })).toHaveCount(1);
  await expect(rows.filter({ hasText: "Second factor" })).toHaveCount(2);
  const otherRow = rows.filter({ hasNotText: "This session" });
  page.once("dialog", (dialog) => void dialog.accept());
  await otherRow.getByRole("button", { name: "Revoke" }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("This session");
  // (Its cookie still decodes; the console finds the session ended and sends it to sign in again, without looping.)
  await other.goto("/dashboard");
  await other.waitForURL(/\/sign-in\?error=SessionEnded$/);
  await expect(other.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  await other.context().close();
});

test("reset a forgotten password by e-mail", async ({ page }) => {
  const { email, password } = await signUp(page, { email: uniqueEmail("reset") });
  await page.context().clearCookies();

  await page.goto("/sign-in");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await page.waitForURL("**/forgot-password");
  await expect(page.getByRole("heading", { level: 1, name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("an e-mail with a reset link is on its way");

  await followEmailLink(page, email, /Reset your Compliance Platform password/);
  await page.waitForURL(/\/reset-password\?token=/);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  const newPassword = "another-long-enough-password";
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Repeat the new password").fill(`${newPassword}!`);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("The two passwords differ.")).toBeVisible();
  await page.getByLabel("Repeat the new password").fill(newPassword);
  await page.getByRole("button", { name: "Set new password" }).click();
  await page.waitForURL("**/sign-in?reset=done");
  await expect(page.getByRole("status")).toContainText("Your password is changed");

  // The old password no longer works; the new one does.
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByText("The e-mail or password is incorrect.")).toBeVisible();
  await signIn(page, email, newPassword);

  // The link works once.
  await followEmailLink(page, email, /Reset your Compliance Platform password/);
  await page.getByLabel("New password", { exact: true }).fill("yet-another-long-password");
  await page.getByLabel("Repeat the new password").fill("yet-another-long-password");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText("This link is invalid, already used or expired.")).toBeVisible();
});

test("a member sees their work and notifications; the approver approves a document", async ({ page, browser }) => {
  // Sam: one evidence request assigned and three days overdue, and the controls he owns.
  await signIn(page, SAM, DEMO.password);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "My work" }).click();
  await page.waitForURL("**/my-work");
  await expect(page.getByRole("heading", { level: 1, name: "My work" })).toBeVisible();
  await expect(page.getByText(/items? assigned to you, 1 overdue\./)).toBeVisible();
  const request = page.getByTestId("work-evidence_request").filter({ hasText: "CC6.2" });
  await expect(request).toContainText("Q3 user access review");
  await expect(request).toContainText("Overdue");
  await expect(request).toContainText(/Due \d/);
  await expect(request).toHaveClass(/bg-red-50/);
  await expect(page.getByTestId("work-control")).toHaveCount(3);
  await expect(page.getByRole("heading", { name: "Controls you own (3)" })).toBeVisible();
  await shoot(page, "team-06-my-work");

  // The header inbox lists the request; its footer opens the full list.
  const inbox = page.getByTestId("notifications-inbox");
  await expect(inbox).toHaveAccessibleName(/^Inbox: \d+\+? unread notifications$/);
  await inbox.click();
  await expect(page.getByTestId("inbox-notification").filter({ hasText: "Evidence requested for CC6.2" })).toBeVisible();
  await page.getByRole("link", { name: "All notifications" }).click();
  await page.waitForURL("**/notifications");
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  const assigned = page.getByTestId("notification-row").filter({ hasText: "Evidence requested for CC6.2" });
  await expect(assigned).toContainText("Evidence requested");
  await expect(assigned).toContainText("unread");
  // The request is three days overdue: the reminder is there too.
  await expect(page.getByTestId("notification-row").filter({ hasText: "Evidence for CC6.2 is overdue" })).toContainText("Evidence overdue");
  await expect(page.getByRole("heading", { name: "E-mail preferences" })).toBeVisible();
  await shoot(page, "team-07-notifications");
  const unreadBefore = await page.getByTestId("notification-row").filter({ hasText: "unread" }).count();
  await assigned.getByRole("button", { name: /^Mark read: Evidence requested for CC6\.2/ }).click();
  await expect(page.getByTestId("notification-row").filter({ hasText: "Evidence requested for CC6.2" })).toContainText("read");
  await expect(
    page
      .getByTestId("notification-row")
      .filter({ hasText: "Evidence requested for CC6.2" })
      .getByRole("button", { name: /^Mark read/ }),
  ).toHaveCount(0);
  await page.getByRole("link", { name: "Unread", exact: true }).click();
  await page.waitForURL("**/notifications?unread=true");
  await expect(page.getByTestId("notification-row").filter({ hasText: "Evidence requested for CC6.2" })).toHaveCount(0);
  await expect(page.getByTestId("notification-row")).toHaveCount(unreadBefore - 1);

  // Priya: a policy waits for her approval; she approves it from its page.
  const priya = await newPage(browser);
  await signIn(priya, PRIYA, DEMO.password);
  await priya.goto("/my-work");
  const waiting = priya.getByTestId("work-document");
  await expect(waiting).toHaveCount(1);
  await expect(waiting).toContainText(/Version \d+ awaiting your approval/);
  const title = (await waiting.getByRole("link").textContent())!.trim();
  await waiting.getByRole("link").click();
  await priya.waitForURL(/\/documents\/[0-9a-f-]{36}$/);
  const approval = priya.getByTestId("document-approval");
  await expect(approval).toContainText("Approval requested");
  await approval.getByRole("button", { name: /^Approve version \d+$/ }).click();
  await expect(approval).toContainText("Approved");
  await expect(approval).toContainText(/Version \d+ approved by Priya Natarajan/);
  await expect(approval.getByRole("button", { name: /^Approve version/ })).toHaveCount(0);
  await priya.goto("/my-work");
  await expect(priya.getByTestId("work-document").filter({ hasText: title })).toHaveCount(0);
  await priya.context().close();
});

test("the owner reads the audit trail, filters it by action and exports it as CSV", async ({ page }) => {
  await signIn(page, DEMO.email, DEMO.password);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Audit trail" }).click();
  await page.waitForURL("**/audit-trail");
  await expect(page.getByRole("heading", { level: 1, name: "Audit trail" })).toBeVisible();
  await expect(page.getByTestId("trail-event").first()).toBeVisible();

  // Members and roles only: every row is a member.* event (the demo's invitation among them).
  const filters = page.getByRole("form", { name: "Filter the audit trail" });
  await filters.getByLabel("What").selectOption({ label: "Members and roles" });
  await filters.getByRole("button", { name: "Filter" }).click();
  await page.waitForURL(/\/audit-trail\?.*action=member\./);
  await expect(filters.getByLabel("What")).toHaveValue("member.");
  const events = page.getByTestId("trail-event");
  await expect(events.first()).toBeVisible();
  // Each event reads in words ("Member: invited"), never as its code (`member.invited`).
  const actions = await events.locator("td:nth-child(3)").allTextContents();
  expect(actions.length).toBeGreaterThan(0);
  for (const action of actions) expect(action).toMatch(/^Member\b/);
  await expect(events.filter({ hasText: /Member:? invited/i }).filter({ hasText: "new.hire@example.com" })).toHaveCount(1);
  await shoot(page, "team-08-audit-trail");

  // The export carries the same filter.
  const [download] = await Promise.all([page.waitForEvent("download"), filters.getByRole("link", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^audit-trail-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = fs
    .readFileSync(await download.path(), "utf8")
    .trim()
    .split(/\r?\n/);
  expect(lines[0]).toBe("Time (UTC),Actor,Actor type,Actor id,Event,Action,Target type,Target id,Details");
  expect(lines.length - 1).toBeGreaterThanOrEqual(actions.length);
  for (const line of lines.slice(1)) expect(line).toMatch(/,member\.[a-z_]+,/);
  expect(lines.some((line) => line.includes("member.invited") && line.includes("new.hire@example.com"))).toBe(true);
});

test("the owner's single sign-on and provisioning pages", async ({ page }) => {
  await signIn(page, DEMO.email, DEMO.password);
  const nav = page.getByRole("navigation", { name: "Console" });
  await nav.getByRole("link", { name: "Single sign-on" }).click();
  await page.waitForURL("**/sso");
  await expect(page.getByRole("heading", { level: 1, name: "Single sign-on" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "E-mail domains" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Add an identity provider" })).toBeVisible();
  await shoot(page, "team-09-sso");

  await nav.getByRole("link", { name: "Provisioning (SCIM)" }).click();
  await page.waitForURL("**/members/scim");
  await expect(page.getByRole("heading", { level: 1, name: "Provisioning (SCIM)" })).toBeVisible();
  await expect(page.getByTestId("scim-base-url")).toHaveText(/\/scim\/v2$/);
  // The most specific section is the current one (not Members as well).
  await expect(nav.getByRole("link", { name: "Provisioning (SCIM)" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "Members" })).not.toHaveAttribute("aria-current", "page");
  await page.getByLabel("Token name").fill("Okta");
  await page.getByRole("button", { name: "Create token" }).click();
  await expect(page.getByTestId("new-scim-token")).not.toBeEmpty();
  await expect(page.getByRole("table", { name: "Active SCIM tokens" }).getByRole("cell", { name: "Okta", exact: true }).first()).toBeVisible();
  await shoot(page, "team-10-scim");
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { POST as inviteHandler } from "@/app/api/v1/audits/[id]/invite-auditor/route";
import { GET as listInvitationsHandler } from "@/app/api/v1/audits/[id]/invitations/route";
import { PUT as updateAuditHandler } from "@/app/api/v1/audits/[id]/route";
import { GET as auditorAuditHandler } from "@/app/api/v1/auditor/audit/route";
import { auditInvitations } from "@/db/audits";
import { getDb } from "@/lib/db/client";
import { sha256Hex } from "@/lib/credentials/secrets";
import { listOutbox } from "@/lib/email";
import { setTier } from "../../helpers/accounts";
import { startFakeResend, type FakeResend } from "../../fakes/resend-server";
import { emailMessages } from "@/db/email";
import { accept, activityCount, businessAccount, call, createAudit, drainMail, expectError, invite, tokenFromOutbox } from "./helpers";
import { FIELDWORK_AUDIT_STATUSES } from "@/lib/vocabulary";

const inviteCall = (token: string, id: string, body: unknown) =>
  call(inviteHandler, { path: `/api/v1/audits/${id}/invite-auditor`, token, params: { id }, body });
const auditorAudit = (token: string) => call(auditorAuditHandler, { path: "/api/v1/auditor/audit", token });
const listInvitations = (token: string, id: string, query = "") =>
  call(listInvitationsHandler, { path: `/api/v1/audits/${id}/invitations${query}`, token, params: { id } });

describe("POST /api/v1/audits/:id/invite-auditor (local outbox)", () => {
  it("answers the invitation without the token, queues the mail and delivers a single-use link after commit", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account, { title: "SOC 2 <FY26>" });
    const before = await activityCount(audit.id);
    const res = await inviteCall(account.token, audit.id, { email: "  Ada@Firm.TEST ", name: "Ada Auditor", firm: "Firm & Co" });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(["data"]);
    expect(res.body.data).toEqual({
      id: expect.any(String),
      email: "ada@firm.test",
      name: "Ada Auditor",
      firm: "Firm & Co",
      status: "pending",
      expires_at: expect.any(String),
      email_delivery: { status: "pending", attempts: 0, last_error: null, sent_at: null, next_attempt_at: expect.any(String) },
    });
    const expires = new Date(res.body.data.expires_at).getTime();
    expect(Math.abs(expires - (Date.now() + 72 * 3600_000))).toBeLessThan(60_000);
    expect(res.text).not.toMatch(/token/i);

    // Queued with the invitation, not sent inside its transaction; the magic link is not stored readable.
    expect((await listOutbox({ to: "ada@firm.test" })).messages).toHaveLength(0);
    const [queued] = await getDb().select().from(emailMessages).where(eq(emailMessages.relatedId, res.body.data.id));
    expect(queued).toMatchObject({ status: "pending", kind: "auditor_invitation", toAddress: "ada@firm.test", accountId: account.accountId });
    expect(queued.bodyCiphertext).toMatch(/^v1\./);
    expect(queued.bodyCiphertext).not.toContain("accept?token=");
    expect(await drainMail()).toBe(1);
    const [sent] = await getDb().select().from(emailMessages).where(eq(emailMessages.id, queued.id));
    expect(sent).toMatchObject({ status: "sent", attempts: 1, transport: "outbox", bodyCiphertext: null, lastError: null });

    const { messages } = await listOutbox({ to: "ada@firm.test" });
    expect(messages).toHaveLength(1);
    const mail = messages[0];
    expect(mail.subject).toContain("SOC 2 <FY26>");
    expect(mail.subject).toMatch(/invited to audit/i);
    expect(mail.html).toContain("SOC 2 &lt;FY26&gt;");
    expect(mail.html).toContain("Firm &amp; Co");
    const token = await tokenFromOutbox("ada@firm.test");
    expect(mail.text).toContain(`http://localhost:3000/auditor/accept?token=${token}`);
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(32);

    const [row] = await getDb().select().from(auditInvitations).where(eq(auditInvitations.id, res.body.data.id));
    expect(row.tokenHash).toBe(sha256Hex(token));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(await activityCount(audit.id)).toBe(before + 1);
  });

  it("validates the body", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account);
    const res = await inviteCall(account.token, audit.id, { email: "not-an-email", name: "", role: "x" });
    expectError(res, 400, "validation_failed");
    const paths = res.body.error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(["email", "name"]));
    expect(await getDb().select().from(auditInvitations).where(eq(auditInvitations.auditId, audit.id))).toHaveLength(0);
  });

  it("replaces an older invitation to the same e-mail: its link and its session stop working", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account);
    const first = await invite(account, audit.id, "bo@firm.test");
    const accepted = await accept(first.token);
    expect(accepted.status).toBe(200);
    const oldJwt = accepted.body.data.token;
    expect((await auditorAudit(oldJwt)).status).toBe(200);

    const second = await invite(account, audit.id, "bo@firm.test");
    expect(second.token).not.toBe(first.token);
    expectError(await auditorAudit(oldJwt), 401, "unauthorized");
    const res = await accept(second.token);
    expect(res.status).toBe(200);
    expect((await auditorAudit(res.body.data.token)).status).toBe(200);

    const third = await invite(account, audit.id, "bo@firm.test");
    const fourth = await invite(account, audit.id, "bo@firm.test");
    expectError(await accept(third.token), 401, "unauthorized");
    expect((await accept(fourth.token)).status).toBe(200);
    const rows = await getDb().select().from(auditInvitations).where(eq(auditInvitations.auditId, audit.id));
    expect(rows.filter((r) => r.status !== "replaced")).toHaveLength(1);
  });

  it("keeps invitations to different e-mails side by side", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account);
    const a = await invite(account, audit.id, "one@firm.test");
    const b = await invite(account, audit.id, "two@firm.test");
    expect((await accept(a.token)).status).toBe(200);
    expect((await accept(b.token)).status).toBe(200);
  });
});

describe("GET /api/v1/audits/:id/invitations", () => {
  it("lists live invitations newest first with their e-mail's delivery state, paginated", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account);
    await inviteCall(account.token, audit.id, { email: "one@firm.test", name: "One" });
    await inviteCall(account.token, audit.id, { email: "two@firm.test", name: "Two" });
    const queued = await listInvitations(account.token, audit.id);
    expect(queued.status).toBe(200);
    expect(queued.body.data.map((i: { email: string }) => i.email)).toEqual(["two@firm.test", "one@firm.test"]);
    expect(queued.body.data[0]).toMatchObject({ status: "pending", accepted_at: null, email_delivery: { status: "pending", attempts: 0 } });
    expect(queued.body.pagination).toEqual({ limit: 50, nextCursor: null, hasMore: false });

    await drainMail();
    const page1 = await listInvitations(account.token, audit.id, "?limit=1");
    expect(page1.body.data).toHaveLength(1);
    expect(page1.body.data[0].email_delivery).toMatchObject({ status: "sent", attempts: 1, sent_at: expect.any(String) });
    const page2 = await listInvitations(account.token, audit.id, `?limit=1&cursor=${page1.body.pagination.nextCursor}`);
    expect(page2.body.data.map((i: { email: string }) => i.email)).toEqual(["one@firm.test"]);
  });

  it("cancels the unsent mail of a replaced invitation and hides it", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account);
    const first = await inviteCall(account.token, audit.id, { email: "re@firm.test", name: "Re" });
    const second = await inviteCall(account.token, audit.id, { email: "re@firm.test", name: "Re" });
    const rows = await getDb().select().from(emailMessages).where(eq(emailMessages.toAddress, "re@firm.test"));
    expect(rows.find((r) => r.relatedId === first.body.data.id)).toMatchObject({
      status: "failed",
      lastError: expect.stringMatching(/^cancelled: /),
      bodyCiphertext: null,
    });
    expect(await drainMail()).toBe(1);
    const { messages } = await listOutbox({ to: "re@firm.test" });
    expect(messages).toHaveLength(1);
    const listed = (await listInvitations(account.token, audit.id)).body.data;
    expect(listed.map((i: { id: string }) => i.id)).toEqual([second.body.data.id]);
  });

  it("answers 404 for another account's audit and 403 below business", async () => {
    const account = await businessAccount();
    const other = await businessAccount("Other Owner");
    const audit = await createAudit(account);
    expectError(await listInvitations(other.token, audit.id), 404, "not_found");
    await setTier(account.accountId, "starter");
    expectError(await listInvitations(account.token, audit.id), 403, "plan_upgrade_required");
  });
});

describe("POST /api/v1/auditor/accept-invitation", () => {
  it("exchanges the token for a 7-day auditor JWT naming the invitation and audit, once", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account);
    const { token, invitation } = await invite(account, audit.id, "cy@firm.test", "Cy Auditor");
    const before = await activityCount(audit.id);
    const res = await accept(token);
    expect(res.status).toBe(200);
    expect(res.body.data.audit).toEqual({ id: audit.id, title: audit.title, framework_id: "soc2" });
    const claims = decodeJwt(res.body.data.token);
    expect(claims).toMatchObject({ sub: invitation.id, aud_id: audit.id, acc: account.accountId, scope: "auditor" });
    expect(claims.exp! - claims.iat!).toBe(7 * 24 * 3600);
    expect(await activityCount(audit.id)).toBe(before + 1);

    const again = await accept(token);
    expectError(again, 401, "unauthorized");
    expect(await activityCount(audit.id)).toBe(before + 1);
  });

  it("answers 401 to unknown, malformed and expired tokens", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account);
    const { token, invitation } = await invite(account, audit.id, "dee@firm.test");
    expectError(await accept("A".repeat(43)), 401, "unauthorized");
    expectError(await accept("short"), 401, "unauthorized");
    expectError(
      await call((await import("@/app/api/v1/auditor/accept-invitation/route")).POST, { path: "/api/v1/auditor/accept-invitation", body: {} }),
      400,
      "validation_failed",
    );
    await getDb()
      .update(auditInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(auditInvitations.id, invitation.id));
    expectError(await accept(token), 401, "unauthorized");
    const [row] = await getDb().select().from(auditInvitations).where(eq(auditInvitations.id, invitation.id));
    expect(row.status).toBe("pending");
  });

  it("accepts only once under concurrent use of the same link", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account);
    const { token } = await invite(account, audit.id, "race@firm.test");
    const results = await Promise.all([accept(token), accept(token), accept(token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
  });

  it("answers 403 plan_upgrade_required when the audited account is below business, leaving the token usable", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account);
    const { token } = await invite(account, audit.id, "eve@firm.test");
    await setTier(account.accountId, "starter");
    const res = await accept(token);
    expectError(res, 403, "plan_upgrade_required");
    expect(res.body.error.details).toEqual({ requiredTier: "business", currentTier: "starter" });
    await setTier(account.accountId, "business");
    expect((await accept(token)).status).toBe(200);
  });

  it("answers 409 audit_complete once the audit is complete", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account);
    const { token } = await invite(account, audit.id, "fay@firm.test");
    for (const status of [...FIELDWORK_AUDIT_STATUSES, "complete"]) {
      await call(updateAuditHandler, { method: "PUT", path: `/api/v1/audits/${audit.id}`, token: account.token, params: { id: audit.id }, body: { status } });
    }
    expectError(await accept(token), 409, "audit_complete");
  });
});

describe("invitation e-mail through Resend (fake server)", () => {
  let resend: FakeResend;
  const saved = { ...process.env };
  beforeAll(async () => {
    resend = await startFakeResend();
    process.env.RESEND_API_KEY = resend.apiKey;
    process.env.RESEND_BASE_URL = resend.url;
    process.env.EMAIL_FROM = "Audits <audits@example.com>";
  });
  afterAll(async () => {
    process.env = { ...saved };
    await resend.close();
  });

  it("sends through the SDK with the link, HTML and text bodies, and nothing lands in the outbox", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account);
    const res = await inviteCall(account.token, audit.id, { email: "gil@firm.test", name: "Gil" });
    expect(res.status).toBe(201);
    expect(resend.emails).toHaveLength(0);
    await drainMail();
    expect(resend.emails).toHaveLength(1);
    const mail = resend.emails[0];
    expect(mail).toMatchObject({ from: "Audits <audits@example.com>", to: ["gil@firm.test"], idempotencyKey: `auditor-invitation-${res.body.data.id}` });
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text!)![1];
    expect(mail.html).toContain(`http://localhost:3000/auditor/accept?token=${token}`);
    expect((await listOutbox({ to: "gil@firm.test" })).messages).toHaveLength(0);
    const [listed] = (await listInvitations(account.token, audit.id)).body.data;
    expect(listed.email_delivery).toEqual({ status: "sent", attempts: 1, last_error: null, sent_at: expect.any(String), next_attempt_at: null });
    const [row] = await getDb().select().from(emailMessages).where(eq(emailMessages.relatedId, res.body.data.id));
    expect(row).toMatchObject({ transport: "resend", providerMessageId: mail.id });
    expect((await accept(token)).status).toBe(200);
  });

  it("saves the invitation when Resend refuses, retries the mail and shows the refusal on the invitation", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account);
    const before = await activityCount(audit.id);
    resend.reset();
    resend.failNext(422, "validation_error", "The example.com domain is not verified.");
    const res = await inviteCall(account.token, audit.id, { email: "hal@firm.test", name: "Hal" });
    expect(res.status).toBe(201);
    expect(await activityCount(audit.id)).toBe(before + 1);

    let clock = Date.now();
    expect(await drainMail(() => new Date(clock))).toBe(1);
    const [retrying] = (await listInvitations(account.token, audit.id)).body.data;
    expect(retrying.email_delivery).toMatchObject({
      status: "pending",
      attempts: 1,
      last_error: "422 validation_error: The example.com domain is not verified.",
      sent_at: null,
    });
    expect(resend.emails).toHaveLength(0);

    // The next attempt is not due yet; once it is, the mail goes out.
    expect(await drainMail(() => new Date(clock))).toBe(0);
    clock = new Date(retrying.email_delivery.next_attempt_at).getTime();
    expect(await drainMail(() => new Date(clock))).toBe(1);
    expect(resend.emails.map((m) => m.to)).toEqual([["hal@firm.test"]]);
    const [sent] = (await listInvitations(account.token, audit.id)).body.data;
    expect(sent.email_delivery).toMatchObject({ status: "sent", attempts: 2, last_error: null });
  });
});

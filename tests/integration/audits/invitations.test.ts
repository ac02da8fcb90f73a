import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { POST as inviteHandler } from "@/app/api/v1/audits/[id]/invite-auditor/route";
import { PUT as updateAuditHandler } from "@/app/api/v1/audits/[id]/route";
import { GET as auditorAuditHandler } from "@/app/api/v1/auditor/audit/route";
import { auditInvitations } from "@/db/audits";
import { getDb } from "@/lib/db/client";
import { hashMagicLinkToken } from "@/lib/auditor/magic-link";
import { listOutbox } from "@/lib/email";
import { setTier } from "../../helpers/accounts";
import { startFakeResend, type FakeResend } from "../../fakes/resend-server";
import { accept, activityCount, businessAccount, call, createAudit, expectError, invite, tokenFromOutbox } from "./helpers";

const inviteCall = (token: string, id: string, body: unknown) =>
  call(inviteHandler, { path: `/api/v1/audits/${id}/invite-auditor`, token, params: { id }, body });
const auditorAudit = (token: string) => call(auditorAuditHandler, { path: "/api/v1/auditor/audit", token });

describe("POST /api/v1/audits/:id/invite-auditor (local outbox)", () => {
  it("answers the invitation without the token and mails a single-use link", async () => {
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
    });
    const expires = new Date(res.body.data.expires_at).getTime();
    expect(Math.abs(expires - (Date.now() + 72 * 3600_000))).toBeLessThan(60_000);
    expect(res.text).not.toMatch(/token/i);

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
    expect(row.tokenHash).toBe(hashMagicLinkToken(token));
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
    expectError(await call((await import("@/app/api/v1/auditor/accept-invitation/route")).POST, { path: "/api/v1/auditor/accept-invitation", body: {} }), 400, "validation_failed");
    await getDb().update(auditInvitations).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(auditInvitations.id, invitation.id));
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
    for (const status of ["in_progress", "evidence_review", "findings", "complete"]) {
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
    expect(resend.emails).toHaveLength(1);
    const mail = resend.emails[0];
    expect(mail).toMatchObject({ from: "Audits <audits@example.com>", to: ["gil@firm.test"], idempotencyKey: `auditor-invitation-${res.body.data.id}` });
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text!)![1];
    expect(mail.html).toContain(`http://localhost:3000/auditor/accept?token=${token}`);
    expect((await listOutbox({ to: "gil@firm.test" })).messages).toHaveLength(0);
    expect((await accept(token)).status).toBe(200);
  });

  it("answers 503 and stores nothing when Resend refuses", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account);
    const before = await activityCount(audit.id);
    resend.failNext(422, "validation_error", "The example.com domain is not verified.");
    const res = await inviteCall(account.token, audit.id, { email: "hal@firm.test", name: "Hal" });
    expectError(res, 503, "service_unavailable");
    expect(res.text).not.toContain("example.com domain");
    expect(await getDb().select().from(auditInvitations).where(eq(auditInvitations.auditId, audit.id))).toHaveLength(0);
    expect(await activityCount(audit.id)).toBe(before);
  });
});

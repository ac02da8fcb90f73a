import { and, asc, count, eq, inArray } from "drizzle-orm";
import { expect } from "vitest";
import { POST as createAuditHandler } from "@/app/api/v1/audits/route";
import { POST as inviteHandler } from "@/app/api/v1/audits/[id]/invite-auditor/route";
import { POST as acceptHandler } from "@/app/api/v1/auditor/accept-invitation/route";
import { auditActivity, auditControls, auditFindings, audits } from "@/db/audits";
import { accountEvents } from "@/db/events";
import { getDb } from "@/lib/db/client";
import { deliverDueEmails, listOutbox } from "@/lib/email";
import { getLogger } from "@/lib/log";
import { createAccount, type TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";

export { call };

export async function businessAccount(name = "Carla Customer"): Promise<TestAccount> {
  return createAccount({ tier: "business", name });
}

export async function createAudit(account: TestAccount, body: Record<string, unknown> = {}) {
  const res = await call(createAuditHandler, {
    path: "/api/v1/audits",
    token: account.token,
    body: { framework_id: "soc2", type: "type_ii", title: "SOC 2 FY2026", ...body },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.data as { id: string; framework_id: string; status: string; title: string };
}

/** Sends the queued mail now, as the scheduler's e-mail lane would right after an invitation. */
export async function drainMail(now: () => Date = () => new Date()): Promise<number> {
  return deliverDueEmails({ db: getDb(), now, log: getLogger() });
}

/** The magic-link token of the latest outbox message to `email` (delivering queued mail first). */
export async function tokenFromOutbox(email: string): Promise<string> {
  await drainMail();
  const { messages } = await listOutbox({ to: email, limit: 1 });
  expect(messages.length).toBe(1);
  const match = /\/auditor\/accept\?token=([A-Za-z0-9_-]+)/.exec(messages[0].text);
  expect(match).not.toBeNull();
  return match![1];
}

export async function invite(account: TestAccount, auditId: string, email = `auditor-${Math.random().toString(36).slice(2)}@firm.test`, name = "Ada Auditor") {
  const res = await call(inviteHandler, {
    path: `/api/v1/audits/${auditId}/invite-auditor`,
    token: account.token,
    params: { id: auditId },
    body: { email, name, firm: "Firm LLP" },
  });
  expect(res.status, res.text).toBe(201);
  return { invitation: res.body.data, token: await tokenFromOutbox(email), email };
}

export async function accept(token: string) {
  return call(acceptHandler, { path: "/api/v1/auditor/accept-invitation", body: { token } });
}

/**
 * Moves a draft audit to `in_progress` directly (no activity entry), as the customer starting it
 * would: the auditor may only review a started audit (docs/api.md §8).
 */
export async function startAudit(auditId: string): Promise<void> {
  await getDb()
    .update(audits)
    .set({ status: "in_progress" })
    .where(and(eq(audits.id, auditId), eq(audits.status, "draft")));
}

/** Invites and accepts: the auditor JWT for the audit, which is started unless `start: false`. */
export async function auditorFor(account: TestAccount, auditId: string, email?: string, opts: { start?: boolean } = {}): Promise<string> {
  if (opts.start !== false) await startAudit(auditId);
  const { token } = await invite(account, auditId, email);
  const res = await accept(token);
  expect(res.status, res.text).toBe(200);
  return res.body.data.token as string;
}

export async function activityCount(auditId: string): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(auditActivity).where(eq(auditActivity.auditId, auditId));
  return Number(row.n);
}

export async function auditEventCount(accountId: string): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(accountEvents).where(eq(accountEvents.accountId, accountId));
  return Number(row.n);
}

export function expectError(res: { status: number; body: any; text: string }, status: number, code: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.body.success).toBe(false);
  expect(res.body.error.code).toBe(code);
  expect(typeof res.body.error.message).toBe("string");
}

/** A complete body covering whatever is still pending or unresolved in the audit (docs/api.md §8). */
export async function completeBody(auditId: string, reason = "Out of scope for this period.") {
  const pending = await getDb()
    .select({ controlId: auditControls.controlId })
    .from(auditControls)
    .where(and(eq(auditControls.auditId, auditId), eq(auditControls.status, "pending")))
    .orderBy(asc(auditControls.sortOrder));
  const open = await getDb()
    .select({ id: auditFindings.id })
    .from(auditFindings)
    .where(and(eq(auditFindings.auditId, auditId), inArray(auditFindings.status, ["open", "in_progress"])));
  return { not_tested: pending.map((c) => ({ control_id: c.controlId, reason })), open_findings: open.map((f) => f.id) };
}

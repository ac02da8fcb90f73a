import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as listHandler } from "@/app/api/v1/auditor/audits/route";
import { POST as switchHandler } from "@/app/api/v1/auditor/audits/[id]/switch/route";
import { GET as auditorAuditHandler } from "@/app/api/v1/auditor/audit/route";
import { auditInvitations } from "@/db/audits";
import { getDb } from "@/lib/db/client";
import { accept, activityCount, businessAccount, call, createAudit, expectError, invite, startAudit } from "./helpers";

const list = (token: string) => call(listHandler, { path: "/api/v1/auditor/audits", token });
const enter = (token: string, auditId: string) => call(switchHandler, { path: `/api/v1/auditor/audits/${auditId}/switch`, token, params: { id: auditId } });

describe("one auditor identity across audits", () => {
  it("lists every audit the address is invited to, in any account, and enters another with that audit's own token", async () => {
    const email = `multi-${Math.random().toString(36).slice(2)}@firm.test`;
    const acme = await businessAccount("Acme Owner");
    const globex = await businessAccount("Globex Owner");
    const first = await createAudit(acme, { title: "Acme SOC 2" });
    const second = await createAudit(globex, { title: "Globex SOC 2" });
    await startAudit(first.id);
    await startAudit(second.id);
    const { token: link } = await invite(acme, first.id, email);
    await invite(globex, second.id, email);
    // Someone else invited to Globex: not this auditor's.
    await invite(globex, second.id);
    const signedIn = await accept(link);
    expect(signedIn.status, signedIn.text).toBe(200);
    const acmeToken = signedIn.body.data.token as string;

    const listed = await list(acmeToken);
    expect(listed.status, listed.text).toBe(200);
    expect(
      listed.body.data.map((a: { title: string; account_name: string; invitation_state: string; current: boolean }) => [
        a.title,
        a.invitation_state,
        a.current,
      ]),
    ).toEqual([
      ["Globex SOC 2", "pending", false],
      ["Acme SOC 2", "accepted", true],
    ]);

    const before = await activityCount(second.id);
    const entered = await enter(acmeToken, second.id);
    expect(entered.status, entered.text).toBe(200);
    expect(entered.body.data.audit).toMatchObject({ id: second.id, title: "Globex SOC 2" });
    expect(await activityCount(second.id)).toBe(before + 1);
    const globexToken = entered.body.data.token as string;
    // Each token reaches its own audit only.
    expect((await call(auditorAuditHandler, { path: "/api/v1/auditor/audit", token: globexToken })).body.data.id).toBe(second.id);
    expect((await call(auditorAuditHandler, { path: "/api/v1/auditor/audit", token: acmeToken })).body.data.id).toBe(first.id);
    // Back again: already accepted, no second joining.
    const back = await enter(globexToken, first.id);
    expect(back.status).toBe(200);
    expect((await list(globexToken)).body.data.map((a: { invitation_state: string }) => a.invitation_state)).toEqual(["accepted", "accepted"]);
  });

  it("refuses an audit the address is not invited to (404) and an expired invitation (409)", async () => {
    const email = `solo-${Math.random().toString(36).slice(2)}@firm.test`;
    const acme = await businessAccount();
    const audit = await createAudit(acme);
    await startAudit(audit.id);
    const { token: link } = await invite(acme, audit.id, email);
    const token = (await accept(link)).body.data.token as string;

    const stranger = await businessAccount("Stranger");
    const foreign = await createAudit(stranger);
    await startAudit(foreign.id);
    await invite(stranger, foreign.id);
    expectError(await enter(token, foreign.id), 404, "not_found");

    const later = await createAudit(stranger, { title: "Expired one" });
    await invite(stranger, later.id, email);
    await getDb()
      .update(auditInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(auditInvitations.auditId, later.id));
    expect((await list(token)).body.data.find((a: { id: string }) => a.id === later.id).invitation_state).toBe("expired");
    expectError(await enter(token, later.id), 409, "conflict");
  });
});

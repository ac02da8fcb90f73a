import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PUT as putPreferences } from "@/app/api/v1/notifications/preferences/route";
import { auditEvidenceRequests } from "@/db/audit-evidence-requests";
import { auditInvitations } from "@/db/audits";
import { emailMessages } from "@/db/email";
import { evidenceControls, evidenceItems } from "@/db/evidence";
import { notifications } from "@/db/notifications";
import { controlOwners } from "@/db/ownership";
import { getDb } from "@/lib/db/client";
import { deliverDueEmails } from "@/lib/email";
import { getLogger } from "@/lib/log";
import { queueReminders } from "@/lib/flows";
import { auditorEmails } from "@/lib/audits";
import { sendNotificationEmails } from "@/lib/notifications";
import { call } from "../../helpers/http";
import { auditorFor, createAudit } from "../audits/helpers";
import { useFakeResend } from "../email/helpers";
import { notificationsFor, notificationsOf, team, tell, type Member } from "./helpers";

const DAY = 86_400_000;
const db = () => getDb();
const run = (now = new Date()) => sendNotificationEmails({ db: db(), now: () => now, log: getLogger() }, auditorEmails);
const remind = (now = new Date()) => queueReminders({ db: db(), now: () => now });
const mailTo = (address: string) => db().select().from(emailMessages).where(eq(emailMessages.toAddress, address));
const prefer = (who: Member, email: string, mutedKinds: string[] = []) =>
  call(putPreferences, { method: "PUT", path: "/api/v1/notifications/preferences", token: who.token, body: { email, mutedKinds } });

describe("the notifications lane's e-mail", () => {
  it("e-mails `immediately` members one message each, and nobody for `off`, a muted kind or a deactivated member", async () => {
    const t = await team();
    expect((await prefer(t.viewer, "off")).status).toBe(200);
    expect((await prefer(t.member, "immediately", ["finding.recorded"])).status).toBe(200);
    await tell(t.owner.accountId, [{ userId: t.admin.userId }, { userId: t.viewer.userId }, { userId: t.member.userId }], {
      title: "Evidence requested for CC6.1",
    });
    await tell(t.owner.accountId, [{ userId: t.member.userId }], { kind: "finding.recorded", title: "Finding <on> CC6.1" });

    const outcome = await run();
    expect(outcome.sent).toBeGreaterThanOrEqual(2);
    const state = async (m: Member) => (await notificationsFor(m.userId)).map((n) => `${n.kind}:${n.emailState}`).sort();
    expect(await state(t.admin)).toEqual(["evidence_request.assigned:sent"]);
    expect(await state(t.viewer)).toEqual(["evidence_request.assigned:none"]);
    expect(await state(t.member)).toEqual(["evidence_request.assigned:sent", "finding.recorded:none"]);

    expect((await mailTo(t.admin.email)).map((m) => m.subject)).toEqual(["Evidence requested for CC6.1"]);
    expect(await mailTo(t.viewer.email)).toEqual([]);
    expect(await mailTo(t.member.email)).toHaveLength(1);

    // A second pass queues nothing more; the outbox then sends through the (fake) provider.
    await run();
    expect(await mailTo(t.admin.email)).toHaveLength(1);
    const resend = await useFakeResend(5_000);
    try {
      await deliverDueEmails({ db: db(), now: () => new Date(), log: getLogger() });
      const sent = resend.emails.filter((e) => e.to.includes(t.admin.email));
      expect(sent).toHaveLength(1);
      expect(sent[0].text).toContain("/audits/x");
      expect(sent[0].text).toContain("/notifications");
    } finally {
      await resend.restore();
    }
  });

  it("two workers at once queue each notification once", async () => {
    const t = await team();
    for (let i = 0; i < 5; i++) await tell(t.owner.accountId, [{ userId: t.admin.userId }], { title: `n${i}` });
    await Promise.all([run(), run()]);
    expect(await mailTo(t.admin.email)).toHaveLength(5);
  });

  it("gathers a `daily_digest` member's notifications into one e-mail a day, from the digest hour", async () => {
    const t = await team();
    expect((await prefer(t.member, "daily_digest", ["evidence.expiring"])).status).toBe(200);
    await tell(t.owner.accountId, [{ userId: t.member.userId }], { title: "first <thing>" });
    await tell(t.owner.accountId, [{ userId: t.member.userId }], { kind: "finding.recorded", title: "second thing" });
    await tell(t.owner.accountId, [{ userId: t.member.userId }], { kind: "evidence.expiring", title: "muted thing" });

    // Choosing the digest starts its clock: nothing goes out before the next digest hour.
    await run();
    expect(await mailTo(t.member.email)).toEqual([]);
    expect((await notificationsFor(t.member.userId)).filter((n) => n.emailState === "pending")).toHaveLength(2);

    const tomorrow = new Date(Date.now() + DAY);
    expect((await run(tomorrow)).digests).toBeGreaterThanOrEqual(1);
    const mail = await mailTo(t.member.email);
    expect(mail).toHaveLength(1);
    expect(mail[0].subject).toMatch(/^Your compliance digest for \d{1,2} \w{3} \d{4}: 2 notifications$/);
    expect((await notificationsFor(t.member.userId)).map((n) => n.emailState).sort()).toEqual(["digested", "digested", "none"]);

    // The same day again: no second digest, even with something new.
    await tell(t.owner.accountId, [{ userId: t.member.userId }], { title: "third" });
    await run(new Date(tomorrow.getTime() + 60_000));
    expect(await mailTo(t.member.email)).toHaveLength(1);
    await run(new Date(tomorrow.getTime() + DAY));
    expect(await mailTo(t.member.email)).toHaveLength(2);
  });

  it("e-mails the auditor at once, at the invitation's address", async () => {
    const t = await team();
    const audit = await createAudit(t.owner);
    const email = `auditor-${Math.random().toString(36).slice(2)}@firm.test`;
    await auditorFor(t.owner, audit.id, email);
    const [invitation] = await db().select().from(auditInvitations).where(eq(auditInvitations.auditId, audit.id));
    await tell(t.owner.accountId, [{ auditorInvitationId: invitation.id }], {
      kind: "evidence_request.responded",
      title: "Evidence submitted for CC6.1",
      link: "/auditor/evidence-requests",
    });
    await run();
    const mail = (await mailTo(email)).filter((m) => m.kind === "notification");
    expect(mail.map((m) => m.subject)).toEqual(["Evidence submitted for CC6.1"]);
  });
});

describe("reminders", () => {
  it("due soon once per request, overdue once per request and day, expiring evidence once per item and date — across runs", async () => {
    const t = await team();
    const audit = await createAudit(t.owner);
    await auditorFor(t.owner, audit.id);
    const now = new Date();
    const [soon, late, unassigned] = await db()
      .insert(auditEvidenceRequests)
      .values([
        { auditId: audit.id, controlId: "CC6.1", description: "Access review", assigneeUserId: t.member.userId, dueAt: new Date(now.getTime() + DAY) },
        { auditId: audit.id, controlId: "CC6.2", description: "Onboarding tickets", assigneeUserId: t.member.userId, dueAt: new Date(now.getTime() - DAY) },
        { auditId: audit.id, controlId: "CC7.1", description: "Vulnerability scans", dueAt: new Date(now.getTime() - DAY) },
      ])
      .returning();
    const [owned, unowned] = await db()
      .insert(evidenceItems)
      .values([
        {
          accountId: t.owner.accountId,
          title: "Pen test report",
          url: "https://x.test/pt",
          source: "link",
          createdByType: "user",
          createdById: t.owner.userId,
          expiresAt: new Date(now.getTime() + 5 * DAY),
        },
        {
          accountId: t.owner.accountId,
          title: "Insurance",
          url: "https://x.test/ins",
          source: "link",
          createdByType: "user",
          createdById: t.owner.userId,
          expiresAt: new Date(now.getTime() + 10 * DAY),
        },
      ])
      .returning();
    await db()
      .insert(evidenceControls)
      .values([
        { evidenceId: owned.id, accountId: t.owner.accountId, frameworkId: "soc2", controlId: "CC4.1" },
        { evidenceId: unowned.id, accountId: t.owner.accountId, frameworkId: "soc2", controlId: "CC9.9" },
      ]);
    await db()
      .insert(controlOwners)
      .values({ accountId: t.owner.accountId, frameworkId: "soc2", controlId: "CC4.1", userId: t.viewer.userId, assignedAt: now });

    await remind(now);
    await remind(now);
    const who = (rows: { userId: string | null }[]) => rows.map((r) => r.userId).sort();
    expect(who(await notificationsOf("evidence_request.due_soon", soon.id))).toEqual([t.member.userId]);
    expect(who(await notificationsOf("evidence_request.overdue", late.id))).toEqual([t.member.userId]);
    expect(who(await notificationsOf("evidence_request.overdue", unassigned.id))).toEqual([t.owner.userId, t.admin.userId].sort());
    expect(await notificationsOf("evidence_request.due_soon", late.id)).toEqual([]);
    expect(who(await notificationsOf("evidence.expiring", owned.id))).toEqual([t.viewer.userId]);
    expect(who(await notificationsOf("evidence.expiring", unowned.id))).toEqual([t.owner.userId, t.admin.userId].sort());

    // The next day: overdue again, the rest not.
    await remind(new Date(now.getTime() + DAY));
    await remind(new Date(now.getTime() + DAY));
    expect(await notificationsOf("evidence_request.overdue", late.id)).toHaveLength(2);
    expect(await notificationsOf("evidence_request.due_soon", soon.id)).toHaveLength(1);
    expect(await notificationsOf("evidence.expiring", owned.id)).toHaveLength(1);

    // A renewed expiry date is a new occasion.
    await db()
      .update(evidenceItems)
      .set({ expiresAt: new Date(now.getTime() + 6 * DAY) })
      .where(eq(evidenceItems.id, owned.id));
    await remind(now);
    expect(await notificationsOf("evidence.expiring", owned.id)).toHaveLength(2);
    const ids = (
      await db()
        .select({ id: notifications.id })
        .from(notifications)
        .where(inArray(notifications.subjectId, [soon.id, late.id, unassigned.id]))
    ).length;
    // due soon 1; overdue: `late` on 2 days (1 each), `unassigned` on 2 days (2 each), `soon` once its due time came (1).
    expect(ids).toBe(8);
  });
});

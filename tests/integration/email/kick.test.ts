import { afterEach, describe, expect, it } from "vitest";
import { listOutbox } from "@/lib/email";
import { startJobScheduler, type JobScheduler } from "@/lib/background/scheduler";
import { businessAccount, call, createAudit } from "../audits/helpers";
import { POST as inviteHandler } from "@/app/api/v1/audits/[id]/invite-auditor/route";

let scheduler: JobScheduler | null = null;
afterEach(async () => {
  await scheduler?.stop();
  scheduler = null;
});

describe("in a running server", () => {
  it("the invitation's kick has the e-mail lane deliver it within moments, not at the next poll", async () => {
    // Timers far away: only the kick after commit can send the mail within this test.
    scheduler = startJobScheduler({ lanes: ["email"], intervalMs: { email: 3_600_000 }, initialDelayMs: 3_600_000 });
    const account = await businessAccount();
    const audit = await createAudit(account);
    const started = Date.now();
    const res = await call(inviteHandler, {
      path: `/api/v1/audits/${audit.id}/invite-auditor`,
      token: account.token,
      params: { id: audit.id },
      body: { email: "kicked@firm.test", name: "Kim" },
    });
    expect(res.status).toBe(201);
    let messages = (await listOutbox({ to: "kicked@firm.test" })).messages;
    while (messages.length === 0 && Date.now() - started < 5_000) {
      await new Promise((r) => setTimeout(r, 20));
      messages = (await listOutbox({ to: "kicked@firm.test" })).messages;
    }
    expect(messages).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

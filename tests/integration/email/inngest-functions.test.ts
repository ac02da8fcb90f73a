import { InngestTestEngine } from "@inngest/test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EMAIL_DELIVERY_EVENT, listOutbox, requestEmailDelivery } from "@/lib/email";
import { inngest } from "@/lib/inngest/client";
import { deliverRequestedEmail, emailSweepCron } from "@/lib/background/inngest-email-functions";
import { JOB_LANES, onKick } from "@/lib/jobs/kick";
import { messageRow, queueMessage } from "./helpers";

const configureInngest = () => {
  process.env.INNGEST_EVENT_KEY = "test-event-key";
  process.env.INNGEST_SIGNING_KEY = "signkey-test-0123456789abcdef0123456789abcdef";
};
afterEach(() => {
  delete process.env.INNGEST_EVENT_KEY;
  delete process.env.INNGEST_SIGNING_KEY;
  vi.restoreAllMocks();
});

describe("email-deliver-requested", () => {
  it("sends the requested message (and whatever else is due) in one step", async () => {
    const queued = await queueMessage({ to: "inngest@example.test" });
    const t = new InngestTestEngine({ function: deliverRequestedEmail, events: [{ name: EMAIL_DELIVERY_EVENT, data: { messageId: queued.messageId } }] });
    const { result, ctx } = await t.execute();
    expect(result).toEqual({ attempted: 1 });
    expect((ctx.step.run as any).mock.calls.map((c: unknown[]) => c[0])).toEqual(["prepare-password-resets", "deliver-due"]);
    expect(await messageRow(queued.messageId)).toMatchObject({ status: "sent", transport: "outbox" });
    expect((await listOutbox({ to: "inngest@example.test" })).messages).toHaveLength(1);

    // A duplicate event finds nothing left to send.
    const again = await new InngestTestEngine({
      function: deliverRequestedEmail,
      events: [{ name: EMAIL_DELIVERY_EVENT, data: { messageId: queued.messageId } }],
    }).execute();
    expect(again.result).toEqual({ attempted: 0 });
    expect((await listOutbox({ to: "inngest@example.test" })).messages).toHaveLength(1);
  });
});

describe("email-due-sweep (cron)", () => {
  it("drains everything due in bounded steps", async () => {
    const queued = await Promise.all(Array.from({ length: 20 }, () => queueMessage()));
    const { result, ctx } = await new InngestTestEngine({ function: emailSweepCron }).execute();
    expect(result).toEqual({ attempted: 20 });
    expect((ctx.step.run as any).mock.calls.map((c: unknown[]) => c[0])).toEqual(["prepare-password-resets", "drain-0", "drain-1"]);
    for (const q of queued) expect((await messageRow(q.messageId)).status).toBe("sent");
    expect((await new InngestTestEngine({ function: emailSweepCron }).execute()).result).toEqual({ attempted: 0 });
  });
});

describe("requestEmailDelivery", () => {
  it("wakes the in-process e-mail lane, and sends no event without Inngest", async () => {
    const send = vi.spyOn(inngest, "send");
    let kicks = 0;
    const off = onKick(JOB_LANES.email, () => kicks++);
    try {
      await requestEmailDelivery({ messageIds: ["m1"] });
    } finally {
      off();
    }
    expect(kicks).toBe(1);
    expect(send).not.toHaveBeenCalled();
  });

  it("sends one Inngest event per message when Inngest is configured", async () => {
    configureInngest();
    const send = vi.spyOn(inngest, "send").mockResolvedValue({ ids: ["e1", "e2"] } as never);
    await requestEmailDelivery({ messageIds: ["m1", "m2"] });
    expect(send).toHaveBeenCalledWith([
      { name: EMAIL_DELIVERY_EVENT, data: { messageId: "m1" } },
      { name: EMAIL_DELIVERY_EVENT, data: { messageId: "m2" } },
    ]);
  });

  it("never throws and never waits past its timeout when Inngest fails or hangs", async () => {
    configureInngest();
    vi.spyOn(inngest, "send").mockRejectedValueOnce(new Error("401 Event key not found"));
    await expect(requestEmailDelivery({ messageIds: ["m1"] })).resolves.toBeUndefined();

    vi.spyOn(inngest, "send").mockReturnValueOnce(new Promise(() => {}) as never);
    const started = performance.now();
    await expect(requestEmailDelivery({ messageIds: ["m1"], timeoutMs: 50 })).resolves.toBeUndefined();
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

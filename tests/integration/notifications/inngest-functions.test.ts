import { InngestTestEngine } from "@inngest/test";
import { describe, expect, it } from "vitest";
import { notificationSweepCron } from "@/lib/background/inngest-notification-functions";
import { notificationsFor, team, tell } from "./helpers";

describe("notifications-sweep (cron)", () => {
  it("runs the reminders, then queues the pending notifications' e-mail, in named steps", async () => {
    const t = await team();
    await tell(t.owner.accountId, [{ userId: t.admin.userId }], { title: "Evidence requested for CC7.2" });
    const { result, ctx } = await new InngestTestEngine({ function: notificationSweepCron }).execute();
    expect(result).toMatchObject({ sent: expect.any(Number), digests: expect.any(Number), reminders: expect.any(Number) });
    expect((result as { sent: number }).sent).toBeGreaterThanOrEqual(1);
    expect((ctx.step.run as any).mock.calls.map((c: unknown[]) => c[0])).toEqual(["reminders", "emails-0"]);
    expect((await notificationsFor(t.admin.userId)).map((n) => n.emailState)).toEqual(["sent"]);

    // A second sweep finds nothing left for that notification.
    await new InngestTestEngine({ function: notificationSweepCron }).execute();
    expect((await notificationsFor(t.admin.userId)).map((n) => n.emailState)).toEqual(["sent"]);
  });
});

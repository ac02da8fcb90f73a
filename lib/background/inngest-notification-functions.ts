import { getDb } from "@/lib/db/client";
import { inngest } from "@/lib/inngest/client";
import { getLogger } from "@/lib/log";
import { queueReminders } from "@/lib/flows";
import { auditorEmails } from "@/lib/audits";
import { sendNotificationEmails } from "@/lib/notifications";

/** Notifications (or digest recipients) per step; a step only writes rows and queues outbox mail, so it is quick. */
const STEP_LIMIT = 200;
/** Steps per sweep; the rest waits for the next minute. */
const MAX_SWEEP_STEPS = 10;

const options = () => ({ db: getDb(), now: () => new Date(), log: getLogger().child({ component: "notifications" }), limit: STEP_LIMIT });

/**
 * Every minute, what the in-process `notifications` lane does: the reminders, then pending notifications into the
 * e-mail outbox (one each, or the daily digest). Claims are exclusive (`SKIP LOCKED`) and reminders de-duplicate,
 * so a retried step changes nothing twice.
 */
export const notificationSweepCron = inngest.createFunction(
  { id: "notifications-sweep", triggers: [{ cron: "* * * * *" }], concurrency: { limit: 1 } },
  async ({ step }) => {
    const reminders = await step.run("reminders", () => queueReminders(options()));
    let sent = 0;
    let digests = 0;
    for (let i = 0; i < MAX_SWEEP_STEPS; i++) {
      const outcome = await step.run(`emails-${i}`, () => sendNotificationEmails(options(), auditorEmails));
      sent += outcome.sent;
      digests += outcome.digests;
      if (outcome.sent + outcome.skipped < STEP_LIMIT && outcome.digests < STEP_LIMIT) break;
    }
    return { reminders, sent, digests };
  },
);

export const notificationFunctions = [notificationSweepCron];

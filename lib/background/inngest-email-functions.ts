import { preparePasswordResets } from "@/lib/auth";
import { getDb } from "@/lib/db/client";
import { deliverDueEmails, EMAIL_DELIVERY_EVENT } from "@/lib/email";
import { getLogger } from "@/lib/log";
import { inngest } from "@/lib/inngest/client";

/**
 * Messages per step: with the default 10 s send timeout and 8 sends at once, a step against a
 * hanging provider ends within about 20 s, inside any platform's request limit.
 */
const STEP_LIMIT = 16;
/** Steps per sweep; the rest waits for the next minute. */
const MAX_SWEEP_STEPS = 20;

const drain = (limit: number) => deliverDueEmails({ db: getDb(), now: () => new Date(), log: getLogger().child({ component: "email-outbox" }), limit });

/** Queued password-reset requests become mail (lib/auth/prepare-password-resets.ts) before the outbox drains. */
const prepareResets = () => preparePasswordResets({ db: getDb(), now: () => new Date(), log: getLogger().child({ component: "password-resets" }) });

/**
 * Right after a service queued mail (requestEmailDelivery): sends what is due, that message among
 * them. Several of these at once are safe (claims are exclusive); the cap keeps a burst of
 * invitations from opening many sends against the provider.
 */
export const deliverRequestedEmail = inngest.createFunction(
  { id: "email-deliver-requested", triggers: [{ event: EMAIL_DELIVERY_EVENT }], concurrency: { limit: 2 }, retries: 2 },
  async ({ step }) => {
    await step.run("prepare-password-resets", prepareResets);
    const attempted = await step.run("deliver-due", () => drain(STEP_LIMIT));
    return { attempted };
  },
);

/** Every minute: retries whose backoff has elapsed, and anything whose delivery request was lost. */
export const emailSweepCron = inngest.createFunction(
  { id: "email-due-sweep", triggers: [{ cron: "* * * * *" }], concurrency: { limit: 1 } },
  async ({ step }) => {
    await step.run("prepare-password-resets", prepareResets);
    let attempted = 0;
    for (let i = 0; i < MAX_SWEEP_STEPS; i++) {
      const n = await step.run(`drain-${i}`, () => drain(STEP_LIMIT));
      attempted += n;
      if (n < STEP_LIMIT) break;
    }
    return { attempted };
  },
);

export const emailFunctions = [deliverRequestedEmail, emailSweepCron];

import { eq } from "drizzle-orm";
import { emailMessages } from "@/db/email";
import { getDb } from "@/lib/db/client";
import { deliverDueEmails, enqueueEmail, type DeliverDueOptions } from "@/lib/email";
import { getLogger } from "@/lib/log";
import { startFakeResend, type FakeResend } from "../../fakes/resend-server";

/** Points the product's mail at a fresh fake Resend; `restore` undoes it. */
export async function useFakeResend(timeoutMs: number): Promise<FakeResend & { restore: () => Promise<void> }> {
  const saved = { ...process.env };
  const resend = await startFakeResend();
  process.env.RESEND_API_KEY = resend.apiKey;
  process.env.RESEND_BASE_URL = resend.url;
  process.env.EMAIL_FROM = "Audits <audits@example.com>";
  process.env.EMAIL_SEND_TIMEOUT_MS = String(timeoutMs);
  return Object.assign(resend, {
    async restore() {
      process.env = { ...saved };
      await resend.close();
    },
  });
}

export function drain(options: Partial<DeliverDueOptions> = {}): Promise<number> {
  return deliverDueEmails({ db: getDb(), now: () => new Date(), log: getLogger(), ...options });
}

let n = 0;
/** Queues one message outside any service, in a transaction of its own. */
export async function queueMessage(overrides: { to?: string; key?: string; now?: Date } = {}) {
  n += 1;
  const to = overrides.to ?? `person-${n}@example.test`;
  return getDb().transaction((tx) =>
    enqueueEmail(tx, {
      accountId: null,
      message: { to, subject: `Message ${n}`, html: `<p>Hello ${n}</p>`, text: `Hello ${n}`, kind: "test" },
      idempotencyKey: overrides.key ?? `test-${n}-${Math.random().toString(36).slice(2)}`,
      now: overrides.now ?? new Date(),
    }),
  );
}

export async function messageRow(id: string) {
  const [row] = await getDb().select().from(emailMessages).where(eq(emailMessages.id, id));
  return row;
}

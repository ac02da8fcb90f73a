import { INNGEST_SEND_TIMEOUT_MS, inngestConfigured, sendInngestEvents } from "@/lib/inngest/client";
import { JOB_LANES, kick } from "@/lib/jobs/kick";
import { getLogger, type Logger } from "@/lib/log";

/** Asks Inngest to deliver queued mail (lib/background/inngest-email-functions.ts). */
export const EMAIL_DELIVERY_EVENT = "email/delivery.requested";

export interface RequestDeliveryOptions {
  /** The messages just queued; the receiving side drains every due message anyway. */
  messageIds?: string[];
  log?: Logger;
  timeoutMs?: number;
}

/**
 * Call AFTER the transaction that queued mail has committed: asks for prompt delivery. Wakes the
 * in-process scheduler's e-mail lane (a no-op where none runs) and, with Inngest configured, sends
 * one event too (bounded by a short timeout); whichever claims a message first sends it. Never
 * throws: if the request is lost, the periodic sweep (the lane's timer or Inngest's cron) sends
 * the mail anyway.
 */
export async function requestEmailDelivery(options: RequestDeliveryOptions = {}): Promise<void> {
  kick(JOB_LANES.email);
  if (!inngestConfigured()) return;
  const log = options.log ?? getLogger();
  const ids = options.messageIds?.length ? options.messageIds : [null];
  try {
    await sendInngestEvents(
      ids.map((messageId) => ({ name: EMAIL_DELIVERY_EVENT, data: { messageId } })),
      options.timeoutMs ?? INNGEST_SEND_TIMEOUT_MS,
    );
  } catch (err) {
    log.warn({ err, messageIds: options.messageIds }, "could not request e-mail delivery from Inngest; the cron sweep will send it");
  }
}

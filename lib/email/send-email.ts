import { Resend } from "resend";
import { emailConfig } from "./internal/config";
import { writeToOutbox } from "./internal/outbox";
import { EmailDeliveryError, type EmailMessage, type SentEmail } from "./internal/types";

let client: { key: string; baseUrl: string | undefined; resend: Resend } | null = null;

/** One SDK client per key/base URL; RESEND_BASE_URL points the SDK at a fake server in tests. */
function resendClient(key: string): Resend {
  const baseUrl = process.env.RESEND_BASE_URL?.trim() || undefined;
  if (!client || client.key !== key || client.baseUrl !== baseUrl) {
    client = { key, baseUrl, resend: new Resend(key, baseUrl ? { baseUrl } : undefined) };
  }
  return client.resend;
}

export interface SendOptions {
  /** Overrides EMAIL_SEND_TIMEOUT_MS (default 10 s). */
  timeoutMs?: number;
}

/**
 * The one way the product sends mail: through Resend when RESEND_API_KEY is set, otherwise into
 * the local outbox (shown at /dev/mailbox outside production). Never call it inside a database
 * transaction: services queue mail with `enqueueEmail` and lib/email/internal/deliver-due.ts sends it.
 * Settles within the timeout whatever the provider does; throws EmailDeliveryError when the
 * provider refuses, fails or does not answer in time.
 */
export async function sendEmail(message: EmailMessage, options: SendOptions = {}): Promise<SentEmail> {
  const timeoutMs = options.timeoutMs ?? emailConfig().sendTimeoutMs;
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new EmailDeliveryError(`timed out after ${timeoutMs} ms`, "timeout");
      // Aborting frees the socket; the race below answers even if something ignores the signal.
      controller.abort(error);
      reject(error);
    }, timeoutMs);
  });
  const attempt = deliver(message, controller.signal);
  // Once the race is lost the attempt's own outcome no longer matters; keep it from going unhandled.
  attempt.catch(() => {});
  try {
    return await Promise.race([attempt, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

async function deliver(message: EmailMessage, signal: AbortSignal): Promise<SentEmail> {
  const { apiKey, from } = emailConfig();
  if (!apiKey) {
    const stored = await writeToOutbox(from, message);
    return { id: stored.id, transport: "outbox" };
  }
  // The SDK passes `signal` on to fetch, and answers an aborted or failed request as `error`.
  const { data, error } = await resendClient(apiKey).emails.send(
    {
      from,
      to: [message.to],
      subject: message.subject,
      html: message.html,
      text: message.text,
      ...(message.kind ? { tags: [{ name: "kind", value: message.kind }] } : {}),
    },
    { signal, ...(message.idempotencyKey ? { idempotencyKey: message.idempotencyKey } : {}) },
  );
  if (signal.aborted) throw signal.reason;
  if (error || !data) {
    throw new EmailDeliveryError(error?.message ?? "the mail provider gave no answer", error?.name ?? null, error?.statusCode ?? null);
  }
  return { id: data.id, transport: "resend" };
}

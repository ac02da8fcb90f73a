import { Resend } from "resend";
import { emailConfig } from "./config";
import { writeToOutbox } from "./outbox";
import { EmailDeliveryError, type EmailMessage, type SentEmail } from "./types";

let client: { key: string; baseUrl: string | undefined; resend: Resend } | null = null;

/** One SDK client per key/base URL; RESEND_BASE_URL points the SDK at a fake server in tests. */
function resendClient(key: string): Resend {
  const baseUrl = process.env.RESEND_BASE_URL?.trim() || undefined;
  if (!client || client.key !== key || client.baseUrl !== baseUrl) {
    client = { key, baseUrl, resend: new Resend(key, baseUrl ? { baseUrl } : undefined) };
  }
  return client.resend;
}

/**
 * The one way the product sends mail: through Resend when RESEND_API_KEY is set, otherwise into
 * the local outbox (shown at /dev/mailbox outside production). Throws EmailDeliveryError when
 * the provider refuses, so the caller can undo whatever the mail was announcing.
 */
export async function sendEmail(message: EmailMessage): Promise<SentEmail> {
  const { apiKey, from } = emailConfig();
  if (!apiKey) {
    const stored = await writeToOutbox(from, message);
    return { id: stored.id, transport: "outbox" };
  }
  const { data, error } = await resendClient(apiKey).emails.send(
    {
      from,
      to: [message.to],
      subject: message.subject,
      html: message.html,
      text: message.text,
      ...(message.kind ? { tags: [{ name: "kind", value: message.kind }] } : {}),
    },
    message.idempotencyKey ? { idempotencyKey: message.idempotencyKey } : undefined,
  );
  if (error || !data) {
    throw new EmailDeliveryError(error?.message ?? "the mail provider gave no answer", error?.name ?? null);
  }
  return { id: data.id, transport: "resend" };
}

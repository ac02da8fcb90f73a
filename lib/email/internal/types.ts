export interface EmailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Free-form label kept with the message (e.g. "auditor_invitation"); not shown to recipients. */
  kind?: string;
  /** Makes a retried send deliver once (Resend's Idempotency-Key). */
  idempotencyKey?: string;
}

export interface SentEmail {
  id: string;
  transport: "resend" | "outbox";
}

export interface OutboxMessage {
  id: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  kind: string | null;
  createdAt: string;
}

/**
 * The mail provider refused, could not be reached, or did not answer in time (`providerCode`
 * "timeout"). The outbox records it on the message and retries (lib/email/internal/deliver-due.ts).
 */
export class EmailDeliveryError extends Error {
  constructor(
    message: string,
    readonly providerCode: string | null,
    readonly statusCode: number | null = null,
  ) {
    super(message);
    this.name = "EmailDeliveryError";
  }
}

import { openText, sealText } from "@/lib/crypto/sealed-text";

export interface EmailBody {
  html: string;
  text: string;
}

const PURPOSE = "email/outbox-body/v1";

/**
 * Queued bodies carry live magic links, which the product otherwise stores only hashed; they are
 * kept encrypted until sent.
 */
export function encryptEmailBody(body: EmailBody, authSecret: string): string {
  return sealText(PURPOSE, JSON.stringify(body), authSecret);
}

/** Throws when the format is unknown or AUTH_SECRET changed since the message was queued. */
export function decryptEmailBody(stored: string, authSecret: string): EmailBody {
  const body = JSON.parse(openText(PURPOSE, stored, authSecret)) as EmailBody;
  return { html: String(body.html ?? ""), text: String(body.text ?? "") };
}

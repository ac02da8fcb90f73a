import { randomBytes } from "node:crypto";
import { openText, sealText } from "@/lib/crypto/sealed-text";

const PREFIX = "whsec_";
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** `whsec_` + base64 of 24..64 bytes, per Standard Webhooks and docs/api.md §12. */
export function isStandardWebhookSecret(secret: string): boolean {
  if (!secret.startsWith(PREFIX)) return false;
  const body = secret.slice(PREFIX.length);
  if (!BASE64.test(body) || body.length % 4 !== 0) return false;
  const bytes = Buffer.from(body, "base64");
  return bytes.length >= 24 && bytes.length <= 64 && bytes.toString("base64") === body;
}

export function generateWebhookSecret(): string {
  return PREFIX + randomBytes(32).toString("base64");
}

/** The HMAC key a secret stands for: the base64-decoded part after `whsec_`. */
export function webhookSigningKey(secret: string): Buffer {
  return Buffer.from(secret.slice(PREFIX.length), "base64");
}

const PURPOSE = "monitoring/webhook-secret/v1";

/** Webhook signing secrets are kept encrypted (lib/crypto/sealed-text.ts): shown once, never returned. */
export function encryptWebhookSecret(secret: string, authSecret: string): string {
  return sealText(PURPOSE, secret, authSecret);
}

export function decryptWebhookSecret(stored: string, authSecret: string): string {
  return openText(PURPOSE, stored, authSecret);
}

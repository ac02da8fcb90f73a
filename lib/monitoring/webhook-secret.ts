import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const PREFIX = "whsec_";
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** `whsec_` + base64 of 24..64 bytes, per Standard Webhooks and CONTRACT §8. */
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

const keyCache = new Map<string, Buffer>();

// A dedicated key per purpose: AUTH_SECRET also signs JWTs, and HKDF keeps the two uses independent.
function encryptionKey(authSecret: string): Buffer {
  let key = keyCache.get(authSecret);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", authSecret, "compliance-platform", "monitoring/webhook-secret/v1", 32));
    keyCache.set(authSecret, key);
  }
  return key;
}

/** AES-256-GCM; stored as `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export function encryptWebhookSecret(secret: string, authSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", encryptionKey(authSecret), iv);
  const ciphertext = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), ciphertext].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
}

export function decryptWebhookSecret(stored: string, authSecret: string): string {
  const [version, iv, tag, ciphertext] = stored.split(".");
  if (version !== "v1" || !iv || !tag || ciphertext === undefined) throw new Error("unrecognised webhook secret format");
  const decipher = createDecipheriv("aes-256-gcm", encryptionKey(authSecret), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}

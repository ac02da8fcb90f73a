import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const keyCache = new Map<string, Buffer>();

/**
 * One key per purpose, derived from AUTH_SECRET with HKDF: the secret also signs JWTs, and separate
 * derivations keep every use independent (a ciphertext of one purpose never opens under another).
 */
function purposeKey(purpose: string, authSecret: string): Buffer {
  const cacheKey = `${purpose}\u0000${authSecret}`;
  let key = keyCache.get(cacheKey);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", authSecret, "compliance-platform", purpose, 32));
    keyCache.set(cacheKey, key);
  }
  return key;
}

/** AES-256-GCM with a fresh IV, stored as `v1.<iv>.<tag>.<ciphertext>` (base64url). */
export function sealText(purpose: string, plaintext: string, authSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", purposeKey(purpose, authSecret), iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

/** Throws when the format is unknown, the text was altered, or AUTH_SECRET changed since it was sealed. */
export function openText(purpose: string, stored: string, authSecret: string): string {
  const [version, iv, tag, ciphertext] = stored.split(".");
  if (version !== "v1" || !iv || !tag || ciphertext === undefined) throw new Error("unrecognised sealed text format");
  const decipher = createDecipheriv("aes-256-gcm", purposeKey(purpose, authSecret), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}

import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** Random secret with a readable prefix, e.g. `cpk_…` for API keys (≥ 32 random bytes). */
export function randomToken(prefix = "", bytes = 32): string {
  return prefix + randomBytes(bytes).toString("base64url");
}

/** SHA-256 in hex of a text (as UTF-8) or of bytes: the one digest for token hashes, fingerprints and content hashes. */
export function sha256Hex(value: string | Uint8Array): string {
  return createHash("sha256").update(value).digest("hex");
}

/**
 * A fresh token and the hex SHA-256 it is stored under (API keys, magic links): lookups go by the
 * hash, so a stored value never grants access.
 */
export function randomTokenWithHash(prefix = "", bytes = 32): { token: string; hash: string } {
  const token = randomToken(prefix, bytes);
  return { token, hash: sha256Hex(token) };
}

export function constantTimeEqual(a: string, b: string): boolean {
  const left = createHash("sha256").update(a).digest();
  const right = createHash("sha256").update(b).digest();
  return timingSafeEqual(left, right) && a.length === b.length;
}

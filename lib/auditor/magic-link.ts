import { createHash, randomBytes } from "node:crypto";

/** Magic-link tokens are 32 random bytes (256 bits), base64url; only their SHA-256 is stored. */
export const MAGIC_LINK_BYTES = 32;
export const MAGIC_LINK_TTL_MS = 72 * 60 * 60 * 1000;

export function generateMagicLinkToken(): { token: string; hash: string } {
  const token = randomBytes(MAGIC_LINK_BYTES).toString("base64url");
  return { token, hash: hashMagicLinkToken(token) };
}

/** Hex SHA-256 of the token; lookups go by this hash, so the stored value never grants access. */
export function hashMagicLinkToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function magicLinkExpiry(now: Date): Date {
  return new Date(now.getTime() + MAGIC_LINK_TTL_MS);
}

/** Quick shape check so obviously malformed tokens skip the database lookup. */
export function looksLikeMagicLinkToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43,128}$/.test(token);
}

export function acceptUrl(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, "")}/auditor/accept?token=${encodeURIComponent(token)}`;
}

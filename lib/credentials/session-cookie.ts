import { decode } from "next-auth/jwt";
import { config } from "@/lib/config";

/** next-auth's session cookie names (the secure variant is used when APP_URL is https). */
/** How long a console session (next-auth JWT and its session row) lives, whichever way it was signed in. */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

export const SESSION_COOKIE_NAMES = ["__Secure-next-auth.session-token", "next-auth.session-token"] as const;

export interface ConsoleSession {
  userId: string;
  accountId: string;
  sessionId: string;
}

/**
 * Cookies already decoded, by their exact text. Unsealing one costs next-auth a key derivation and an AES-GCM
 * decryption (about 100–170 µs of CPU here) on every console request, for the same answer each time: the cookie is
 * immutable and its expiry is checked again on every use. Only authentic cookies get in (a forged one never
 * decodes), so the map holds at most the live sessions' cookies, bounded below. Revocation is unaffected: the
 * session row is still read on every request (./member-session.ts).
 */
const decoded = new Map<string, { session: ConsoleSession; expiresAtMs: number }>();
const DECODED_LIMIT = 10_000;

/** Decodes next-auth's encrypted session token; undefined when absent, tampered or expired. */
export async function decodeSessionToken(token: string | undefined): Promise<ConsoleSession | undefined> {
  if (!token) return undefined;
  const known = decoded.get(token);
  if (known) {
    if (known.expiresAtMs >= Date.now()) return known.session;
    decoded.delete(token);
    return undefined;
  }
  try {
    const payload = await decode({ token, secret: config.authSecret });
    if (!payload || typeof payload.sub !== "string" || typeof payload.acc !== "string" || typeof payload.sid !== "string") return undefined;
    if (typeof payload.exp === "number" && payload.exp * 1000 < Date.now()) return undefined;
    const session = { userId: payload.sub, accountId: payload.acc, sessionId: payload.sid };
    if (decoded.size >= DECODED_LIMIT) decoded.delete(decoded.keys().next().value!);
    decoded.set(token, { session, expiresAtMs: typeof payload.exp === "number" ? payload.exp * 1000 : Number.POSITIVE_INFINITY });
    return session;
  } catch {
    return undefined;
  }
}

/** Reads a cookie from a raw Cookie header without parsing the others. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

export function sessionTokenFromCookieHeader(header: string | null): string | undefined {
  for (const name of SESSION_COOKIE_NAMES) {
    const value = readCookie(header, name);
    if (value) return value;
  }
  return undefined;
}

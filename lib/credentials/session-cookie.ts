import { decode } from "next-auth/jwt";
import { config } from "@/lib/config";

/** next-auth's session cookie names (the secure variant is used when APP_URL is https). */
export const SESSION_COOKIE_NAMES = ["__Secure-next-auth.session-token", "next-auth.session-token"] as const;

export interface ConsoleSession {
  userId: string;
  accountId: string;
  sessionId: string;
}

/** Decodes next-auth's encrypted session token; undefined when absent, tampered or expired. */
export async function decodeSessionToken(token: string | undefined): Promise<ConsoleSession | undefined> {
  if (!token) return undefined;
  try {
    const payload = await decode({ token, secret: config.authSecret });
    if (!payload || typeof payload.sub !== "string" || typeof payload.acc !== "string" || typeof payload.sid !== "string") return undefined;
    if (typeof payload.exp === "number" && payload.exp * 1000 < Date.now()) return undefined;
    return { userId: payload.sub, accountId: payload.acc, sessionId: payload.sid };
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

import { encode } from "next-auth/jwt";
import { openSession } from "@/lib/credentials/member-session";
import { getDb } from "@/lib/db/client";

/** The console's session cookie for a member, as next-auth seals it after sign-in: backed by a live session row. */
export async function consoleSessionCookie(userId: string, accountId: string, secret = process.env.AUTH_SECRET!): Promise<string> {
  const sid = await openSession(getDb(), { accountId, userId, kind: "console", method: "password", secondFactor: false, ttlSeconds: 3600, now: new Date() });
  const token = await encode({ token: { sub: userId, acc: accountId, sid }, secret, maxAge: 3600 });
  return `next-auth.session-token=${token}`;
}

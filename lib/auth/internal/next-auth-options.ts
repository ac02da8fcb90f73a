import { SSO_REQUIRED } from "@/lib/client/sso-errors";
import { and, eq, isNull } from "drizzle-orm";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { userSessions } from "@/db/members";
import { config } from "@/lib/config";
import { makeCtx } from "@/lib/context";
import { getDb } from "@/lib/db/client";
import { isServiceError } from "@/lib/errors";
import { clientAddress } from "@/lib/http/client-address";
import { getLogger } from "@/lib/log";
import { isUuid } from "@/lib/uuid";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/credentials/session-cookie";
import { tokenBody } from "../schemas";
import { rateLimitedSignInError, SIGN_IN_UNAVAILABLE, TWO_FACTOR_INVALID, TWO_FACTOR_REQUIRED } from "@/lib/client/sign-in-errors";
import { signInWithPassword } from "./sign-in";

/** Console sign-in: e-mail + password (+ a second-factor code) through the same sign-in as the token route. */
export function nextAuthOptions(): NextAuthOptions {
  return {
    secret: config.authSecret,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/sign-in" },
    useSecureCookies: config.appUrl.startsWith("https://"),
    providers: [
      CredentialsProvider({
        name: "E-mail and password",
        credentials: {
          email: { label: "E-mail", type: "email" },
          password: { label: "Password", type: "password" },
          code: { label: "Authentication code", type: "text" },
        },
        async authorize(credentials, req) {
          const parsed = tokenBody.safeParse({ email: credentials?.email, password: credentials?.password, code: credentials?.code || undefined });
          if (!parsed.success) return null;
          try {
            const address = clientAddress(req?.headers ?? {});
            const userAgent = (req?.headers as Record<string, string | undefined> | undefined)?.["user-agent"] ?? null;
            const { user, sessionId } = await signInWithPassword(makeCtx({ kind: "anonymous" }), parsed.data, {
              kind: "console",
              ttlSeconds: SESSION_MAX_AGE_SECONDS,
              address,
              userAgent,
            });
            return { id: user.id, email: user.email, name: user.name, accountId: user.accountId, sessionId };
          } catch (error) {
            if (isServiceError(error) && error.code === "invalid_credentials") return null;
            // The form asks for the code on this word; it is only ever answered after a right password.
            if (isServiceError(error) && error.code === "two_factor_required") throw new Error(parsed.data.code ? TWO_FACTOR_INVALID : TWO_FACTOR_REQUIRED);
            // next-auth hands a thrown message to the sign-in form as `error`; the form words it.
            if (isServiceError(error) && error.code === "sso_required") throw new Error(SSO_REQUIRED);
            if (isServiceError(error) && error.code === "rate_limited")
              throw new Error(rateLimitedSignInError((error.details as { retryAfter: number }).retryAfter));
            // next-auth would put any other message (a failed query's text) into the redirect URL:
            // log it (parameters redacted) and hand the form a fixed word instead.
            getLogger().error({ err: error }, "console sign-in failed unexpectedly");
            throw new Error(SIGN_IN_UNAVAILABLE);
          }
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          const signedIn = user as unknown as { accountId: string; sessionId: string };
          token.acc = signedIn.accountId;
          token.sid = signedIn.sessionId;
        }
        return token;
      },
      async session({ session, token }) {
        return { ...session, user: { ...session.user, id: token.sub, accountId: token.acc } };
      },
    },
    events: {
      // Signing out ends the session row too, so a copy of the cookie stops working at once.
      async signOut({ token }) {
        await endConsoleSession(token?.sid, token?.sub);
      },
    },
  };
}

/** Revokes the console session a signed-out cookie named; never fails the sign-out itself. */
export async function endConsoleSession(sessionId: unknown, userId: unknown): Promise<void> {
  if (typeof sessionId !== "string" || typeof userId !== "string" || !isUuid(sessionId) || !isUuid(userId)) return;
  try {
    await getDb()
      .update(userSessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId), isNull(userSessions.revokedAt)));
  } catch (error) {
    getLogger().warn({ err: error }, "revoking the signed-out console session failed");
  }
}

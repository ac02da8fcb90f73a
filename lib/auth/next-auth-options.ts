import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { config } from "@/lib/config";
import { getDb } from "@/lib/db/client";
import { isServiceError } from "@/lib/errors";
import { clientAddress } from "@/lib/http/client-address";
import { getLogger } from "@/lib/log";
import { tokenBody } from "./schemas";
import { rateLimitedSignInError, SIGN_IN_UNAVAILABLE } from "./sign-in-errors";
import { verifyCredentials } from "./verify-credentials";

export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

/** Console sign-in: e-mail + password through the same credential check as the token route. */
export function nextAuthOptions(): NextAuthOptions {
  return {
    secret: config.authSecret,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/sign-in" },
    useSecureCookies: config.appUrl.startsWith("https://"),
    providers: [
      CredentialsProvider({
        name: "E-mail and password",
        credentials: { email: { label: "E-mail", type: "email" }, password: { label: "Password", type: "password" } },
        async authorize(credentials, req) {
          const parsed = tokenBody.safeParse({ email: credentials?.email, password: credentials?.password });
          if (!parsed.success) return null;
          try {
            const user = await verifyCredentials(getDb(), parsed.data.email, parsed.data.password, { address: clientAddress(req?.headers ?? {}) });
            return user ? { id: user.id, email: user.email, name: user.name, accountId: user.accountId } : null;
          } catch (error) {
            // next-auth hands a thrown message to the sign-in form as `error`; the form words it.
            if (isServiceError(error) && error.code === "rate_limited") throw new Error(rateLimitedSignInError((error.details as { retryAfter: number }).retryAfter));
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
        if (user) token.acc = (user as unknown as { accountId: string }).accountId;
        return token;
      },
      async session({ session, token }) {
        return { ...session, user: { ...session.user, id: token.sub, accountId: token.acc } };
      },
    },
  };
}

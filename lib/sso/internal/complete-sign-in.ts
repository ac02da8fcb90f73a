import { eq } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { users } from "@/db/accounts";
import type { SignInMethod } from "@/db/members";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/credentials/session-cookie";
import type { SsoErrorCode } from "@/lib/client/sso-errors";
import { config } from "@/lib/config";
import type { Ctx } from "@/lib/context";
import { openSession } from "@/lib/credentials/member-session";
import { SESSION_COOKIE_NAMES } from "@/lib/credentials/session-cookie";
import { isServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import { provisionMember } from "@/lib/members";
import { isVerifiedDomainOf } from "./domains";
import type { ConnectionRow } from "./settings";

// The end of every single sign-on: who the identity provider vouched for becomes a member's console session (or a
// refusal), recorded in the account's audit trail either way, then a redirect the browser follows.

export interface Identity {
  email: string;
  name: string;
  /** The IdP's subject (OIDC `sub`, SAML NameID), kept for a just-in-time member. */
  subject: string;
}

export interface Client {
  address: string;
  userAgent: string | null;
}

/** Why a sign-in was refused: the audit trail's `reason`, and the word the sign-in page shows. */
export class SignInRefused extends Error {
  constructor(
    readonly reason: string,
    readonly word: SsoErrorCode,
  ) {
    super(reason);
    this.name = "SignInRefused";
  }
}

const DEFAULT_LANDING = "/dashboard";

function redirect(location: string, cookie?: string): Response {
  const headers = new Headers({ location, "cache-control": "no-store" });
  if (cookie) headers.append("set-cookie", cookie);
  return new Response(null, { status: 302, headers });
}

/** Back to the sign-in page with a word it can show. */
export function refusalRedirect(word: SsoErrorCode): Response {
  return redirect(`${config.appUrl}/sign-in?error=${word}`);
}

/** Records a refusal in the account's audit trail (when the connection, hence the account, is known) and redirects. */
export async function refuse(
  ctx: Ctx,
  connection: ConnectionRow | undefined,
  refusal: SignInRefused,
  details: Record<string, unknown> = {},
): Promise<Response> {
  if (connection) {
    await recordEvent(ctx.db, ctx, {
      accountId: connection.accountId,
      action: "sso.sign_in_refused",
      targetType: "sso_connection",
      targetId: connection.id,
      details: { reason: refusal.reason, protocol: connection.protocol, ...details },
    });
  }
  return refusalRedirect(refusal.word);
}

/** The cookie next-auth itself would set after a sign-in, so the console cannot tell the two apart. */
async function sessionCookie(claims: { sub: string; acc: string; sid: string; name: string; email: string }): Promise<string> {
  const secure = config.appUrl.startsWith("https://");
  const name = secure ? SESSION_COOKIE_NAMES[0] : SESSION_COOKIE_NAMES[1];
  const token = await encode({ token: claims, secret: config.authSecret, maxAge: SESSION_MAX_AGE_SECONDS });
  return `${name}=${token}; Path=/; Max-Age=${SESSION_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * Signs in (or provisions, with just-in-time provisioning) the person the IdP vouched for. Only an active member of
 * the connection's own account, with an e-mail in a domain that account verified, gets a session.
 */
export async function completeSignIn(
  ctx: Ctx,
  connection: ConnectionRow,
  identity: Identity,
  method: SignInMethod,
  client: Client,
  redirectTo: string | null,
): Promise<Response> {
  const email = identity.email.trim().toLowerCase();
  const details = { email, method };
  if (!(await isVerifiedDomainOf(ctx.db, connection.accountId, email)))
    return refuse(ctx, connection, new SignInRefused("domain_not_verified", "sso_email_unverified"), details);
  const now = ctx.now();
  try {
    const signedIn = await ctx.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: users.id, accountId: users.accountId, status: users.status, name: users.name, role: users.role })
        .from(users)
        .where(eq(users.email, email))
        .limit(1);
      let user: { id: string; name: string; role: typeof users.$inferSelect.role };
      if (existing) {
        if (existing.accountId !== connection.accountId) throw new SignInRefused("member_of_another_account", "sso_other_account");
        if (existing.status !== "active") throw new SignInRefused("deactivated", "sso_deactivated");
        user = existing;
      } else {
        if (!connection.jitProvisioning) throw new SignInRefused("not_provisioned", "sso_not_provisioned");
        const id = await provisionMember(tx, ctx, {
          accountId: connection.accountId,
          email,
          name: identity.name,
          role: connection.defaultRole,
          externalId: identity.subject,
          via: "sso",
        });
        user = { id, name: identity.name, role: connection.defaultRole };
      }
      // The IdP checked the person's factors: its sign-in counts as a second factor (docs/api.md §4).
      const sessionId = await openSession(tx, {
        accountId: connection.accountId,
        userId: user.id,
        kind: "console",
        method,
        secondFactor: true,
        ttlSeconds: SESSION_MAX_AGE_SECONDS,
        clientAddress: client.address,
        userAgent: client.userAgent,
        now,
      });
      const member: Ctx = {
        ...ctx,
        caller: { kind: "customer", userId: user.id, accountId: connection.accountId, via: "session", role: user.role, sessionId },
      };
      await recordEvent(tx, member, {
        accountId: connection.accountId,
        action: "auth.signed_in",
        targetType: "session",
        targetId: sessionId,
        details: { method, kind: "console", connectionId: connection.id, provisioned: !existing, clientAddress: client.address },
      });
      return { userId: user.id, name: user.name, sessionId };
    });
    const cookie = await sessionCookie({ sub: signedIn.userId, acc: connection.accountId, sid: signedIn.sessionId, name: signedIn.name, email });
    return redirect(`${config.appUrl}${redirectTo ?? DEFAULT_LANDING}`, cookie);
  } catch (error) {
    if (error instanceof SignInRefused) return refuse(ctx, connection, error, details);
    // Two first sign-ins of one new person at once: the loser's e-mail is now taken by the winner, in this account.
    if (isServiceError(error) && error.code === "email_taken")
      return refuse(ctx, connection, new SignInRefused("email_taken_concurrently", "sso_failed"), details);
    throw error;
  }
}

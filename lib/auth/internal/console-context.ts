import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { randomUUID } from "node:crypto";
import { makeCtx, type Ctx } from "@/lib/context";
import { loadMember } from "@/lib/credentials/member-session";
import { decodeSessionToken, SESSION_COOKIE_NAMES } from "@/lib/credentials/session-cookie";
import { getDb } from "@/lib/db/client";

/** The console session of this request, or undefined when signed out. */
export async function getConsoleSession() {
  const jar = await cookies();
  for (const name of SESSION_COOKIE_NAMES) {
    const session = await decodeSessionToken(jar.get(name)?.value);
    if (session) return session;
  }
  return undefined;
}

/**
 * A service context for a server component of the console: the same services the API calls, with
 * the signed-in user as the caller. Signed-out visitors go to the sign-in page; a member who must still set up
 * two-factor authentication goes to the security page unless the caller says the page is one they may see.
 */
export async function consoleContext(options: { allowWithoutSecondFactor?: boolean } = {}): Promise<Ctx> {
  const session = await getConsoleSession();
  if (!session) redirect("/sign-in");
  const requestId = (await headers()).get("x-request-id") ?? randomUUID();
  // The same live check as the API's: a revoked session or a deactivated member is signed out at once.
  const member = await loadMember(getDb(), session, new Date());
  if (!member) redirect("/sign-in?error=SessionEnded");
  // The account requires two-factor authentication: the security page (which passes the option) explains and enrols.
  if (member.secondFactorMissing && !options.allowWithoutSecondFactor) redirect("/security?enrol=required");
  return makeCtx(
    {
      kind: "customer",
      userId: session.userId,
      accountId: session.accountId,
      via: "session",
      role: member.role,
      sessionId: session.sessionId,
      ...(member.secondFactorMissing ? { secondFactorMissing: true } : {}),
    },
    { requestId },
  );
}

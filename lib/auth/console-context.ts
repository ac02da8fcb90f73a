import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { randomUUID } from "node:crypto";
import { makeCtx, type Ctx } from "@/lib/context";
import { decodeSessionToken, SESSION_COOKIE_NAMES } from "@/lib/credentials/session-cookie";

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
 * the signed-in user as the caller. Signed-out visitors go to the sign-in page.
 */
export async function consoleContext(): Promise<Ctx> {
  const session = await getConsoleSession();
  if (!session) redirect("/sign-in");
  const requestId = (await headers()).get("x-request-id") ?? randomUUID();
  return makeCtx({ kind: "customer", userId: session.userId, accountId: session.accountId, via: "session" }, { requestId });
}

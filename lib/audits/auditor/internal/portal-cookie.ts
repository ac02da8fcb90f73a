import { AUDITOR_COOKIE } from "@/lib/http/authenticate";
import { reply, type Reply } from "@/lib/http/reply";
import type { AcceptedJson } from "../../schemas";

/** What the route file tells the service about the browser (lib/http/secure-cookie.ts). */
export interface CookieTarget {
  secureCookie: boolean;
}

/**
 * The Set-Cookie value of the portal's session: the auditor JWT in the httpOnly `cp_auditor` cookie for as long as the
 * token lives, or, with `null`, the cookie cleared. SameSite=Lax plus the wrapper's same-origin check on cookie writes
 * (lib/http/authenticate.ts) keep other sites from using it.
 */
export function auditorCookie(token: string | null, maxAgeSeconds: number, target: CookieTarget): string {
  const parts = [`${AUDITOR_COOKIE}=${token ?? ""}`, "Path=/", `Max-Age=${token ? maxAgeSeconds : 0}`, "HttpOnly", "SameSite=Lax"];
  if (target.secureCookie) parts.push("Secure");
  return parts.join("; ");
}

/** An accepted invitation's answer, which also signs this browser in to the portal with its token. */
export function withPortalCookie(accepted: AcceptedJson, target: CookieTarget): Reply<AcceptedJson> {
  return reply(accepted, 200, { "set-cookie": auditorCookie(accepted.token, accepted.expires_in, target) });
}

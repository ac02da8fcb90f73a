import type { Ctx } from "@/lib/context";
import { requireAuditor } from "@/lib/context/guards";
import { reply, type Reply } from "@/lib/http/reply";
import type { SignedOutJson } from "../schemas";
import { auditorCookie, type CookieTarget } from "./internal/portal-cookie";

/**
 * Signs this browser out of the auditor portal: clears the portal's cookie. The token itself stays valid until it
 * expires (it is a JWT); an API client that kept it simply stops sending it.
 */
export async function signOutAuditor(ctx: Ctx, request: CookieTarget): Promise<Reply<SignedOutJson>> {
  requireAuditor(ctx);
  return reply({ signed_out: true as const }, 200, { "set-cookie": auditorCookie(null, 0, request) });
}

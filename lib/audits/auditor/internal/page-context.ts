import { randomUUID } from "node:crypto";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { verifyToken } from "@/lib/credentials/jwt";
import { makeCtx, type Ctx } from "@/lib/context";
import { AUDITOR_COOKIE } from "@/lib/http/authenticate";

export const AUDITOR_SIGNED_OUT_PATH = "/auditor/signed-out";

/** The auditor caller of the portal cookie, or undefined (no cookie, bad or expired token). */
export async function auditorFromCookie() {
  const token = (await cookies()).get(AUDITOR_COOKIE)?.value;
  const claims = token ? await verifyToken(token) : undefined;
  if (claims?.scope !== "auditor") return undefined;
  return { kind: "auditor" as const, invitationId: claims.sub, auditId: claims.aud_id, accountId: claims.acc };
}

/** A service context for an auditor portal page; visitors without a valid session are sent away. */
export async function auditorPageContext(): Promise<Ctx> {
  const caller = await auditorFromCookie();
  if (!caller) redirect(AUDITOR_SIGNED_OUT_PATH);
  const requestId = (await headers()).get("x-request-id") ?? randomUUID();
  return makeCtx(caller, { requestId });
}

"use server";

import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { randomUUID } from "node:crypto";
import { AUDITOR_TOKEN_TTL_SECONDS } from "@/lib/credentials/jwt";
import { acceptInvitation, AUDITOR_SIGNED_OUT_PATH, auditorCookieOptions, auditorPageContext, switchAuditorAudit } from "@/lib/audits";
import { makeCtx } from "@/lib/context";
import { isServiceError } from "@/lib/errors";
import { AUDITOR_COOKIE } from "@/lib/http/authenticate";
import { clientAddress } from "@/lib/http/client-address";

/**
 * Exchanges the magic-link token (posted by the accept page's button, never on a bare GET, so a
 * mail scanner fetching the link cannot use it up) and keeps the auditor JWT in an httpOnly cookie.
 */
export async function acceptInvitationAction(formData: FormData): Promise<void> {
  const token = String(formData.get("token") ?? "");
  const h = await headers();
  let jwt: string;
  try {
    const ctx = makeCtx({ kind: "anonymous" }, { requestId: h.get("x-request-id") ?? randomUUID() });
    const result = await acceptInvitation(ctx, { token }, { address: clientAddress(h) });
    jwt = result.token;
  } catch (error) {
    const code = isServiceError(error) ? error.code : "internal_error";
    if (!isServiceError(error)) console.error(error);
    const retryAfter = isServiceError(error) && error.code === "rate_limited" ? `&retryAfter=${(error.details as { retryAfter: number }).retryAfter}` : "";
    redirect(`/auditor/accept?error=${encodeURIComponent(code)}${retryAfter}`);
  }
  (await cookies()).set(AUDITOR_COOKIE, jwt, await auditorCookieOptions(AUDITOR_TOKEN_TTL_SECONDS));
  redirect("/auditor");
}

/** Enters another audit the auditor's address is invited to: that audit's own token replaces the cookie. */
export async function switchAuditAction(formData: FormData): Promise<void> {
  const auditId = String(formData.get("auditId") ?? "");
  let jwt: string;
  try {
    jwt = (await switchAuditorAudit(await auditorPageContext(), auditId)).token;
  } catch (error) {
    if (!isServiceError(error)) throw error;
    redirect(`/auditor/audits?error=${encodeURIComponent(error.code)}`);
  }
  (await cookies()).set(AUDITOR_COOKIE, jwt, await auditorCookieOptions(AUDITOR_TOKEN_TTL_SECONDS));
  redirect("/auditor");
}

export async function signOutAuditorAction(): Promise<void> {
  (await cookies()).delete(AUDITOR_COOKIE);
  redirect(AUDITOR_SIGNED_OUT_PATH);
}

import type { auditInvitations } from "@/db/audits";
import type { InvitationStatus } from "@/lib/vocabulary";
import { randomTokenWithHash } from "@/lib/credentials/secrets";

/**
 * The rules of an auditor invitation in one place: its magic link (size, lifetime, shape, URL) and
 * what state it is in at a given moment, which decides both whether its link can still be accepted
 * and whether an auditor session issued from it still opens the audit.
 */

/** Magic-link tokens are 32 random bytes (256 bits), base64url; only their SHA-256 is stored. */
export const MAGIC_LINK_BYTES = 32;
export const MAGIC_LINK_TTL_MS = 72 * 60 * 60 * 1000;

export function generateMagicLinkToken(): { token: string; hash: string } {
  return randomTokenWithHash("", MAGIC_LINK_BYTES);
}

export function magicLinkExpiry(now: Date): Date {
  return new Date(now.getTime() + MAGIC_LINK_TTL_MS);
}

/** Quick shape check so obviously malformed tokens skip the database lookup. */
export function looksLikeMagicLinkToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43,128}$/.test(token);
}

export function acceptUrl(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, "")}/auditor/accept?token=${encodeURIComponent(token)}`;
}

type InvitationRow = typeof auditInvitations.$inferSelect;
/** The stored status, with a lapsed `pending` read as `expired`. */
export type InvitationState = InvitationStatus | "expired";

/**
 * The one answer to "is this invitation still valid", as of `now`:
 * - `pending`: its link can be accepted (once);
 * - `expired`: a pending link past its 72 hours, accepted by nobody any more;
 * - `accepted`: its link was used, and the auditor session issued from it opens the audit;
 * - `replaced`: a newer invitation to the same e-mail superseded it; neither its link nor its
 *   session works.
 * Accepting needs `pending`; every auditor route and file download needs `accepted`.
 */
export function invitationState(invitation: Pick<InvitationRow, "status" | "expiresAt">, now: Date): InvitationState {
  if (invitation.status === "pending") return invitation.expiresAt > now ? "pending" : "expired";
  return invitation.status;
}

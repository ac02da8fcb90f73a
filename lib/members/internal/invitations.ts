import { randomTokenWithHash } from "@/lib/credentials/secrets";

/** How long an invitation link works (docs/api.md §4). */
export const INVITATION_TTL_MS = 7 * 24 * 3600_000;

/** `related_type` of invitation mail in the e-mail outbox, so a replaced invitation's unsent mail can be cancelled. */
export const MEMBER_INVITATION_EMAIL = "member_invitation";

/** 32 random bytes, base64url; only the SHA-256 is stored. */
export function newInvitationToken(): { token: string; hash: string } {
  return randomTokenWithHash("", 32);
}

export function joinUrl(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, "")}/join?token=${encodeURIComponent(token)}`;
}

/** The one answer to "may this invitation still be used": not accepted, not revoked, not expired. */
export function invitationUsable(row: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date }, now: Date): boolean {
  return row.acceptedAt === null && row.revokedAt === null && row.expiresAt > now;
}

/** Used, revoked, expired and unknown links all answer this, so the answer tells nothing about which. */
export const INVALID_INVITATION = "This invitation link is invalid, has already been used, or has expired; ask for a new invitation.";

import { memberInvitations } from "@/db/members";
import type { InvitationJson } from "../schemas";

type InvitationRow = typeof memberInvitations.$inferSelect;

export function toInvitation(row: InvitationRow, inviter: { id: string; name: string; email: string } | null, now: Date): InvitationJson {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: row.expiresAt > now ? "pending" : "expired",
    invitedBy: inviter,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

import type { Role } from "@/lib/vocabulary";
import { linkEmail, oneLine, type EmailMessage } from "@/lib/email";
import { formatDateTime } from "@/lib/format/date-time";

export interface MemberInvitationEmailInput {
  to: string;
  accountName: string;
  inviterName: string | null;
  role: Role;
  joinUrl: string;
  expiresAt: Date;
}

/** The invitation to join an account. */
export function memberInvitationEmail(input: MemberInvitationEmailInput): EmailMessage {
  const article = input.role === "admin" || input.role === "owner" ? "an" : "a";
  const message = linkEmail({
    subject: `Join ${oneLine(input.accountName)} on the compliance platform`,
    heading: "You're invited",
    greeting: "Hello,",
    intro: `${input.inviterName ?? "An administrator"} has invited you to join ${input.accountName} as ${article} ${input.role}.`,
    instruction: "Open this link to choose your name and password and join:",
    url: input.joinUrl,
    button: `Join ${input.accountName}`,
    validity: `The link works once and expires on ${formatDateTime(input.expiresAt)}.`,
    footer: "If you were not expecting this invitation, you can ignore this e-mail.",
  });
  return { to: input.to, ...message, kind: "member_invitation" };
}

import { linkEmail, oneLine, type EmailMessage } from "@/lib/email";
import { formatDateTime } from "@/lib/format/date-time";

export interface InvitationEmailInput {
  to: string;
  auditorName: string;
  firm: string | null;
  auditTitle: string;
  frameworkName: string;
  companyName: string;
  inviterName: string;
  acceptUrl: string;
  expiresAt: Date;
}

/** The auditor's invitation to an audit, with the portal's magic link. */
export function auditorInvitationEmail(input: InvitationEmailInput): EmailMessage {
  const expires = formatDateTime(input.expiresAt);
  const message = linkEmail({
    subject: `You're invited to audit ${oneLine(input.companyName)}: ${oneLine(input.auditTitle)}`,
    heading: "Audit invitation",
    greeting: `Hello ${input.auditorName},`,
    intro:
      `${input.inviterName} at ${input.companyName} has invited you${input.firm ? ` (${input.firm})` : ""} to review the audit ` +
      `"${input.auditTitle}" against ${input.frameworkName}.`,
    instruction: "Open this link to accept the invitation and start reviewing controls:",
    url: input.acceptUrl,
    button: "Accept invitation",
    validity: `The link works once and expires on ${expires}. If it has expired, ask ${input.companyName} to send a new invitation.`,
    footer: "If you were not expecting this invitation, you can ignore this e-mail.",
  });
  return { to: input.to, ...message, kind: "auditor_invitation" };
}

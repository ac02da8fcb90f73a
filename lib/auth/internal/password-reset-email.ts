import { linkEmail, type EmailMessage } from "@/lib/email";
import { formatDateTime } from "@/lib/format/date-time";

/** The password-reset link's e-mail; the link is the only place the token exists in clear. */
export function passwordResetEmail(input: { to: string; name: string; resetUrl: string; expiresAt: Date }): EmailMessage {
  const message = linkEmail({
    subject: "Reset your Compliance Platform password",
    heading: "Reset your password",
    greeting: `Hello ${input.name},`,
    intro: "Someone (hopefully you) asked to reset the password of your Compliance Platform account.",
    instruction: "Open this link to choose a new one:",
    url: input.resetUrl,
    button: "Choose a new password",
    validity: `The link works once and expires on ${formatDateTime(input.expiresAt)}. Setting a new password signs you out everywhere.`,
    footer: "If you did not ask for this, ignore this e-mail: your password stays as it is.",
  });
  return { to: input.to, ...message, kind: "password_reset" };
}

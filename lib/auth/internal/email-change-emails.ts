import { emailPage, escapeHtml, linkEmail, type EmailMessage } from "@/lib/email";
import { formatDateTime } from "@/lib/format/date-time";

const VIA_WORDS = { scim: "by your organisation's identity provider", self_service: "from your signed-in account" } as const;

/** To the OLD address: the change, and the link that undoes it (the only place the token exists in clear). */
export function emailChangedEmail(input: {
  to: string;
  name: string;
  newEmail: string;
  via: keyof typeof VIA_WORDS;
  recoveryUrl: string;
  recoverableUntil: Date;
}): EmailMessage {
  const message = linkEmail({
    subject: "Your Compliance Platform e-mail address was changed",
    heading: "Your e-mail address was changed",
    greeting: `Hello ${input.name},`,
    intro:
      `The e-mail address of your Compliance Platform account was changed ${VIA_WORDS[input.via]} from ${input.to} to ` +
      `${input.newEmail}. Sign-in and password-reset links now go to the new address.`,
    instruction: "If this wasn't you, restore your address with this link:",
    url: input.recoveryUrl,
    button: "This wasn't me: restore my address",
    validity:
      `The link works once until ${formatDateTime(input.recoverableUntil)}. Restoring your address signs everyone out of the ` +
      `account and voids any password-reset link.`,
    footer: "If you made this change, you need not do anything.",
  });
  return { to: input.to, ...message, kind: "email_changed" };
}

/** To the NEW address: a notice, with no link (whoever holds it signs in the usual way). */
export function emailChangedNoticeEmail(input: { to: string; name: string; oldEmail: string }): EmailMessage {
  const subject = "This is now your Compliance Platform e-mail address";
  const lines = [
    `Hello ${input.name},`,
    `Your Compliance Platform account now uses this address instead of ${input.oldEmail}.`,
    "If you did not expect this, tell your account's owner.",
  ];
  const html = emailPage(subject, lines.map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`).join(""));
  return { to: input.to, subject, text: lines.join("\n\n"), html, kind: "email_changed_notice" };
}

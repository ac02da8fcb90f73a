import { escapeHtml } from "@/lib/email/html";
import type { EmailMessage } from "@/lib/email/types";

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

function formatExpiry(d: Date): string {
  return `${d.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** Subject and bodies of the auditor invitation; every user value is escaped in the HTML body. */
export function auditorInvitationEmail(input: InvitationEmailInput): EmailMessage {
  const subject = `You're invited to audit ${oneLine(input.companyName)}: ${oneLine(input.auditTitle)}`;
  const expires = formatExpiry(input.expiresAt);
  const greeting = `Hello ${input.auditorName},`;
  const intro = `${input.inviterName} at ${input.companyName} has invited you${input.firm ? ` (${input.firm})` : ""} to review the audit "${input.auditTitle}" against ${input.frameworkName}.`;

  const text = [
    greeting,
    "",
    intro,
    "",
    "Open this link to accept the invitation and start reviewing controls:",
    input.acceptUrl,
    "",
    `The link works once and expires on ${expires}. If it has expired, ask ${input.companyName} to send a new invitation.`,
    "",
    "If you were not expecting this invitation, you can ignore this e-mail.",
  ].join("\n");

  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f8;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1f2937">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
    <tr><td>
      <h1 style="font-size:20px;margin:0 0 16px">Audit invitation</h1>
      <p style="margin:0 0 12px">${e(greeting)}</p>
      <p style="margin:0 0 20px">${e(intro)}</p>
      <p style="margin:0 0 24px"><a href="${e(input.acceptUrl)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600">Accept invitation</a></p>
      <p style="margin:0 0 12px;font-size:13px;color:#4b5563">Or paste this link into your browser:<br><a href="${e(input.acceptUrl)}" style="color:#1d4ed8;word-break:break-all">${e(input.acceptUrl)}</a></p>
      <p style="margin:0 0 12px;font-size:13px;color:#4b5563">The link works once and expires on ${e(expires)}.</p>
      <p style="margin:0;font-size:12px;color:#6b7280">If you were not expecting this invitation, you can ignore this e-mail.</p>
    </td></tr>
  </table>
</body>
</html>`;

  return { to: input.to, subject, html, text, kind: "auditor_invitation" };
}

/** Header values must not carry line breaks (header injection) and stay readable. */
function oneLine(s: string): string {
  const flat = s.replace(/[\r\n\t]+/g, " ").replace(/\s{2,}/g, " ").trim();
  return flat.length > 80 ? `${flat.slice(0, 79)}…` : flat;
}

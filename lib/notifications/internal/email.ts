import { config } from "@/lib/config";
import { formatDate } from "@/lib/format/date-time";
import { emailButton, emailPage, escapeHtml, oneLine, type EmailMessage } from "@/lib/email";

export interface MailedNotification {
  id: string;
  title: string;
  body: string;
  link: string | null;
}

const absolute = (link: string | null) => (link ? `${config.appUrl.replace(/\/+$/, "")}${link.startsWith("/") ? "" : "/"}${link}` : null);
const PREFERENCES = "/notifications";

/** One notification as an e-mail; every value a user wrote is escaped in the HTML body. */
export function notificationEmail(to: string, n: MailedNotification, forAuditor: boolean): EmailMessage {
  const url = absolute(n.link);
  const footer = forAuditor
    ? "You receive this because you audit this account on the compliance platform."
    : `Change what is e-mailed to you: ${absolute(PREFERENCES)}`;
  const text = [n.title, "", n.body, ...(url ? ["", url] : []), "", footer].join("\n");
  const html = emailPage(
    oneLine(n.title, 120),
    `<h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(n.title)}</h1>
      <p style="margin:0 0 20px;white-space:pre-line">${escapeHtml(n.body)}</p>
      ${url ? emailButton(url, "Open") : ""}
      <p style="margin:24px 0 0;font-size:12px;color:#6b7280">${escapeHtml(footer)}</p>`,
  );
  return { to, subject: oneLine(n.title, 120), html, text, kind: "notification" };
}

/** The day's notifications in one e-mail, oldest first; the day written as the console writes dates. */
export function digestEmail(to: string, day: Date, items: MailedNotification[]): EmailMessage {
  const subject = `Your compliance digest for ${formatDate(day)}: ${items.length} notification${items.length === 1 ? "" : "s"}`;
  const footer = `Change what is e-mailed to you: ${absolute(PREFERENCES)}`;
  const text = [subject, "", ...items.flatMap((n) => [`- ${n.title}`, `  ${n.body}`, ...(n.link ? [`  ${absolute(n.link)}`] : []), ""]), footer].join("\n");
  const list = items
    .map((n) => {
      const url = absolute(n.link);
      const title = url ? `<a href="${escapeHtml(url)}" style="color:#1d4ed8">${escapeHtml(n.title)}</a>` : escapeHtml(n.title);
      return `<li style="margin:0 0 12px"><strong>${title}</strong><br><span style="color:#4b5563">${escapeHtml(n.body)}</span></li>`;
    })
    .join("");
  const html = emailPage(
    subject,
    `<h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(subject)}</h1>
      <ul style="padding-left:18px;margin:0 0 20px">${list}</ul>
      <p style="margin:24px 0 0;font-size:12px;color:#6b7280">${escapeHtml(footer)}</p>`,
  );
  return { to, subject, html, text, kind: "notification_digest" };
}

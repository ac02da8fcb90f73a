const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** Subjects are headers: no line breaks (header injection), and short enough to read. */
export function oneLine(value: string, max = 80): string {
  const flat = value
    .replace(/[\r\n\t]+/g, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Every e-mail's frame: one card on a grey page. `content` is HTML the caller has escaped. */
export function emailPage(title: string, content: string): string {
  return (
    `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6f8;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1f2937">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 ` +
    `auto;background:#ffffff;border-radius:8px;padding:32px">
    <tr><td>
      ${content}
    </td></tr>
  </table>
</body>
</html>`
  );
}

export function emailButton(url: string, label: string): string {
  return (
    `<p style="margin:0 0 24px"><a href="${escapeHtml(url)}" ` +
    `style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px ` +
    `20px;border-radius:6px;font-weight:600">${escapeHtml(label)}</a></p>`
  );
}

export interface LinkEmailInput {
  subject: string;
  heading: string;
  greeting?: string;
  intro: string;
  /** The text version's line before the bare link, e.g. "Open this link to accept the invitation:". */
  instruction: string;
  url: string;
  button: string;
  /** After the link: when it expires and what happens then. */
  validity: string;
  footer: string;
}

/** An e-mail whose point is one single-use link (invitations, password resets): text and HTML alike, every value escaped. */
export function linkEmail(input: LinkEmailInput): { subject: string; html: string; text: string } {
  const e = escapeHtml;
  const text = [...(input.greeting ? [input.greeting, ""] : []), input.intro, "", input.instruction, input.url, "", input.validity, "", input.footer].join(
    "\n",
  );
  const html = emailPage(
    input.subject,
    `<h1 style="font-size:20px;margin:0 0 16px">${e(input.heading)}</h1>
      ${input.greeting ? `<p style="margin:0 0 12px">${e(input.greeting)}</p>` : ""}
      <p style="margin:0 0 20px">${e(input.intro)}</p>
      ${emailButton(input.url, input.button)}
      <p style="margin:0 0 12px;font-size:13px;color:#4b5563">Or paste this link into your browser:<br><a href="${e(input.url)}" ` +
      `style="color:#1d4ed8;word-break:break-all">${e(input.url)}</a></p>
      <p style="margin:0 0 12px;font-size:13px;color:#4b5563">${e(input.validity)}</p>
      <p style="margin:0;font-size:12px;color:#6b7280">${e(input.footer)}</p>`,
  );
  return { subject: input.subject, html, text };
}

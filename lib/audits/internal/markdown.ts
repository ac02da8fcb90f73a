/**
 * Escaping of user-written text for the audit report. Titles, notes and descriptions come from
 * customers and auditors; without escaping, a `|` would break a table row, a leading `#` would
 * forge a heading and `<script>` would reach whoever renders the report as HTML.
 */
const INLINE_SPECIAL = /[\\`*_[\]{}<>|~&!]/g;
const LINE_START_BLOCK = /^(\s*)([#>+=-]|\d+[.)])/;

/** Breaks GFM autolinks (`http://`, `www.`, `a@b.c`) so user text never becomes a live link. */
function defuseAutolinks(text: string): string {
  return text
    .replace(/:\/\//g, "\\://")
    .replace(/@/g, "\\@")
    .replace(/\b(www)\./gi, "$1\\.");
}

function escapeText(text: string): string {
  return defuseAutolinks(text.replace(INLINE_SPECIAL, (c) => `\\${c}`));
}

/** One line of inline text: collapses whitespace (newlines included) and escapes Markdown syntax. */
export function escapeInline(text: string | null | undefined): string {
  if (!text) return "";
  const flat = text.replace(/\s+/g, " ").trim();
  return escapeLineStart(escapeText(flat));
}

/** A table cell: inline text that cannot end the row early. */
export function escapeCell(text: string | null | undefined): string {
  const cell = escapeInline(text);
  return cell === "" ? " " : cell;
}

/**
 * Multi-line text kept as paragraphs: each line is escaped on its own, leading indentation is
 * dropped (four spaces would open a code block) and blank-line paragraph breaks survive.
 */
export function escapeBlock(text: string | null | undefined): string {
  if (!text) return "";
  return text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => escapeLineStart(escapeText(line.trim())))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function escapeLineStart(line: string): string {
  const m = LINE_START_BLOCK.exec(line);
  if (!m) return line;
  const marker = m[2];
  // "12." → "12\." ; "#" → "\#"
  const escaped = /^\d/.test(marker) ? `${marker.slice(0, -1)}\\${marker.slice(-1)}` : `\\${marker}`;
  return m[1] + escaped + line.slice(m[0].length);
}

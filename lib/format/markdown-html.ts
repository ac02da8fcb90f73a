import { Marked, type Tokens } from "marked";

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/**
 * Markdown → HTML for the console. Stored documents come from the escaping renderer, but the
 * validate view shows pasted Markdown too, so raw HTML is printed as text, links only keep
 * http(s)/mailto targets, and images become their alt text (no remote requests). Headings are
 * shifted down one level so the page keeps a single <h1>.
 */
const marked = new Marked({ gfm: true, async: false });
marked.use({
  renderer: {
    html(token: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(token.text);
    },
    link(token: Tokens.Link) {
      const text = this.parser.parseInline(token.tokens);
      if (!/^(https?:|mailto:)/i.test(token.href)) return text;
      return `<a href="${escapeHtml(token.href)}" rel="noopener noreferrer nofollow" target="_blank">${text}</a>`;
    },
    image(token: Tokens.Image) {
      return escapeHtml(token.text);
    },
    // The page already has its own <h1>: a document's headings start one level lower.
    heading(token: Tokens.Heading) {
      const level = Math.min(6, token.depth + 1);
      return `<h${level}>${this.parser.parseInline(token.tokens)}</h${level}>\n`;
    },
  },
});

export function markdownToHtml(markdown: string): string {
  return marked.parse(markdown) as string;
}

/** One line of Markdown (a title) → inline HTML, with the same neutralising rules: no block elements, no raw HTML. */
export function markdownInlineToHtml(markdown: string): string {
  return marked.parseInline(markdown) as string;
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/**
 * Markdown → its words, for places where only text fits (a link's text, an option, a page title, a confirmation):
 * `Catalog *for Demonstration*` reads "Catalog for Demonstration", a link its text. The result is text, never HTML:
 * print it as text (React escapes it), not through innerHTML.
 */
export function markdownToText(markdown: string): string {
  return markdownToHtml(markdown)
    .replace(/<\/(p|h[1-6]|li|blockquote|pre|tr)>/g, "\n")
    .replace(/<br\s*\/?>/g, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity])
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

import { markdownInlineToHtml, markdownToHtml } from "@/lib/format/markdown-html";
import { prose } from "@/lib/format/prose";

// Imported catalogs (OSCAL's markup-line and markup-multiline) write titles and descriptions in Markdown: shown as it
// reads, never as asterisks and brackets. Both renderers print raw HTML as text and keep only http(s)/mailto links.

const BLOCK = prose(
  "min-w-0 break-words [&_a]:text-brand-600 [&_a]:underline [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1",
  "[&_li]:my-0.5 [&_ol]:my-1 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:my-1 [&_p:first-child]:mt-0 [&_p:last-child]:mb-0",
  "[&_ul]:my-1 [&_ul]:list-disc [&_ul]:pl-5",
);
const INLINE = "[&_a]:text-brand-600 [&_a]:underline [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1";

/** A title or other single line of Markdown, rendered inline. */
export function MarkdownInline({ text, className = "" }: { text: string; className?: string }) {
  return <span className={`${INLINE} ${className}`} dangerouslySetInnerHTML={{ __html: markdownInlineToHtml(text) }} />;
}

/** A description: paragraphs and lists of Markdown, compact enough for a row or a card. */
export function MarkdownBlock({ text, className = "" }: { text: string; className?: string }) {
  return <div className={`${BLOCK} ${className}`} dangerouslySetInnerHTML={{ __html: markdownToHtml(text) }} />;
}

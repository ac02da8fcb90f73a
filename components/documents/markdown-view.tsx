import { markdownToHtml } from "@/lib/format/markdown-html";
import { prose } from "@/lib/format/prose";

const PROSE = prose(
  "max-w-none text-sm leading-6 text-slate-800 [&_a]:text-brand-600 [&_a]:underline [&_blockquote]:border-l-4",
  "[&_blockquote]:border-slate-200 [&_blockquote]:pl-4 [&_blockquote]:text-slate-600 [&_code]:rounded [&_code]:bg-slate-100",
  "[&_code]:px-1 [&_em]:text-slate-600 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h3]:mb-2 [&_h3]:mt-8",
  "[&_h3]:border-b [&_h3]:border-slate-100 [&_h3]:pb-1 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_h4]:mt-6",
  "[&_h4]:font-semibold [&_li]:my-1 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-3 [&_table]:my-4 [&_table]:w-full",
  "[&_table]:border-collapse [&_td]:border [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-slate-200",
  "[&_th]:bg-slate-50 [&_th]:px-2 [&_th]:py-1 [&_th]:text-left [&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6",
);

/** Rendered Markdown (server-side, HTML neutralised by `markdownToHtml`). */
export function MarkdownView({ markdown, label }: { markdown: string; label: string }) {
  return <article aria-label={label} className={PROSE} dangerouslySetInnerHTML={{ __html: markdownToHtml(markdown) }} />;
}

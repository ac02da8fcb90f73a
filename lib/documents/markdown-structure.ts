/** Splits Markdown into headed chunks, recognising ATX (`## x`), setext (underlined) and bold-line headings. */

export interface Chunk {
  /** Heading text as written (without `#` marks), or null for text before the first heading. */
  heading: string | null;
  level: number;
  /** Heading and body text. */
  text: string;
}

const ATX = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const SETEXT = /^ {0,3}(=+|-+)[ \t]*$/;
const BOLD_LINE = /^ {0,3}(?:\*\*|__)([^*_].*?)(?:\*\*|__)[ \t]*:?[ \t]*$/;
const FENCE = /^ {0,3}(```|~~~)/;

export function splitChunks(markdown: string): Chunk[] {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  const chunks: Chunk[] = [{ heading: null, level: 0, text: "" }];
  let inFence = false;
  const start = (heading: string, level: number) => chunks.push({ heading, level, text: `${heading}\n` });
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (FENCE.test(line)) inFence = !inFence;
    const current = chunks[chunks.length - 1];
    if (!inFence) {
      const atx = ATX.exec(line);
      if (atx) {
        start(atx[2], atx[1].length);
        continue;
      }
      const next = lines[i + 1];
      // A setext heading: one non-blank paragraph line underlined by === or ---.
      if (next !== undefined && line.trim() !== "" && SETEXT.test(next) && !/^\s*[-*+]\s/.test(line) && (i === 0 || lines[i - 1].trim() === "")) {
        start(line.trim(), next.trim().startsWith("=") ? 1 : 2);
        i += 1;
        continue;
      }
      const bold = BOLD_LINE.exec(line);
      // A short line that is bold on its own, set apart by blank lines, is used as a heading in many documents.
      if (bold && bold[1].length <= 120 && (i === 0 || lines[i - 1].trim() === "") && (next === undefined || next.trim() === "")) {
        start(bold[1], 3);
        continue;
      }
    }
    current.text += `${line}\n`;
  }
  return chunks.filter((c) => c.heading !== null || c.text.trim() !== "");
}

/** Leading section numbering such as `3.`, `3.2`, `A.1`, `IV.` or `Section 4:` is not part of a heading's name. */
export function stripNumbering(heading: string): string {
  return heading
    .replace(/\\([\\`*_{}[\]()#+\-.!|<>~&])/g, "$1")
    .replace(/[*_`]/g, "")
    .replace(/^\s*(?:section|part|article|clause)\s+[0-9a-z.]+\s*[:.)-]?\s*/i, "")
    .replace(/^\s*(?:\d+(?:\.\d+)*|[ivxlc]+|[a-z])[.)]\s+/i, "")
    .replace(/^\s*\d+(?:\.\d+)+\s+/, "")
    .trim();
}

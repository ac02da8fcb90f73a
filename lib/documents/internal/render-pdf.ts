import PDFDocument from "pdfkit";
import { Lexer, type Token, type Tokens } from "marked";

/**
 * Server-side Markdown → PDF with pdfkit: headings, paragraphs with bold/italic/code/links, nested
 * lists and task boxes, tables, quotes, rules and code blocks. Raw HTML is printed as text, never
 * interpreted. Uses the standard PDF fonts, so no font files are needed.
 */

interface Segment {
  text: string;
  bold?: boolean;
  italic?: boolean;
  mono?: boolean;
  link?: string;
}

const MARGIN = 56;
const BODY_SIZE = 10.5;
const HEADING_SIZES = [20, 15, 12.5, 11.5, 11, 10.5];
const TEXT_COLOR = "#111827";
const MUTED = "#4b5563";

function decodeEntities(s: string): string {
  return s
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");
}

/** The standard fonts use WinAnsi encoding; characters outside it are replaced rather than garbled. */
export function printable(s: string): string {
  return s.replace(/[^\t\n\r\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac\u2122]/g, "?");
}

function inlineSegments(tokens: Token[] | undefined, style: Omit<Segment, "text"> = {}): Segment[] {
  const out: Segment[] = [];
  for (const t of tokens ?? []) {
    switch (t.type) {
      case "strong":
        out.push(...inlineSegments((t as Tokens.Strong).tokens, { ...style, bold: true }));
        break;
      case "em":
        out.push(...inlineSegments((t as Tokens.Em).tokens, { ...style, italic: true }));
        break;
      case "del":
        out.push(...inlineSegments((t as Tokens.Del).tokens, style));
        break;
      case "codespan":
        out.push({ ...style, mono: true, text: decodeEntities((t as Tokens.Codespan).text) });
        break;
      case "link": {
        const link = t as Tokens.Link;
        const safe = /^(https?:|mailto:)/i.test(link.href) ? link.href : undefined;
        out.push(...inlineSegments(link.tokens, { ...style, link: safe }));
        break;
      }
      case "br":
        out.push({ ...style, text: "\n" });
        break;
      case "checkbox":
        out.push({ ...style, text: (t as Tokens.Checkbox).checked ? "[x] " : "[ ] " });
        break;
      case "image":
        out.push({ ...style, italic: true, text: `[image: ${(t as Tokens.Image).text}]` });
        break;
      case "text": {
        const text = t as Tokens.Text;
        if (text.tokens?.length) out.push(...inlineSegments(text.tokens, style));
        else out.push({ ...style, text: decodeEntities(text.text) });
        break;
      }
      default:
        out.push({ ...style, text: decodeEntities((t as { text?: string; raw: string }).text ?? t.raw) });
    }
  }
  return out;
}

function fontFor(s: Segment): string {
  if (s.mono) return "Courier";
  if (s.bold && s.italic) return "Helvetica-BoldOblique";
  if (s.bold) return "Helvetica-Bold";
  if (s.italic) return "Helvetica-Oblique";
  return "Helvetica";
}

type Doc = InstanceType<typeof PDFDocument>;

function writeSegments(doc: Doc, segments: Segment[], size: number, options: PDFKit.Mixins.TextOptions = {}) {
  const list = segments.filter((s) => s.text !== "");
  if (list.length === 0) return;
  list.forEach((s, i) => {
    doc
      .font(fontFor(s))
      .fontSize(size)
      .fillColor(s.link ? "#1d4ed8" : TEXT_COLOR)
      .text(printable(s.text), { ...options, continued: i < list.length - 1, link: s.link ?? null, underline: Boolean(s.link) });
  });
}

function renderList(doc: Doc, list: Tokens.List, indent: number) {
  list.items.forEach((item, i) => {
    const marker = list.ordered ? `${(typeof list.start === "number" ? list.start : 1) + i}.` : "\u2022";
    const x = MARGIN + indent;
    const y = doc.y;
    doc.font("Helvetica").fontSize(BODY_SIZE).fillColor(TEXT_COLOR).text(marker, x, y, { width: 18, lineBreak: false });
    doc.x = x + 18;
    doc.y = y;
    const width = doc.page.width - MARGIN - (x + 18);
    let first = true;
    for (const t of item.tokens) {
      if (t.type === "list") {
        renderList(doc, t as Tokens.List, indent + 18);
      } else if (t.type === "text" || t.type === "paragraph") {
        if (!first) doc.x = x + 18;
        const segs = inlineSegments(
          (t as Tokens.Text).tokens ?? [{ type: "text", raw: (t as Tokens.Text).text, text: (t as Tokens.Text).text } as Tokens.Text],
        );
        if (item.task) segs.unshift({ text: item.checked ? "[x] " : "[ ] " });
        writeSegments(doc, segs, BODY_SIZE, { width, lineGap: 2 });
      } else if (t.type !== "space" && t.type !== "checkbox") {
        renderBlocks(doc, [t], indent + 18);
      }
      first = false;
    }
    doc.x = MARGIN;
    doc.moveDown(0.2);
  });
}

function renderTable(doc: Doc, table: Tokens.Table) {
  const width = doc.page.width - 2 * MARGIN;
  const cols = table.header.length;
  const colWidth = width / cols;
  const pad = 4;
  const cellTexts = (row: Tokens.TableCell[]) =>
    row.map((cell) =>
      printable(
        inlineSegments(cell.tokens)
          .map((s) => s.text)
          .join(""),
      ),
    );
  const header = cellTexts(table.header);
  const measure = (texts: string[], font: string) => {
    doc.font(font).fontSize(BODY_SIZE - 1);
    return Math.max(14, ...texts.map((t) => doc.heightOfString(t || " ", { width: colWidth - 2 * pad }))) + 2 * pad;
  };
  const drawRow = (texts: string[], font: string, height: number, fill?: string) => {
    const y = doc.y;
    texts.forEach((t, c) => {
      const x = MARGIN + c * colWidth;
      if (fill) doc.rect(x, y, colWidth, height).fillColor(fill).fill();
      doc.rect(x, y, colWidth, height).strokeColor("#d1d5db").lineWidth(0.5).stroke();
      doc
        .font(font)
        .fontSize(BODY_SIZE - 1)
        .fillColor(TEXT_COLOR)
        .text(t, x + pad, y + pad, { width: colWidth - 2 * pad });
    });
    doc.x = MARGIN;
    doc.y = y + height;
  };
  // The header row is a header: bold on a tint, and drawn again at the top of every page the table continues on.
  const headerHeight = measure(header, "Helvetica-Bold");
  const drawHeader = () => drawRow(header, "Helvetica-Bold", headerHeight, "#f3f4f6");
  const hasHeader = header.some((t) => t.trim() !== "");
  const firstHeight = table.rows.length > 0 ? measure(cellTexts(table.rows[0]), "Helvetica") : 0;
  if (doc.y + headerHeight + firstHeight > doc.page.height - MARGIN) doc.addPage();
  if (hasHeader) drawHeader();
  for (const row of table.rows) {
    const texts = cellTexts(row);
    const height = measure(texts, "Helvetica");
    if (doc.y + height > doc.page.height - MARGIN) {
      doc.addPage();
      if (hasHeader) drawHeader();
    }
    drawRow(texts, "Helvetica", height);
  }
  doc.moveDown(0.6);
}

function renderBlocks(doc: Doc, tokens: Token[], indent = 0) {
  const width = doc.page.width - 2 * MARGIN - indent;
  for (const t of tokens) {
    doc.x = MARGIN + indent;
    switch (t.type) {
      case "heading": {
        const h = t as Tokens.Heading;
        const size = HEADING_SIZES[h.depth - 1] ?? BODY_SIZE;
        if (doc.y > doc.page.height - MARGIN - 60) doc.addPage();
        doc.moveDown(h.depth <= 2 ? 0.6 : 0.3);
        writeSegments(
          doc,
          inlineSegments(h.tokens).map((s) => ({ ...s, bold: true })),
          size,
          { width },
        );
        doc.moveDown(0.3);
        break;
      }
      case "paragraph":
        writeSegments(doc, inlineSegments((t as Tokens.Paragraph).tokens), BODY_SIZE, { width, lineGap: 2 });
        doc.moveDown(0.6);
        break;
      case "list":
        renderList(doc, t as Tokens.List, indent);
        doc.moveDown(0.4);
        break;
      case "table":
        renderTable(doc, t as Tokens.Table);
        break;
      case "blockquote":
        doc.fillColor(MUTED);
        renderBlocks(doc, (t as Tokens.Blockquote).tokens, indent + 14);
        break;
      case "hr": {
        const y = doc.y + 4;
        doc
          .moveTo(MARGIN, y)
          .lineTo(doc.page.width - MARGIN, y)
          .strokeColor("#d1d5db")
          .lineWidth(0.5)
          .stroke();
        doc.y = y + 8;
        break;
      }
      case "code":
        doc
          .font("Courier")
          .fontSize(9)
          .fillColor(TEXT_COLOR)
          .text(printable((t as Tokens.Code).text), { width });
        doc.moveDown(0.6);
        break;
      case "html":
        doc
          .font("Helvetica")
          .fontSize(BODY_SIZE)
          .fillColor(TEXT_COLOR)
          .text(printable((t as Tokens.HTML).text), { width });
        break;
      case "space":
      case "def":
        break;
      default:
        if ("text" in t && typeof t.text === "string") {
          doc
            .font("Helvetica")
            .fontSize(BODY_SIZE)
            .fillColor(TEXT_COLOR)
            .text(printable(decodeEntities(t.text)), { width });
        }
    }
  }
}

export async function markdownToPdf(markdown: string, meta: { title: string; author?: string }): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: printable(meta.title), Creator: "Compliance Platform", ...(meta.author ? { Author: printable(meta.author) } : {}) },
    bufferPages: true,
  });
  const done = collectPdf(doc);
  renderBlocks(doc, new Lexer({ gfm: true }).lex(markdown));
  stampPageFooters(doc, (page, count) => `${printable(meta.title)} · page ${page} of ${count}`, { margin: MARGIN });
  doc.end();
  return done;
}

/** The bytes of a PDF document once it ends. */
export function collectPdf(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

/** A centred footer on every page ("page n of m" needs every page to exist: call it last, on a `bufferPages` document). */
export function stampPageFooters(
  doc: PDFKit.PDFDocument,
  footer: (page: number, count: number) => string,
  { margin, fontSize = 8, rise = 4 }: { margin: number; fontSize?: number; rise?: number },
) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font("Helvetica")
      .fontSize(fontSize)
      .fillColor(MUTED)
      .text(printable(footer(i + 1, range.count)), margin, doc.page.height - margin / 2 - rise, {
        width: doc.page.width - 2 * margin,
        align: "center",
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
}

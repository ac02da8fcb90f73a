import PDFDocument from "pdfkit";
import { collectPdf, pdfText, stampPageFooters } from "@/lib/documents";
import { formatDateTime } from "@/lib/format/date-time";
import type { StatementControl, StatementOfApplicability } from "../schemas";
import { evidenceLines, NOT_DECIDED, versionText } from "./statement";

/**
 * The Statement of Applicability as a PDF (pdfkit, the standard fonts, as the documents' and audit reports' PDFs):
 * A4 landscape, a header block on the first page, then one table row per Annex A control with the header row repeated
 * on every page, undecided controls tinted and flagged, and "page n of m" in every footer.
 */

type Doc = InstanceType<typeof PDFDocument>;

const MARGIN = 36;
const FOOTER = 18;
const SIZE = 7.5;
const PAD = 3;
const INK = "#111827";
const MUTED = "#4b5563";
const RULE = "#d1d5db";
const HEAD_FILL = "#f3f4f6";
const FLAG_FILL = "#fef3c7";
/** Evidence lines per cell; the rest is counted ("and 4 more"), the JSON and CSV forms list them all. */
const MAX_EVIDENCE = 6;

interface Column {
  title: string;
  width: number;
  cell: (c: StatementControl) => string;
  font?: (c: StatementControl) => string;
}

function evidenceCell(c: StatementControl): string {
  const lines = evidenceLines(c);
  if (lines.length === 0) return c.applicable ? "None yet" : "—";
  const shown = lines.slice(0, MAX_EVIDENCE);
  if (lines.length > MAX_EVIDENCE) shown.push(`and ${lines.length - MAX_EVIDENCE} more`);
  return shown.join("\n");
}

function columns(tableWidth: number): Column[] {
  const fixed: Column[] = [
    { title: "Control", width: 44, cell: (c) => c.controlId, font: () => "Helvetica-Bold" },
    { title: "Control name", width: 128, cell: (c) => c.title },
    { title: "Theme", width: 62, cell: (c) => c.theme.replace(/ controls$/, "") },
    { title: "Applicable", width: 50, cell: (c) => (c.applicable ? "Yes" : "No") },
    { title: "Justification", width: 176, cell: (c) => c.justification ?? NOT_DECIDED, font: (c) => (c.decided ? "Helvetica" : "Helvetica-Bold") },
    { title: "Implementation", width: 74, cell: (c) => c.implementation },
  ];
  const used = fixed.reduce((sum, col) => sum + col.width, 0);
  return [...fixed, { title: "Evidence", width: tableWidth - used, cell: evidenceCell }];
}

function headerBlock(doc: Doc, s: StatementOfApplicability, width: number) {
  doc.font("Helvetica-Bold").fontSize(18).fillColor(INK).text("Statement of Applicability", MARGIN, MARGIN, { width });
  doc
    .font("Helvetica")
    .fontSize(11)
    .fillColor(INK)
    .text(pdfText(`${s.frameworkName}, Annex A controls`), { width });
  doc.moveDown(0.5);
  const lines: [string, string][] = [
    ["Organisation", s.accountName],
    ["Generated", formatDateTime(s.generatedAt)],
    ["Version", versionText(s)],
    [
      "Summary",
      `${s.summary.controls} controls: ${s.summary.applicable} applicable, ${s.summary.excluded} excluded, ${s.summary.undecided} not yet decided; ` +
        `${s.summary.implemented} implemented, ${s.summary.partiallyImplemented} partially implemented, ${s.summary.notImplemented} not implemented.`,
    ],
  ];
  for (const [label, value] of lines) {
    doc.font("Helvetica-Bold").fontSize(9).fillColor(INK).text(`${label}: `, { continued: true, width });
    doc.font("Helvetica").text(pdfText(value));
  }
  doc.moveDown(0.4);
  doc
    .font("Helvetica-Oblique")
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      "Implementation status comes from the readiness model: current evidence, generated documents and passing automated tests count; " +
        "a practice the business profile only attests makes a control partially implemented at most. A control without a scope decision " +
        `is applicable and flagged "${NOT_DECIDED}" (tinted rows).`,
      { width },
    );
  doc.moveDown(0.8);
}

function drawTable(doc: Doc, s: StatementOfApplicability, width: number) {
  const cols = columns(width);
  const bottom = () => doc.page.height - MARGIN - FOOTER;
  const measure = (texts: string[], fonts: string[]) =>
    Math.max(
      ...texts.map((t, i) =>
        doc
          .font(fonts[i])
          .fontSize(SIZE)
          .heightOfString(t || " ", { width: cols[i].width - 2 * PAD }),
      ),
    ) +
    2 * PAD;
  const drawRow = (texts: string[], fonts: string[], height: number, fill?: string) => {
    const y = doc.y;
    let x = MARGIN;
    texts.forEach((t, i) => {
      const w = cols[i].width;
      if (fill) doc.rect(x, y, w, height).fillColor(fill).fill();
      doc.rect(x, y, w, height).strokeColor(RULE).lineWidth(0.5).stroke();
      // A cell taller than a page (a very long justification) is cut with an ellipsis: the JSON and CSV hold it whole.
      doc
        .font(fonts[i])
        .fontSize(SIZE)
        .fillColor(INK)
        .text(t, x + PAD, y + PAD, { width: w - 2 * PAD, height: height - 2 * PAD, ellipsis: true });
      x += w;
    });
    doc.x = MARGIN;
    doc.y = y + height;
  };
  const header = cols.map((c) => c.title);
  const headerFonts = cols.map(() => "Helvetica-Bold");
  const headerHeight = measure(header, headerFonts);
  const drawHeader = () => drawRow(header, headerFonts, headerHeight, HEAD_FILL);
  drawHeader();
  for (const control of s.controls) {
    const texts = cols.map((c) => pdfText(c.cell(control)));
    const fonts = cols.map((c) => c.font?.(control) ?? "Helvetica");
    const fullPage = bottom() - MARGIN - headerHeight;
    const height = Math.min(measure(texts, fonts), fullPage);
    if (doc.y + height > bottom()) {
      doc.addPage();
      doc.y = MARGIN;
      drawHeader();
    }
    drawRow(texts, fonts, height, control.decided ? undefined : FLAG_FILL);
  }
}

export async function statementPdf(s: StatementOfApplicability): Promise<Buffer> {
  const title = "Statement of Applicability";
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    info: { Title: pdfText(`${title}: ${s.accountName}`), Author: pdfText(s.accountName), Creator: "Compliance Platform" },
    bufferPages: true,
  });
  const done = collectPdf(doc);
  const width = doc.page.width - 2 * MARGIN;
  headerBlock(doc, s, width);
  drawTable(doc, s, width);
  stampPageFooters(doc, (page, count) => `${title} · ${s.accountName} · generated ${formatDateTime(s.generatedAt)} · page ${page} of ${count}`, {
    margin: MARGIN,
    fontSize: 7.5,
    rise: 8,
  });
  doc.end();
  return done;
}

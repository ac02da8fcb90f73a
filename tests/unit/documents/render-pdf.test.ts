import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { templatePreview } from "@/lib/documents/internal/preview";
import { markdownToPdf } from "@/lib/documents/internal/render-pdf";
import { templates } from "@/lib/documents/internal/templates";

/** Text drawn on the pages: pdfkit writes hex strings inside deflated content streams. */
function drawnText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  let out = "";
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1], "latin1")).toString("latin1");
    } catch {
      continue;
    }
    for (const t of content.matchAll(/<([0-9a-f]+)>/gi)) out += Buffer.from(t[1], "hex").toString("latin1");
    out += "\n";
  }
  return out;
}

describe("Markdown to PDF", () => {
  it.each(templates.map((t) => [t.id, t] as const))("renders %s to a multi-page PDF", async (_id, t) => {
    const pdf = await markdownToPdf(templatePreview(t), { title: t.name });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.subarray(-8).toString()).toContain("%%EOF");
    const pages = (pdf.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length;
    expect(pages).toBeGreaterThanOrEqual(2);
    const text = drawnText(pdf).replace(/\s+/g, "");
    expect(text).toContain(t.sections[0].title.replace(/\s+/g, ""));
    expect(text).toContain("page1of");
  });

  it("prints raw HTML as text and survives characters outside the PDF fonts", async () => {
    const md =
      "# Title\n\n<script>alert(1)</script>\n\nTokyo 東京 ≤ 5 — “quoted” · ok\n\n```\ncode block\n```\n\n> quote\n\n---\n\n1. one\n   - " +
      "nested\n2. two\n\n- [x] done\n- [ ] open\n\n[link](javascript:alert(1)) and <https://example.com>\n";
    const pdf = await markdownToPdf(md, { title: "Edge cases" });
    const text = drawnText(pdf);
    expect(text).toContain("<script>alert(1)</script>");
    expect(text).toContain("Tokyo ?? ? 5");
    expect(text).toContain("nested");
    expect(text).toContain("[x] done");
    // A javascript: link keeps its text but gets no link annotation.
    expect(pdf.toString("latin1")).not.toMatch(/\/URI \(javascript/);
    expect(pdf.toString("latin1")).toMatch(/\/URI \(https:\/\/example\.com\)/);
  });
});

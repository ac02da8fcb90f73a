import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { generateAuditReport, type ReportInput } from "@/lib/audits/internal/report";
import { markdownToPdf } from "@/lib/documents/internal/render-pdf";

const d = (s: string) => new Date(s);

/** The text drawn on each page: pdfkit writes standard-font text as hex strings inside TJ arrays. */
function pageTexts(pdf: Buffer): string[] {
  const raw = pdf.toString("latin1");
  const pages: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1], "latin1")).toString("latin1");
    } catch {
      continue;
    }
    if (!content.includes("TJ")) continue;
    const words = [...content.matchAll(/\[([^\]]*)\]\s*TJ/g)].map((tj) =>
      [...tj[1].matchAll(/<([0-9a-f]*)>/gi)].map((h) => Buffer.from(h[1], "hex").toString("latin1")).join(""),
    );
    pages.push(words.join(""));
  }
  return pages;
}

function input(): ReportInput {
  const tricky = "A|B *bold* http://x.test a@b.c <b> #1 1. _u_";
  return {
    audit: {
      id: "a1",
      title: `SOC 2 ${tricky}`,
      description: null,
      framework_id: "soc2",
      framework_name: "SOC 2",
      type: "type_ii",
      status: "complete",
      created_at: d("2026-01-10T10:00:00Z"),
      target_completion: null,
      completed_at: d("2026-03-01T00:00:00Z"),
    },
    auditors: [],
    controls: Array.from({ length: 120 }, (_, i) => ({
      control_id: `C${i + 1}`,
      title: `Control ${i + 1} ${tricky}`,
      status: i % 2 ? "passed" : "not_tested",
      evidence_sufficient: null,
      auditor_notes: null,
      not_tested_reason: i % 2 ? null : `Out of scope ${tricky}`,
      reviewed_at: d("2026-02-01T00:00:00Z"),
    })),
    findings: [],
    evidenceRequests: [],
    generatedAt: d("2026-03-01T12:00:00Z"),
  };
}

describe("audit report PDF", () => {
  it("shows user text without Markdown escapes and repeats the control table's header on every page it spans", async () => {
    const md = generateAuditReport(input());
    expect(md).toContain("\\|");
    const pages = pageTexts(await markdownToPdf(md, { title: "Audit report" }));
    expect(pages.length).toBeGreaterThan(2);
    const all = pages.join("\n");
    expect(all).not.toContain("\\");
    expect(all).toContain("A|B *bold* http://x.test a@b.c <b>");
    expect(all).toContain("Item");
    // Every page after the first that continues the control table starts it with its header again.
    const continued = pages.slice(1).filter((p) => /C\d+Control \d+/.test(p));
    expect(continued.length).toBeGreaterThan(0);
    for (const p of continued) expect(p.startsWith("ControlTitleStatusEvidence sufficientAuditor notesReviewed")).toBe(true);
  });
});

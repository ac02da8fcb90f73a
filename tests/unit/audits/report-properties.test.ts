import fc from "fast-check";
import { marked, type Token, type Tokens } from "marked";
import { describe, expect, it } from "vitest";
import { generateAuditReport } from "@/lib/audits/internal/report";

const date = new Date("2026-02-01T00:00:00Z");

function walk(tokens: Token[]): Token[] {
  const out: Token[] = [];
  marked.walkTokens(tokens, (t) => void out.push(t));
  return out;
}

/** Whatever customers and auditors type, the report keeps its structure and carries no raw HTML. */
describe("audit report with arbitrary user text", () => {
  it("keeps its headings and table shapes, and renders no HTML and no links", () => {
    // Random ASCII, salted with the fragments that GFM turns into links or structure.
    const fragment = fc.constantFrom(
      "http://evil.test/x",
      "https://a.b",
      "www.evil.test",
      "ops@corp.test",
      "<img src=x>",
      "| a | b |",
      "\n# h\n",
      "[x](javascript:1)",
      "**b**",
      "`c`",
    );
    const text = fc.array(fc.oneof(fc.string({ unit: "grapheme-ascii", maxLength: 20 }), fragment), { maxLength: 6 }).map((parts) => parts.join(" "));
    fc.assert(
      fc.property(text, text, text, text, (title, notes, findingTitle, description) => {
        const md = generateAuditReport({
          audit: {
            id: "a",
            title,
            description,
            framework_id: "soc2",
            framework_name: "SOC 2",
            type: "type_i",
            status: "in_progress",
            created_at: date,
            target_completion: null,
            completed_at: null,
          },
          auditors: [{ name: notes, email: "x@y.test", firm: title, status: "accepted" }],
          controls: [
            { control_id: "CC1.1", title, status: "passed", evidence_sufficient: true, auditor_notes: notes, reviewed_at: date },
            { control_id: "CC1.2", title: notes, status: "pending", evidence_sufficient: null, auditor_notes: null, reviewed_at: null },
          ],
          findings: [{ control_id: "CC1.1", severity: "major", title: findingTitle, description, remediation: notes, status: "open", created_at: date }],
          evidenceRequests: [{ control_id: "CC1.2", description, priority: "low", status: "open", created_at: date, responded_at: null }],
          generatedAt: date,
        });
        const tokens = marked.lexer(md);
        const headings = tokens.filter((t): t is Tokens.Heading => t.type === "heading");
        expect(headings.filter((h) => h.depth === 1)).toHaveLength(1);
        expect(headings.filter((h) => h.depth === 2).map((h) => h.text)).toEqual(["Summary", "Control status", "Findings", "Evidence requests"]);
        expect(headings.filter((h) => h.depth === 3).map((h) => h.text)).toEqual(["Critical (0)", "Major (1)", "Minor (0)", "Observation (0)"]);
        expect(headings.filter((h) => h.depth === 4)).toHaveLength(1);
        const tables = tokens.filter((t): t is Tokens.Table => t.type === "table");
        expect(tables.map((t) => t.rows.length)).toEqual([8, 6, 2, 4, 4, 1]);
        for (const table of tables) for (const row of table.rows) expect(row).toHaveLength(table.header.length);
        const all = walk(tokens);
        expect(all.some((t) => t.type === "html")).toBe(false);
        expect(all.some((t) => t.type === "link")).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});

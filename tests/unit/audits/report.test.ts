import { describe, expect, it } from "vitest";
import { marked, type Token, type Tokens } from "marked";
import { generateAuditReport, type ReportInput } from "@/lib/audits/internal/report";
import { escapeBlock, escapeCell, escapeInline } from "@/lib/audits/internal/markdown";
import { FINDING_SEVERITIES } from "@/lib/vocabulary";

const d = (s: string) => new Date(s);

function baseInput(over: Partial<ReportInput> = {}): ReportInput {
  return {
    audit: {
      id: "a1",
      title: "SOC 2 Type II 2026",
      description: "Annual audit.",
      framework_id: "soc2",
      framework_name: "SOC 2",
      type: "type_ii",
      status: "findings",
      created_at: d("2026-01-10T10:00:00Z"),
      target_completion: d("2026-03-31T00:00:00Z"),
      completed_at: null,
    },
    auditors: [{ name: "Ada Auditor", email: "ada@firm.test", firm: "Firm LLP", status: "accepted" }],
    controls: [
      {
        control_id: "CC6.1",
        title: "Logical access",
        status: "passed",
        evidence_sufficient: true,
        auditor_notes: "ok",
        reviewed_at: d("2026-02-01T00:00:00Z"),
      },
      {
        control_id: "CC6.2",
        title: "User registration",
        status: "failed",
        evidence_sufficient: false,
        auditor_notes: null,
        reviewed_at: d("2026-02-02T00:00:00Z"),
      },
      {
        control_id: "CC6.3",
        title: "Role changes",
        status: "needs_evidence",
        evidence_sufficient: null,
        auditor_notes: null,
        reviewed_at: d("2026-02-03T00:00:00Z"),
      },
      { control_id: "CC7.1", title: "Monitoring", status: "pending", evidence_sufficient: null, auditor_notes: null, reviewed_at: null },
    ],
    findings: [
      {
        control_id: "CC6.2",
        severity: "minor",
        title: "Stale accounts",
        description: "Two leavers kept access.",
        remediation: "Automate offboarding",
        status: "open",
        created_at: d("2026-02-05T00:00:00Z"),
      },
      {
        control_id: "CC6.1",
        severity: "critical",
        title: "No MFA",
        description: "Admins log in with passwords only.",
        remediation: null,
        status: "resolved",
        created_at: d("2026-02-04T00:00:00Z"),
      },
    ],
    evidenceRequests: [
      {
        control_id: "CC6.3",
        description: "Role change tickets for Q1",
        priority: "high",
        status: "open",
        created_at: d("2026-02-03T00:00:00Z"),
        responded_at: null,
      },
      {
        control_id: "CC6.1",
        description: "MFA policy export",
        priority: "medium",
        status: "responded",
        created_at: d("2026-02-01T00:00:00Z"),
        responded_at: d("2026-02-02T00:00:00Z"),
      },
    ],
    generatedAt: d("2026-02-10T12:00:00.000Z"),
    ...over,
  };
}

function headings(tokens: Token[], depth?: number): string[] {
  return tokens.filter((t): t is Tokens.Heading => t.type === "heading" && (depth === undefined || t.depth === depth)).map((t) => t.text);
}

function allTokens(tokens: Token[]): Token[] {
  const out: Token[] = [];
  marked.walkTokens(tokens, (t) => void out.push(t));
  return out;
}

describe("audit report", () => {
  it("has the title, summary, control table with counts, findings by severity and evidence requests", () => {
    const md = generateAuditReport(baseInput());
    const tokens = marked.lexer(md);
    expect(headings(tokens, 1)).toEqual(["Audit report: SOC 2 Type II 2026"]);
    expect(headings(tokens, 2)).toEqual(["Summary", "Control status", "Findings", "Evidence requests"]);
    expect(headings(tokens, 3)).toEqual(["Critical (1)", "Major (0)", "Minor (1)", "Observation (0)"]);

    const tables = tokens.filter((t): t is Tokens.Table => t.type === "table");
    const summary = Object.fromEntries(tables[0].rows.map((r) => [r[0].text, r[1].text]));
    expect(summary).toMatchObject({
      "Audit type": "Type II",
      Status: "Findings",
      Created: "10 Jan 2026",
      "Target completion": "31 Mar 2026",
      Completed: "—",
    });
    expect(summary.Framework).toContain("SOC 2");
    expect(summary.Auditor).toContain("Ada Auditor");
    expect(summary.Auditor).toContain("Firm LLP");

    const counts = Object.fromEntries(tables[1].rows.map((r) => [r[0].text, r[1].text]));
    expect(counts).toEqual({ Pending: "1", Passed: "1", Failed: "1", "Needs evidence": "1", "Not tested": "0", "**Total**": "**4**" });
    expect(tables[2].rows.map((r) => r[0].text)).toEqual(["CC6.1", "CC6.2", "CC6.3", "CC7.1"]);
    expect(tables[2].rows[1][2].text).toBe("Failed");
    expect(md).toContain("4 controls, 3 reviewed (75%), 0 not tested (0%), 1 pending.");

    // Critical group before minor regardless of input order.
    expect(md.indexOf("No MFA")).toBeLessThan(md.indexOf("Stale accounts"));
    expect(md).toContain("Automate offboarding");
    expect(md).toContain("2 findings: 1 open, 0 in progress, 1 resolved, 0 accepted.");
    expect(md).toContain("2 requests: 1 responded, 1 open.");
    const requests = tables[tables.length - 1];
    expect(requests.rows.map((r) => r[1].text)).toEqual(["Role change tickets for Q1", "MFA policy export"]);
  });

  it("says so when there are no auditor, findings or evidence requests", () => {
    const md = generateAuditReport(baseInput({ auditors: [], findings: [], evidenceRequests: [], controls: [] }));
    expect(md).toContain("No auditor invited");
    expect(md).toContain("No findings were recorded.");
    expect(md).toContain("No evidence was requested.");
    expect(md).toContain("0 controls, 0 reviewed (0%), 0 not tested (0%), 0 pending.");
  });

  it("counts controls completed as not tested apart: they are never reviewed", () => {
    const base = baseInput();
    const controls = [
      base.controls[0],
      ...["CC7.1", "CC7.2", "CC7.3"].map((id) => ({
        control_id: id,
        title: "Monitoring",
        status: "not_tested",
        evidence_sufficient: null,
        auditor_notes: null,
        not_tested_reason: "not reviewed before the audit was completed",
        reviewed_at: d("2026-03-01T00:00:00Z"),
      })),
    ];
    const md = generateAuditReport(baseInput({ controls, audit: { ...base.audit, status: "complete", completed_at: d("2026-03-01T00:00:00Z") } }));
    expect(md).toContain("4 controls, 1 reviewed (25%), 3 not tested (75%), 0 pending.");
    const counts = marked.lexer(md).filter((t): t is Tokens.Table => t.type === "table")[1];
    expect(Object.fromEntries(counts.rows.map((r) => [r[0].text, r[1].text]))).toMatchObject({ Passed: "1", "Not tested": "3", Pending: "0" });
    expect(md).toContain("Not tested: not reviewed before the audit was completed");
    // Never reviewed, so no review date: the completion's date is the report's "Completed".
    const rows = marked.lexer(md).filter((t): t is Tokens.Table => t.type === "table")[2].rows;
    expect(rows.map((r) => r[5].text)).toEqual(["1 Feb 2026", "—", "—", "—"]);
  });

  it("marks auditors whose invitation is not accepted yet", () => {
    const md = generateAuditReport(baseInput({ auditors: [{ name: "Bo", email: "bo@x.test", firm: null, status: "pending" }] }));
    expect(md).toContain("(invitation pending)");
  });

  it("escapes user text so it cannot forge structure or HTML", () => {
    const evil = "Evil | cell\n# Forged heading\n<script>alert(1)</script> [link](javascript:alert(1)) *bold* `code`";
    const md = generateAuditReport(
      baseInput({
        audit: { ...baseInput().audit, title: evil, description: evil },
        controls: [{ control_id: "CC6.1", title: evil, status: "passed", evidence_sufficient: true, auditor_notes: evil, reviewed_at: null }],
        findings: [
          { control_id: "CC6.1", severity: "major", title: evil, description: evil, remediation: evil, status: "open", created_at: d("2026-02-01T00:00:00Z") },
        ],
        evidenceRequests: [
          { control_id: "CC6.1", description: evil, priority: "low", status: "open", created_at: d("2026-02-01T00:00:00Z"), responded_at: null },
        ],
        auditors: [{ name: evil, email: "a@b.test", firm: evil, status: "accepted" }],
      }),
    );
    const tokens = marked.lexer(md);
    const flat = allTokens(tokens);
    expect(flat.some((t) => t.type === "html")).toBe(false);
    // Not even autolinks: e-mail addresses and URLs in user text stay plain text.
    expect(flat.some((t) => t.type === "link")).toBe(false);
    expect(flat.some((t) => t.type === "em")).toBe(false);
    const strong = flat.filter((t): t is Tokens.Strong => t.type === "strong").map((t) => t.text);
    expect(strong.every((t) => ["Total", "Description", "Remediation"].includes(t) || /^\d+$/.test(t))).toBe(true);
    expect(flat.some((t) => t.type === "codespan")).toBe(false); // the report shows names, never codes
    expect(headings(tokens)).not.toContain("Forged heading");
    const tables = tokens.filter((t): t is Tokens.Table => t.type === "table");
    for (const table of tables) for (const row of table.rows) expect(row.length).toBe(table.header.length);
    const html = marked.parse(md) as string;
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;");
  });

  it("is correct for thousands of controls and findings", () => {
    const statuses = ["pending", "passed", "failed", "needs_evidence"];
    const severities = FINDING_SEVERITIES;
    const controls = Array.from({ length: 5000 }, (_, i) => ({
      control_id: `C-${i}`,
      title: `Control ${i}`,
      status: statuses[i % 4],
      evidence_sufficient: i % 3 === 0,
      auditor_notes: i % 5 === 0 ? `note | ${i}` : null,
      reviewed_at: i % 4 === 0 ? null : d("2026-02-01T00:00:00Z"),
    }));
    const findings = Array.from({ length: 3000 }, (_, i) => ({
      control_id: `C-${i}`,
      severity: severities[i % 4],
      title: `Finding ${i}`,
      description: `Problem ${i}`,
      remediation: null,
      status: "open",
      created_at: d("2026-02-01T00:00:00Z"),
    }));
    const md = generateAuditReport(baseInput({ controls, findings, evidenceRequests: [] }));
    const tokens = marked.lexer(md);
    const tables = tokens.filter((t): t is Tokens.Table => t.type === "table");
    expect(Object.fromEntries(tables[1].rows.map((r) => [r[0].text, r[1].text]))).toMatchObject({
      Pending: "1250",
      Passed: "1250",
      Failed: "1250",
      "Needs evidence": "1250",
    });
    expect(tables[2].rows).toHaveLength(5000);
    expect(headings(tokens, 3)).toEqual(["Critical (750)", "Major (750)", "Minor (750)", "Observation (750)"]);
    expect(headings(tokens, 4)).toHaveLength(3000);
  });
});

describe("markdown escaping", () => {
  it("flattens inline text and escapes syntax", () => {
    expect(escapeInline("a | b\nc")).toBe("a \\| b c");
    expect(escapeInline("# not a heading")).toBe("\\# not a heading");
    expect(escapeInline("1. item")).toBe("1\\. item");
    expect(escapeInline(null)).toBe("");
    expect(escapeCell("")).toBe(" ");
  });

  it("keeps paragraphs in blocks but neutralises block syntax on every line", () => {
    expect(escapeBlock("first\n\n\n\n    - second\n> quote")).toBe("first\n\n\\- second\n\\> quote");
  });
});

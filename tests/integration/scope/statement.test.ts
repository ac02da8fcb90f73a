import { inflateSync } from "node:zlib";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { POST as createEvidence } from "@/app/api/v1/evidence/route";
import { GET as statementRoute } from "@/app/api/v1/statement-of-applicability/route";
import { createAccount, type TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { team } from "../../helpers/team";
import { decide, statementFile, statementJson } from "./helpers";

async function evidence(a: TestAccount, title: string, controlId: string, dates: { collectedAt?: string; expiresAt?: string } = {}) {
  const res = await call(createEvidence, {
    path: "/api/v1/evidence",
    token: a.token,
    body: { title, url: `https://evidence.example.com/${encodeURIComponent(title)}`, controls: [{ framework: "iso27001", controlId }], ...dates },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.data.id as string;
}

/** The text drawn on the pages: pdfkit writes standard-font text as hex strings inside deflated content streams. */
function drawnText(pdf: Buffer): string {
  let out = "";
  for (const m of pdf.toString("latin1").matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
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

type Row = {
  controlId: string;
  applicable: boolean;
  decided: boolean;
  justification: string | null;
  readiness: string;
  implementation: string;
  evidence: { type: string; id: string; title: string }[];
  decidedBy: { name: string } | null;
};

describe("the Statement of Applicability", () => {
  it("lists the 93 Annex A controls, undecided ones flagged, with the account, date and version in its header", async () => {
    const a = await createAccount();
    const res = await statementJson(a.token);
    expect(res.status, res.text).toBe(200);
    const s = res.body.data;
    expect(s).toMatchObject({
      accountName: "Test Co",
      frameworkId: "iso27001",
      frameworkName: expect.stringContaining("27001"),
      version: { decisions: 0, lastDecisionAt: null },
    });
    expect(Date.parse(s.generatedAt)).not.toBeNaN();
    expect(s.controls).toHaveLength(93);
    expect(s.controls.every((c: Row) => /^A\.\d+\.\d+$/.test(c.controlId))).toBe(true);
    expect(s.controls[0].controlId).toBe("A.5.1");
    expect(s.controls.at(-1).controlId).toBe("A.8.34");
    expect(new Set(s.controls.map((c: { theme: string }) => c.theme))).toEqual(
      new Set(["Organizational controls", "People controls", "Physical controls", "Technological controls"]),
    );
    expect(s.controls.every((c: Row) => c.applicable && !c.decided && c.justification === null)).toBe(true);
    expect(s.summary).toMatchObject({ controls: 93, applicable: 93, excluded: 0, undecided: 93, implemented: 0, notImplemented: 93 });
  });

  it("shows each decision, the implementation status from the readiness model and the evidence behind it; another tenant's decisions never", async () => {
    const t = await team();
    const policy = await evidence(t.owner, "Access control policy v3", "A.5.15");
    await evidence(t.owner, "Old access review", "A.5.18", { collectedAt: "2020-01-01T00:00:00Z", expiresAt: "2021-01-01T00:00:00Z" });
    expect((await decide(t.member.token, "iso27001", "A.5.15", { applicable: true, justification: "Risk treatment R-12" })).status).toBe(200);
    const excluded = await decide(t.member.token, "iso27001", "A.8.30", { applicable: false, justification: "No software is developed in-house." });
    expect(excluded.status).toBe(200);
    // Clauses always apply; a decision on one is kept but is no row of the statement, nor part of its version.
    expect((await decide(t.member.token, "iso27001", "4.3", { applicable: true, justification: "Scope statement S-1" })).status).toBe(200);
    const stranger = await createAccount();
    await decide(stranger.token, "iso27001", "A.5.1", { applicable: false, justification: "Not ours" });

    const res = await statementJson(t.viewer.token);
    expect(res.status, res.text).toBe(200);
    const s = res.body.data;
    const row = (id: string): Row => s.controls.find((c: Row) => c.controlId === id);
    expect(s.version).toEqual({ decisions: 2, lastDecisionAt: excluded.body.data.decidedAt });
    expect(s.summary).toMatchObject({ controls: 93, applicable: 92, excluded: 1, undecided: 91, implemented: 1, notImplemented: 91 });

    expect(row("A.5.15")).toMatchObject({
      applicable: true,
      decided: true,
      justification: "Risk treatment R-12",
      readiness: "met",
      implementation: "Implemented",
      decidedBy: { name: "Sam Engineer" },
    });
    expect(row("A.5.15").evidence).toEqual([{ type: "evidence", id: policy, title: "Access control policy v3", detail: "current" }]);
    expect(row("A.8.30")).toMatchObject({
      applicable: false,
      decided: true,
      justification: "No software is developed in-house.",
      readiness: "not_applicable",
      implementation: "n/a",
      evidence: [],
    });
    // Expired evidence is not what the control rests on.
    expect(row("A.5.18")).toMatchObject({ decided: false, justification: null, readiness: "missing", implementation: "Not implemented", evidence: [] });
    expect(row("A.5.1")).toMatchObject({ applicable: true, decided: false });

    const theirs = (await statementJson(stranger.token)).body.data;
    expect(theirs.version.decisions).toBe(1);
    expect(theirs.controls.find((c: Row) => c.controlId === "A.8.30").decided).toBe(false);
    expect(theirs.controls.find((c: Row) => c.controlId === "A.5.15").evidence).toEqual([]);
  });

  it("downloads as RFC 4180 CSV with a header row and as a paginated PDF naming every control", async () => {
    const a = await createAccount();
    await evidence(a, "MFA rollout report", "A.8.5");
    await decide(a.token, "iso27001", "A.7.4", { applicable: false, justification: '=HYPERLINK("x") no premises, fully remote' });

    const csv = await statementFile(a.token, "csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="statement-of-applicability-test-co-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = csv.bytes.toString("utf8");
    expect(text).toContain("\r\n");
    const rows: string[][] = parse(text, { relax_column_count: false });
    expect(rows[0]).toEqual([
      "Control",
      "Control name",
      "Theme",
      "Applicable",
      "Decided",
      "Justification",
      "Implementation status",
      "Evidence",
      "Implementation note",
      "Decided by",
      "Decided at",
    ]);
    expect(rows).toHaveLength(94);
    const byId = new Map(rows.slice(1).map((r) => [r[0], r]));
    expect(byId.get("A.7.4")!.slice(3, 7)).toEqual(["No", "Yes", '\'=HYPERLINK("x") no premises, fully remote', "n/a"]);
    expect(byId.get("A.5.1")!.slice(3, 7)).toEqual(["Yes", "No", "Not yet decided", "Not implemented"]);
    expect(byId.get("A.8.5")![6]).toBe("Implemented");
    expect(byId.get("A.8.5")![7]).toMatch(/^Evidence: MFA rollout report \([0-9a-f-]{36}\)$/);
    expect(byId.get("A.7.4")![10]).toMatch(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC$/);

    const pdf = await statementFile(a.token, "pdf");
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toMatch(/\.pdf"$/);
    expect(pdf.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const pages = (pdf.bytes.toString("latin1").match(/\/Type \/Page\b/g) ?? []).length;
    expect(pages).toBeGreaterThanOrEqual(2);
    const drawn = drawnText(pdf.bytes);
    for (const id of ["A.5.1", "A.5.37", "A.6.8", "A.7.4", "A.7.14", "A.8.1", "A.8.34"]) expect(drawn).toContain(id);
    const flat = drawn.replace(/\s+/g, "");
    expect(flat).toContain("StatementofApplicability");
    expect(flat).toContain("TestCo");
    expect(flat).toContain("Notyetdecided");
    expect(flat).toContain(`page${pages}of${pages}`);
  });

  it("refuses an unknown format and a caller without an account", async () => {
    const a = await createAccount();
    const bad = await call(statementRoute, { path: "/api/v1/statement-of-applicability?format=xml", token: a.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].path).toBe("format");
    expect((await call(statementRoute, { path: "/api/v1/statement-of-applicability" })).status).toBe(401);
  });
});

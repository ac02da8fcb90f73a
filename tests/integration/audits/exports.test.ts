import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { GET as reportFileHandler } from "@/app/api/v1/audits/[id]/report/route";
import { GET as auditorReportHandler } from "@/app/api/v1/auditor/report/route";
import { GET as activityHandler } from "@/app/api/v1/audits/[id]/activity/route";
import { GET as controlsCsv } from "@/app/api/v1/audits/[id]/export/controls.csv/route";
import { GET as findingsCsv } from "@/app/api/v1/audits/[id]/export/findings.csv/route";
import { GET as requestsCsv } from "@/app/api/v1/audits/[id]/export/evidence-requests.csv/route";
import { GET as evidenceCsv } from "@/app/api/v1/audits/[id]/export/evidence.csv/route";
import { POST as createEvidenceHandler } from "@/app/api/v1/evidence/route";
import { PUT as statusHandler } from "@/app/api/v1/auditor/controls/[id]/status/route";
import { POST as requestHandler } from "@/app/api/v1/auditor/evidence-requests/route";
import { POST as findingHandler } from "@/app/api/v1/auditor/findings/route";
import { POST as completeHandler } from "@/app/api/v1/auditor/complete/route";
import { activityCount, auditorFor, businessAccount, call, completeBody, createAudit, expectError } from "./helpers";

async function arrange() {
  const account = await businessAccount();
  const audit = await createAudit(account, { title: "SOC 2 | FY26" });
  const auditor = await auditorFor(account, audit.id);
  await call(statusHandler, {
    method: "PUT",
    path: "/api/v1/auditor/controls/CC6.1/status",
    token: auditor,
    params: { id: "CC6.1" },
    body: { status: "needs_evidence", auditor_notes: "=cmd|' /C calc'!A0" },
  });
  await call(findingHandler, {
    path: "/api/v1/auditor/findings",
    token: auditor,
    body: { control_id: "CC6.1", severity: "critical", title: "+Orphan accounts", description: "Leavers keep access" },
  });
  await call(requestHandler, {
    path: "/api/v1/auditor/evidence-requests",
    token: auditor,
    body: { control_id: "CC6.1", description: "@SUM(1)", priority: "high" },
  });
  const ev = await call(createEvidenceHandler, {
    path: "/api/v1/evidence",
    token: account.token,
    body: { title: "-Access review", url: "https://x.test/review.pdf", controls: [{ framework: "soc2", controlId: "CC6.1" }] },
  });
  expect(ev.status, ev.text).toBe(201);
  return { account, audit, auditor };
}

const csv = (text: string) => parse(text, { bom: true }) as string[][];

describe("CSV exports of an audit", () => {
  it("answers each list as a CSV attachment with a header, plain words, console dates and formula guards, to both scopes", async () => {
    const { account, audit, auditor } = await arrange();
    const before = await activityCount(audit.id);
    const get = (handler: typeof controlsCsv, kind: string, token: string) =>
      call(handler, { path: `/api/v1/audits/${audit.id}/export/${kind}.csv`, token, params: { id: audit.id } });

    for (const token of [account.token, auditor]) {
      const controls = await get(controlsCsv, "controls", token);
      expect(controls.status, controls.text).toBe(200);
      expect(controls.headers.get("content-type")).toMatch(/^text\/csv/);
      expect(controls.headers.get("content-disposition")).toBe('attachment; filename="soc-2-fy26-controls.csv"');
      const rows = csv(controls.text);
      expect(rows[0]).toEqual(["Control", "Title", "Category", "Status", "Evidence sufficient", "Auditor notes", "Reason not tested", "Reviewed"]);
      const cc61 = rows.find((r) => r[0] === "CC6.1")!;
      expect(cc61[3]).toBe("Needs evidence");
      expect(cc61[5]).toBe("'=cmd|' /C calc'!A0");
      expect(cc61[7]).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC$/);
      expect(rows.find((r) => r[0] === "CC6.2")![3]).toBe("Pending");

      const findings = csv((await get(findingsCsv, "findings", token)).text);
      expect(findings[0].slice(0, 5)).toEqual(["Finding", "Control", "Severity", "Status", "Title"]);
      expect(findings[1].slice(1, 5)).toEqual(["CC6.1", "Critical", "Open", "'+Orphan accounts"]);

      const requests = csv((await get(requestsCsv, "evidence-requests", token)).text);
      expect(requests[1].slice(1, 5)).toEqual(["CC6.1", "High", "Open", "'@SUM(1)"]);

      const evidence = csv((await get(evidenceCsv, "evidence", token)).text);
      expect(evidence[0][0]).toBe("Control");
      expect(evidence.slice(1).map((r) => [r[0], r[2], r[3]])).toEqual([["CC6.1", "'-Access review", "Link"]]);
    }
    // Reading is not logged.
    expect(await activityCount(audit.id)).toBe(before);
  });

  it("gives a control recorded as not tested its reason and no review date, as the report and console do", async () => {
    const { account, audit, auditor } = await arrange();
    const done = await call(completeHandler, { path: "/api/v1/auditor/complete", token: auditor, method: "POST", body: await completeBody(audit.id) });
    expect(done.status, done.text).toBe(200);
    const rows = csv(
      (await call(controlsCsv, { path: `/api/v1/audits/${audit.id}/export/controls.csv`, token: account.token, params: { id: audit.id } })).text,
    );
    const cc62 = rows.find((r) => r[0] === "CC6.2")!;
    expect(cc62[3]).toBe("Not tested");
    expect(cc62[6]).toBe("Out of scope for this period.");
    expect(cc62[7]).toBe("");
    // A verdict keeps its date.
    expect(rows.find((r) => r[0] === "CC6.1")![7]).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC$/);
  });

  it("keeps each audit to its own account and auditor (404), and needs a credential", async () => {
    const { audit } = await arrange();
    const other = await businessAccount("Olga Other");
    const otherAudit = await createAudit(other);
    const otherAuditor = await auditorFor(other, otherAudit.id);
    for (const token of [other.token, otherAuditor]) {
      expectError(await call(controlsCsv, { path: `/api/v1/audits/${audit.id}/export/controls.csv`, token, params: { id: audit.id } }), 404, "not_found");
    }
    expectError(await call(findingsCsv, { path: `/api/v1/audits/${audit.id}/export/findings.csv`, params: { id: audit.id } }), 401, "unauthorized");
  });
});

describe("GET /api/v1/audits/:id/report", () => {
  it("downloads the report as Markdown or PDF, logging report_generated, also after completion", async () => {
    const { account, audit, auditor } = await arrange();
    const before = await activityCount(audit.id);
    const md = await call(reportFileHandler, { path: `/api/v1/audits/${audit.id}/report`, token: account.token, params: { id: audit.id } });
    expect(md.status, md.text).toBe(200);
    expect(md.headers.get("content-type")).toMatch(/^text\/markdown/);
    expect(md.headers.get("content-disposition")).toBe('attachment; filename="audit-report-soc-2-fy26.md"');
    expect(md.text).toContain("| Item | Detail |\n|---|---|\n| Framework |");

    const done = await call(completeHandler, { path: "/api/v1/auditor/complete", token: auditor, method: "POST", body: await completeBody(audit.id) });
    expect(done.status, done.text).toBe(200);
    const pdf = await call(reportFileHandler, { path: `/api/v1/audits/${audit.id}/report?format=pdf`, token: account.token, params: { id: audit.id } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe('attachment; filename="audit-report-soc-2-fy26.pdf"');
    expect(pdf.text.startsWith("%PDF-")).toBe(true);
    expect(await activityCount(audit.id)).toBe(before + 3);

    expectError(await call(reportFileHandler, { path: `/api/v1/audits/${audit.id}/report`, token: auditor, params: { id: audit.id } }), 403, "forbidden");
  });
});

describe("GET /api/v1/auditor/report", () => {
  it("gives the auditor the organisation's report, as Markdown or PDF, logged as report_generated naming the auditor", async () => {
    const { account, audit, auditor } = await arrange();
    const customerCopy = await call(reportFileHandler, { path: `/api/v1/audits/${audit.id}/report`, token: account.token, params: { id: audit.id } });
    const before = await activityCount(audit.id);
    const md = await call(auditorReportHandler, { path: "/api/v1/auditor/report", token: auditor });
    expect(md.status, md.text).toBe(200);
    expect(md.headers.get("content-type")).toMatch(/^text\/markdown/);
    expect(md.headers.get("content-disposition")).toBe('attachment; filename="audit-report-soc-2-fy26.md"');
    // The same report: only the generation time may differ.
    const undated = (text: string) => text.replace(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC/g, "<when>");
    expect(undated(md.text)).toBe(undated(customerCopy.text));

    const done = await call(completeHandler, { path: "/api/v1/auditor/complete", token: auditor, method: "POST", body: await completeBody(audit.id) });
    expect(done.status, done.text).toBe(200);
    const pdf = await call(auditorReportHandler, { path: "/api/v1/auditor/report?format=pdf", token: auditor });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe('attachment; filename="audit-report-soc-2-fy26.pdf"');
    expect(pdf.text.startsWith("%PDF-")).toBe(true);
    // Two downloads and the completion.
    expect(await activityCount(audit.id)).toBe(before + 3);
    const log = await call(activityHandler, {
      path: `/api/v1/audits/${audit.id}/activity?type=report_generated`,
      token: account.token,
      params: { id: audit.id },
    });
    expect(log.body.data[0]).toMatchObject({ type: "report_generated", actor: { type: "auditor", name: "Ada Auditor" } });

    expectError(await call(auditorReportHandler, { path: "/api/v1/auditor/report", token: account.token }), 403, "forbidden");
    expectError(await call(auditorReportHandler, { path: "/api/v1/auditor/report" }), 401, "unauthorized");
    expectError(await call(auditorReportHandler, { path: "/api/v1/auditor/report?format=docx", token: auditor }), 400, "validation_failed");
  });
});

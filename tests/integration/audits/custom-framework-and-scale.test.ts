import { drizzle } from "drizzle-orm/postgres-js";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { POST as createFrameworkHandler } from "@/app/api/v1/custom-frameworks/route";
import { POST as addControlHandler } from "@/app/api/v1/custom-frameworks/[id]/controls/route";
import { POST as publishHandler } from "@/app/api/v1/custom-frameworks/[id]/publish/route";
import { POST as createAuditHandler } from "@/app/api/v1/audits/route";
import { GET as auditorAuditHandler } from "@/app/api/v1/auditor/audit/route";
import { GET as controlsHandler } from "@/app/api/v1/auditor/controls/route";
import { GET as controlEvidenceHandler } from "@/app/api/v1/auditor/controls/[id]/evidence/route";
import { PUT as statusHandler } from "@/app/api/v1/auditor/controls/[id]/status/route";
import { POST as requestHandler } from "@/app/api/v1/auditor/evidence-requests/route";
import { POST as findingHandler } from "@/app/api/v1/auditor/findings/route";
import { POST as completeHandler } from "@/app/api/v1/auditor/complete/route";
import { POST as respondHandler } from "@/app/api/v1/audits/[id]/evidence-requests/[rid]/respond/route";
import { makeCtx, memberCaller } from "@/lib/context";
import { closeDb } from "@/lib/db/client";
import { getAudit } from "@/lib/audits/get-audit";
import { generateReport } from "@/lib/audits/generate-report";
import { AUDITOR_COOKIE } from "@/lib/http/authenticate";
import { createAccount } from "../../helpers/accounts";
import { auditorFor, businessAccount, call, completeBody, createAudit, expectError } from "./helpers";

describe("audits of a published custom framework", () => {
  it("snapshots the published framework's controls; drafts and other accounts' frameworks are refused", async () => {
    const account = await createAccount({ tier: "scale" });
    const fw = await call(createFrameworkHandler, { path: "/api/v1/custom-frameworks", token: account.token, body: { name: "Internal security baseline" } });
    expect(fw.status, fw.text).toBe(201);
    const id = fw.body.data.id;
    for (const [label, title] of [
      ["SEC-1", "Laptops are encrypted"],
      ["SEC-2", "Backups are tested quarterly"],
    ]) {
      const res = await call(addControlHandler, {
        path: `/api/v1/custom-frameworks/${id}/controls`,
        token: account.token,
        params: { id },
        body: { control_id_label: label, title },
      });
      expect(res.status, res.text).toBe(201);
    }
    const draft = await call(createAuditHandler, {
      path: "/api/v1/audits",
      token: account.token,
      body: { framework_id: id, type: "type_i", title: "Baseline" },
    });
    expectError(draft, 400, "validation_failed");
    expect(draft.body.error.details[0].path).toBe("framework_id");

    expect((await call(publishHandler, { path: `/api/v1/custom-frameworks/${id}/publish`, token: account.token, params: { id }, method: "POST" })).status).toBe(
      200,
    );
    const audit = await createAudit(account, { framework_id: id, title: "Baseline" });
    expect(audit.framework_id).toBe(id);
    expect((audit as unknown as { framework_name: string }).framework_name).toBe("Internal security baseline");

    const other = await businessAccount("Other");
    expectError(
      await call(createAuditHandler, { path: "/api/v1/audits", token: other.token, body: { framework_id: id, type: "type_i", title: "Stolen" } }),
      400,
      "validation_failed",
    );

    const auditor = await auditorFor(account, audit.id);
    const controls = await call(controlsHandler, { path: "/api/v1/auditor/controls", token: auditor });
    expect(controls.body.data.map((c: { control_id: string; title: string }) => [c.control_id, c.title])).toEqual([
      ["SEC-1", "Laptops are encrypted"],
      ["SEC-2", "Backups are tested quarterly"],
    ]);
    expect(
      (
        await call(statusHandler, {
          method: "PUT",
          path: "/api/v1/auditor/controls/SEC-1/status",
          token: auditor,
          params: { id: "SEC-1" },
          body: { status: "passed" },
        })
      ).status,
    ).toBe(200);

    const request = await call(requestHandler, {
      path: "/api/v1/auditor/evidence-requests",
      token: auditor,
      body: { control_id: "SEC-2", description: "Last restore test" },
    });
    const respond = await call(respondHandler, {
      path: `/api/v1/audits/${audit.id}/evidence-requests/${request.body.data.id}/respond`,
      token: account.token,
      params: { id: audit.id, rid: request.body.data.id },
      body: { evidence_file_url: "https://backups.example.com/restore-2026-09.pdf" },
    });
    expect(respond.status, respond.text).toBe(200);
    const evidence = await call(controlEvidenceHandler, { path: "/api/v1/auditor/controls/SEC-2/evidence", token: auditor, params: { id: "SEC-2" } });
    expect(evidence.body.data.map((e: { url: string }) => e.url)).toEqual(["https://backups.example.com/restore-2026-09.pdf"]);
  });
});

describe("a fixed number of statements per request, whatever the audit's size", () => {
  let statements = 0;
  async function countFor(fn: () => Promise<unknown>) {
    statements = 0;
    await fn();
    return statements;
  }

  it("holds for the detail and the report of a 1,007-control audit and a 12-control one", async () => {
    const account = await businessAccount();
    const big = await createAudit(account, { framework_id: "nist-800-53" });
    const small = await createAudit(account, { framework_id: "pci-dss-4" });
    for (const audit of [big, small]) {
      const auditor = await auditorFor(account, audit.id);
      const first = audit.framework_id === "nist-800-53" ? ["AC-1", "AC-2", "AC-2(1)"] : ["1", "2", "3"];
      for (const [i, id] of first.entries()) {
        await call(statusHandler, {
          method: "PUT",
          path: `/api/v1/auditor/controls/${encodeURIComponent(id)}/status`,
          token: auditor,
          params: { id },
          body: { status: ["passed", "failed", "needs_evidence"][i] },
        });
        await call(findingHandler, {
          path: "/api/v1/auditor/findings",
          token: auditor,
          body: { control_id: id, severity: "minor", title: `F${i}`, description: "d" },
        });
      }
    }
    const caller = memberCaller(account.userId, account.accountId);
    // The embedded database serves one connection: hand it over to a client that counts statements.
    await closeDb();
    const sql = postgres(process.env.DATABASE_URL!, { max: 1, onnotice: () => {} });
    const counting = drizzle(sql, { logger: { logQuery: () => void statements++ } });
    const ctx = () => makeCtx(caller, { db: counting });
    let detailBig: number, detailSmall: number, reportBig: number, reportSmall: number;
    try {
      detailBig = await countFor(() => getAudit(ctx(), big.id));
      detailSmall = await countFor(() => getAudit(ctx(), small.id));
      reportBig = await countFor(() => generateReport(ctx(), big.id));
      reportSmall = await countFor(() => generateReport(ctx(), small.id));
    } finally {
      await sql.end();
    }
    expect(detailBig).toBe(detailSmall);
    expect(reportBig).toBe(reportSmall);
    expect(detailBig).toBeLessThanOrEqual(4);
    // The lock, the report's reads (auditors, controls, findings, requests, samples and their exceptions, frozen
    // submissions, evidence files, approved documents) and its activity entry: a fixed number, whatever the audit's size.
    expect(reportBig).toBeLessThanOrEqual(13);
    const detail = await getAudit(makeCtx(caller), big.id);
    expect(detail.progress).toMatchObject({ total_controls: 1007, reviewed: 3, passed: 1, failed: 1, needs_evidence: 1, not_tested: 0, pending: 1004 });
  });
});

describe("the auditor portal cookie", () => {
  it("is accepted on auditor routes, and cross-site writes with it are refused", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account);
    const jwt = await auditorFor(account, audit.id);
    const cookie = `${AUDITOR_COOKIE}=${jwt}`;
    const read = await call(auditorAuditHandler, { path: "/api/v1/auditor/audit", headers: { cookie } });
    expect(read.status).toBe(200);
    expect(read.body.data.id).toBe(audit.id);
    const crossSite = await call(completeHandler, {
      path: "/api/v1/auditor/complete",
      method: "POST",
      headers: { cookie, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    });
    expectError(crossSite, 403, "forbidden");
    const sameSite = await call(completeHandler, {
      path: "/api/v1/auditor/complete",
      method: "POST",
      headers: { cookie, origin: "http://localhost:3000" },
      body: await completeBody(audit.id),
    });
    expect(sameSite.status, sameSite.text).toBe(200);
  });
});

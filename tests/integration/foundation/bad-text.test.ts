/**
 * Text PostgreSQL cannot store (U+0000, lone UTF-16 surrogates) is refused at the edge, once, for
 * every route: in body values and keys at any depth, in query strings, in path parameters, and in
 * the bodies services parse themselves (track-usage JSON, multipart uploads). The answer is the
 * API's error envelope (docs/api.md §2) — 400 `validation_failed` naming each field, 404 for a path — and nothing is
 * written. Each probe below answered 500 before the guard existed.
 */
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listApiKeys, POST as createApiKey } from "@/app/api/v1/api-keys/route";
import { GET as controlEvidence } from "@/app/api/v1/auditor/controls/[id]/evidence/route";
import { PUT as controlStatus } from "@/app/api/v1/auditor/controls/[id]/status/route";
import { GET as getAudit } from "@/app/api/v1/audits/[id]/route";
import { GET as listAudits, POST as createAudit } from "@/app/api/v1/audits/route";
import { POST as register } from "@/app/api/v1/auth/register/route";
import { POST as token } from "@/app/api/v1/auth/token/route";
import { POST as trackUsage } from "@/app/api/v1/billing/track-usage/route";
import { PUT as updateFramework } from "@/app/api/v1/custom-frameworks/[id]/route";
import { POST as cloneFramework } from "@/app/api/v1/custom-frameworks/[id]/clone/route";
import { POST as importFramework } from "@/app/api/v1/custom-frameworks/import/route";
import { POST as createFramework } from "@/app/api/v1/custom-frameworks/route";
import { POST as generateDocument } from "@/app/api/v1/documents/generate/route";
import { GET as listDocuments } from "@/app/api/v1/documents/route";
import { GET as listEvidence, POST as createEvidence } from "@/app/api/v1/evidence/route";
import { POST as upload } from "@/app/api/v1/evidence/upload/route";
import { GET as listSchedules, POST as createSchedule } from "@/app/api/v1/monitoring/schedules/route";
import { POST as createWebhook } from "@/app/api/v1/monitoring/webhooks/route";
import { getDb } from "@/lib/db/client";
import { createAccount, createApiKeyFor, type TestAccount } from "../../helpers/accounts";
import { auditorFor } from "../audits/helpers";
import { call, type CallOptions, type CallResult } from "../../helpers/http";

const NUL = "\u0000";
const HIGH = "\uD800";
const LOW = "\uDFFF";
const INTERNAL_TOKEN = "bad-text-internal-token-0123456789";

type Handler = Parameters<typeof call>[0];

/** Rows per public table; rate-limit counters move with every request, refused or not. */
async function rowCounts(): Promise<Record<string, number>> {
  const db = getDb();
  const tables = (await db.execute(sql.raw(`select tablename from pg_tables where schemaname = 'public' order by tablename`))) as unknown as {
    tablename: string;
  }[];
  const counts: Record<string, number> = {};
  for (const { tablename } of tables) {
    if (tablename.includes("rate_limit") || tablename.includes("__drizzle")) continue;
    const [row] = (await db.execute(sql.raw(`select count(*)::int as n from public."${tablename}"`))) as unknown as { n: number }[];
    counts[tablename] = Number(row.n);
  }
  return counts;
}

function expectEnvelope(res: CallResult, status: number, code: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.headers.get("content-type")).toContain("application/json");
  expect(res.headers.get("x-request-id")).toBeTruthy();
  expect(res.body.success).toBe(false);
  expect(res.body.error.code).toBe(code);
}

function expectFields(res: CallResult, paths: string[]) {
  expectEnvelope(res, 400, "validation_failed");
  expect(res.body.error.details.map((d: { path: string }) => d.path)).toEqual(paths);
  for (const detail of res.body.error.details) expect(detail.message).toMatch(/must not contain NUL characters or unpaired UTF-16 surrogates/i);
}

let owner: TestAccount;
let apiKey: string;
let frameworkId: string;
let auditId: string;
let auditorToken: string;
let before: Record<string, number>;

beforeAll(async () => {
  process.env.INTERNAL_API_TOKEN = INTERNAL_TOKEN;
  owner = await createAccount({ tier: "enterprise" });
  apiKey = await createApiKeyFor(owner);
  const fw = await call(createFramework, { path: "/api/v1/custom-frameworks", token: owner.token, body: { name: "Internal" } });
  expect(fw.status, fw.text).toBe(201);
  frameworkId = fw.body.data.id;
  const audit = await call(createAudit, { path: "/api/v1/audits", token: owner.token, body: { framework_id: "soc2", type: "type_ii", title: "FY" } });
  expect(audit.status, audit.text).toBe(201);
  auditId = audit.body.data.id;
  auditorToken = await auditorFor(owner, auditId);
  before = await rowCounts();
});

afterAll(async () => {
  delete process.env.INTERNAL_API_TOKEN;
  // Every probe in this file was refused: not one row may have been written by any of them.
  expect(await rowCounts()).toEqual(before);
});

describe("bad text in JSON bodies: 400 validation_failed naming each field", () => {
  const cases: [string, Handler, () => CallOptions, string[]][] = [
    [
      "register: value",
      register,
      () => ({ path: "/api/v1/auth/register", body: { email: "n@example.com", password: "long enough password", name: `Ann${NUL}`, company: "Co" } }),
      ["name"],
    ],
    [
      "register: lone surrogates in two fields",
      register,
      () => ({ path: "/api/v1/auth/register", body: { email: "n@example.com", password: `long enough ${HIGH}`, name: "Ann", company: `${LOW}Co` } }),
      ["password", "company"],
    ],
    [
      "register: key",
      register,
      () => ({ path: "/api/v1/auth/register", body: { email: "n@example.com", password: "long enough password", name: "Ann", company: "Co", [`x${NUL}`]: 1 } }),
      [`x\uFFFD`],
    ],
    ["token: e-mail", token, () => ({ path: "/api/v1/auth/token", body: { email: `a${NUL}@example.com`, password: "whatever" } }), ["email"]],
    ["api-keys: name", createApiKey, () => ({ path: "/api/v1/api-keys", token: owner.token, body: { name: `key${HIGH}` } }), ["name"]],
    [
      "audits: title",
      createAudit,
      () => ({ path: "/api/v1/audits", token: owner.token, body: { framework_id: "soc2", type: "type_ii", title: `T${NUL}` } }),
      ["title"],
    ],
    [
      "audits: framework id",
      createAudit,
      () => ({ path: "/api/v1/audits", token: owner.token, body: { framework_id: `soc2${NUL}`, type: "type_ii", title: "T" } }),
      ["framework_id"],
    ],
    [
      "custom frameworks: create",
      createFramework,
      () => ({ path: "/api/v1/custom-frameworks", token: owner.token, body: { name: "N", description: `d${LOW}` } }),
      ["description"],
    ],
    [
      "custom frameworks: update",
      updateFramework,
      () => ({
        method: "PUT",
        path: `/api/v1/custom-frameworks/${frameworkId}`,
        token: owner.token,
        params: { id: frameworkId },
        body: { name: `Renamed${NUL}` },
      }),
      ["name"],
    ],
    [
      "custom frameworks: CSV import, NUL inside the CSV string",
      importFramework,
      () => ({
        path: "/api/v1/custom-frameworks/import",
        token: owner.token,
        body: { format: "csv", data: { name: "From CSV", csv: `control_id_label,title\nA,Access${NUL}\n` } },
      }),
      ["data.csv"],
    ],
    [
      "custom frameworks: JSON import, nested",
      importFramework,
      () => ({
        path: "/api/v1/custom-frameworks/import",
        token: owner.token,
        body: {
          format: "json",
          data: {
            format: "compliance-framework/v1",
            framework: { name: "J" },
            controls: [
              { control_id_label: "A", title: "ok" },
              { control_id_label: "B", title: `b${HIGH}` },
            ],
          },
        },
      }),
      ["data.controls.1.title"],
    ],
    [
      "documents: variable value (API key)",
      generateDocument,
      () => ({ path: "/api/v1/documents/generate", apiKey, body: { templateId: "privacy-policy", variables: { companyName: `Acme${NUL}` } } }),
      ["variables.companyName"],
    ],
    [
      "documents: variable name (API key)",
      generateDocument,
      () => ({ path: "/api/v1/documents/generate", apiKey, body: { templateId: "privacy-policy", variables: { [`company${HIGH}`]: "Acme" } } }),
      ["variables.company\uFFFD"],
    ],
    [
      "evidence: url and nested control id",
      createEvidence,
      () => ({
        path: "/api/v1/evidence",
        token: owner.token,
        body: { title: "T", url: `https://x.example/${NUL}`, controls: [{ framework: "soc2", controlId: `CC6.1${LOW}` }] },
      }),
      ["url", "controls.0.controlId"],
    ],
    [
      "monitoring: webhook url",
      createWebhook,
      () => ({ path: "/api/v1/monitoring/webhooks", token: owner.token, body: { url: `https://example.com/${NUL}`, events: ["check.failed"] } }),
      ["url"],
    ],
    [
      "monitoring: schedule profile, deep in an array",
      createSchedule,
      () => ({
        path: "/api/v1/monitoring/schedules",
        token: owner.token,
        body: { frameworkId: "soc2", frequency: "daily", businessProfile: { companyName: "Acme", regions: ["EU", `US${HIGH}`] } },
      }),
      ["businessProfile.regions.1"],
    ],
    [
      "monitoring: schedule framework id",
      createSchedule,
      () => ({ path: "/api/v1/monitoring/schedules", token: owner.token, body: { frameworkId: `soc2${NUL}`, frequency: "daily", businessProfile: {} } }),
      ["frameworkId"],
    ],
  ];

  it.each(cases)("%s", async (_name, handler, options, paths) => {
    expectFields(await call(handler, options()), paths);
  });

  it("refuses a raw body a service parses itself (track-usage)", async () => {
    const res = await call(trackUsage, {
      path: "/api/v1/billing/track-usage",
      token: INTERNAL_TOKEN,
      body: { accountId: owner.accountId, metric: "checksRun", idempotencyKey: `k${NUL}` },
    });
    expectFields(res, ["idempotencyKey"]);
  });

  it("refuses nesting deeper than the edge allows, without a stack overflow", async () => {
    const body = `{"framework_id":"soc2","type":"type_ii","title":${"[".repeat(50_000)}${"]".repeat(50_000)}}`;
    const res = await call(createAudit, { path: "/api/v1/audits", token: owner.token, body, headers: { "content-type": "application/json" } });
    expectEnvelope(res, 400, "validation_failed");
    expect(res.body.error.details[0].message).toMatch(/Nested too deeply/);
  });
});

describe("bad text in query strings: 400 naming the parameter", () => {
  it.each([
    ["audits", listAudits, "/api/v1/audits?cursor=%00", ["cursor"]],
    ["api-keys", listApiKeys, "/api/v1/api-keys?cursor=abc%00def", ["cursor"]],
    ["documents", listDocuments, "/api/v1/documents?limit=5&cursor=%00", ["cursor"]],
    ["evidence: a bad parameter NAME", listEvidence, "/api/v1/evidence?a%00b=1", ["a\uFFFDb"]],
    ["monitoring schedules", listSchedules, "/api/v1/monitoring/schedules?frameworkId=soc2%00", ["frameworkId"]],
  ] as const)("%s", async (_name, handler, url, paths) => {
    expectFields(await call(handler, { path: url, token: owner.token }), [...paths]);
  });

  it("reads malformed percent-encoding in a query as literal text, judged by the schema", async () => {
    const limit = await call(listAudits, { path: "/api/v1/audits?limit=%ZZ", token: owner.token });
    expectEnvelope(limit, 400, "validation_failed");
    expect(limit.body.error.details[0].path).toBe("limit");
    // An encoded lone surrogate is not UTF-8: URLSearchParams decodes it to U+FFFD, which is text.
    const cursor = await call(listEvidence, { path: "/api/v1/evidence?cursor=%ED%A0%80&%ZZ=1", token: owner.token });
    expect(cursor.status).toBeLessThan(500);
    expect(cursor.body.success === false ? cursor.body.error.code : "ok").toMatch(/ok|validation_failed/);
  });
});

describe("bad text in path parameters: 404, like an id that names nothing", () => {
  it.each([
    [
      "auditor: control label (free text, looked up in the database)",
      controlEvidence,
      () => ({ path: "/api/v1/auditor/controls/x/evidence", token: auditorToken, params: { id: `CC6.1${NUL}` } }),
    ],
    [
      "auditor: control label with a lone surrogate, even with a good body",
      controlStatus,
      () => ({ method: "PUT", path: "/api/v1/auditor/controls/x/status", token: auditorToken, params: { id: `CC6.1${HIGH}` }, body: { status: "passed" } }),
    ],
    ["audit id", getAudit, () => ({ path: "/api/v1/audits/x", token: owner.token, params: { id: `${auditId}${NUL}` } })],
    ["audit id, lone surrogate", getAudit, () => ({ path: "/api/v1/audits/x", token: owner.token, params: { id: HIGH } })],
    [
      "framework id that is free text (clone takes built-in ids)",
      cloneFramework,
      () => ({ path: "/api/v1/custom-frameworks/x/clone", token: owner.token, params: { id: `soc2${NUL}` }, body: { name: "Copy" } }),
    ],
    [
      "framework id on update, even with a good body",
      updateFramework,
      () => ({ method: "PUT", path: "/x", token: owner.token, params: { id: `${frameworkId}${LOW}` }, body: { name: "New" } }),
    ],
  ] as [string, Handler, () => CallOptions][])("%s", async (_name, handler, options) => {
    expectEnvelope(await call(handler, options()), 404, "not_found");
  });

  it("answers 404 when Next cannot decode the path parameters at all", async () => {
    const request = new Request(`http://localhost:3000/api/v1/custom-frameworks/%ZZ/clone`, {
      method: "POST",
      headers: { authorization: `Bearer ${owner.token}`, "content-type": "application/json", "x-request-id": "req-undecodable" },
      body: JSON.stringify({ name: "Copy" }),
    });
    // Next rejects the params promise only when it is read; a promise rejected up front must not count as unhandled
    // while the wrapper authenticates the caller first.
    const params = Promise.reject(new URIError("URI malformed"));
    params.catch(() => undefined);
    const res = await cloneFramework(request, { params });
    expect(res.status).toBe(404);
    expect(res.headers.get("x-request-id")).toBe("req-undecodable");
    expect((await res.json()).error.code).toBe("not_found");
  });
});

describe("bad text in a multipart upload", () => {
  const PDF = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(64, 0x20), Buffer.from("\n%%EOF\n")]);

  /** A hand-built multipart body: FormData would not let a test choose the part headers' bytes. */
  function multipart(disposition: string, extra = ""): { body: Uint8Array; headers: Record<string, string> } {
    const boundary = "----bad-text-boundary";
    const body = Buffer.concat([
      Buffer.from(extra ? `--${boundary}\r\n${extra}\r\n` : ""),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\nContent-Type: application/pdf\r\n\r\n`),
      PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return { body: new Uint8Array(body), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
  }

  async function expectNothingStored(res: CallResult, paths: string[]) {
    expectFields(res, paths);
    const dir = path.join(process.env.DATA_DIR!, "uploads", owner.accountId);
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);
  }

  it.each([
    ["NUL in an RFC 5987 file name", `filename*=utf-8''policy%00.pdf`],
    ["a lone surrogate in a UTF-16 file name", `filename*=utf-16le''%00%D8%2E%00%70%00%64%00%66%00`],
  ])("refuses %s", async (_name, disposition) => {
    const { body, headers } = multipart(disposition);
    await expectNothingStored(await call(upload, { path: "/api/v1/evidence/upload", token: owner.token, body, headers }), ["file"]);
  });

  it("refuses a bad form field value, naming the field", async () => {
    const { body, headers } = multipart(`filename="policy.pdf"`, `Content-Disposition: form-data; name="note"\r\n\r\nsee ${NUL} here`);
    await expectNothingStored(await call(upload, { path: "/api/v1/evidence/upload", token: owner.token, body, headers }), ["note"]);
  });
});

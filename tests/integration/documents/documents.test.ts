import { describe, expect, it } from "vitest";
import { GET as download } from "@/app/api/v1/documents/[id]/download/route";
import { GET as getDocument } from "@/app/api/v1/documents/[id]/route";
import { POST as generate } from "@/app/api/v1/documents/generate/route";
import { GET as listDocuments } from "@/app/api/v1/documents/route";
import { POST as validate } from "@/app/api/v1/documents/validate/route";
import { getDb } from "@/lib/db/client";
import { POST as approve } from "@/app/api/v1/documents/[id]/approve/route";
import { POST as edit } from "@/app/api/v1/documents/[id]/versions/route";
import { approvedDocumentVersions } from "@/lib/documents/internal/approved-versions";
import { createAccount, createApiKeyFor } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { variablesOf } from "./helpers";

async function keyed() {
  const account = await createAccount();
  return { account, key: await createApiKeyFor(account) };
}

async function generated(key: string, templateId: string) {
  const res = await call(generate, { path: "/api/v1/documents/generate", apiKey: key, body: { templateId, variables: variablesOf(templateId) } });
  if (res.status !== 201) throw new Error(res.text);
  return res.body.data as { id: string; content: string; title: string };
}

function dropSection(content: string, title: string) {
  return content
    .split(/\n(?=## )/)
    .filter((p) => !p.startsWith("## ") || !p.split("\n")[0].endsWith(title))
    .join("\n");
}

describe("POST /api/v1/documents/validate", () => {
  it("validates a stored document generated from the framework's own template", async () => {
    const { key } = await keyed();
    const doc = await generated(key, "incident-response-plan");
    for (const frameworkId of ["soc2", "iso27001", "hipaa", "nist-csf-2", "nist-800-53", "pci-dss-4"]) {
      const res = await call(validate, { path: "/api/v1/documents/validate", apiKey: key, body: { documentId: doc.id, frameworkId } });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ valid: true, score: 100, frameworkId, category: "incident-response", missingSections: [], missingDisclosures: [] });
      expect(res.body.data.presentSections.length).toBeGreaterThan(4);
    }
  });

  it("names a removed section and missing disclosures in submitted content", async () => {
    const { key } = await keyed();
    const doc = await generated(key, "breach-notification-procedure");
    const content = dropSection(doc.content, "Notifying the Supervisory Authority");
    const res = await call(validate, {
      path: "/api/v1/documents/validate",
      apiKey: key,
      body: { content, frameworkId: "gdpr", category: "breach-notification" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.valid).toBe(false);
    expect(res.body.data.score).toBeLessThan(100);
    expect(res.body.data.missingSections).toEqual([
      { id: "authority-notification", title: "Notification to the supervisory authority", reference: "GDPR Art. 33(1)" },
    ]);
    expect(res.body.data.missingDisclosures).toEqual(
      expect.arrayContaining([{ id: "seventy-two-hours", description: expect.any(String), reference: "GDPR Art. 33(1)" }]),
    );
    // Without a category the document's kind is recognised.
    const inferred = await call(validate, { path: "/api/v1/documents/validate", apiKey: key, body: { content: doc.content, frameworkId: "gdpr" } });
    expect(inferred.body.data).toMatchObject({ category: "breach-notification", valid: true });
  });

  it("rejects bad bodies, unknown categories and frameworks without requirements for a stored document", async () => {
    const { key } = await keyed();
    const cookie = await generated(key, "cookie-policy");
    const cases: [unknown, string[]][] = [
      [{ frameworkId: "gdpr" }, ["content"]],
      [{ content: "x", documentId: cookie.id, frameworkId: "gdpr" }, ["content"]],
      [{ content: "   ", frameworkId: "gdpr" }, ["content"]],
      [{ content: "x", frameworkId: "sox" }, ["frameworkId"]],
      [{ content: "x", frameworkId: "gdpr", category: "made-up" }, ["category"]],
      [{ documentId: cookie.id, frameworkId: "soc2" }, ["frameworkId"]],
      [{ documentId: cookie.id, frameworkId: "gdpr", category: "dpa" }, ["category"]],
      [{ documentId: "not-a-uuid", frameworkId: "gdpr" }, ["documentId"]],
      [{ content: "x", frameworkId: "gdpr", extra: 1 }, [""]],
    ];
    for (const [body, paths] of cases) {
      const res = await call(validate, { path: "/api/v1/documents/validate", apiKey: key, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.code).toBe("validation_failed");
      expect(
        res.body.error.details.map((d: { path: string }) => d.path),
        JSON.stringify(body),
      ).toEqual(paths);
    }
  });

  it("refuses bodies over 1 MiB (413) and content over the field limit (400)", async () => {
    const { key } = await keyed();
    const huge = await call(validate, { path: "/api/v1/documents/validate", apiKey: key, body: { content: "x".repeat(1_100_000), frameworkId: "gdpr" } });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe("payload_too_large");
    const long = await call(validate, {
      path: "/api/v1/documents/validate",
      apiKey: key,
      body: { content: "# T\n\n" + "word ".repeat(110_000), frameworkId: "gdpr" },
    });
    expect(long.status).toBe(400);
    expect(long.body.error.details[0].path).toBe("content");
  });

  it("answers 404 for a missing or another account's document, and needs an API key", async () => {
    const a = await keyed();
    const b = await keyed();
    const doc = await generated(a.key, "cookie-policy");
    const other = await call(validate, { path: "/api/v1/documents/validate", apiKey: b.key, body: { documentId: doc.id, frameworkId: "gdpr" } });
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe("not_found");
    const missing = await call(validate, {
      path: "/api/v1/documents/validate",
      apiKey: a.key,
      body: { documentId: "00000000-0000-4000-8000-000000000000", frameworkId: "gdpr" },
    });
    expect(missing.status).toBe(404);
    expect((await call(validate, { path: "/api/v1/documents/validate", body: { content: "x", frameworkId: "gdpr" } })).status).toBe(401);
    expect((await call(validate, { path: "/api/v1/documents/validate", token: a.account.token, body: { content: "x", frameworkId: "gdpr" } })).status).toBe(
      403,
    );
  });
});

describe("GET /api/v1/documents and /:id", () => {
  it("lists the account's documents newest first with pagination, by API key or JWT", async () => {
    const { account, key } = await keyed();
    const ids: string[] = [];
    for (const t of ["cookie-policy", "privacy-policy", "consent-form"]) ids.push((await generated(key, t)).id);
    const other = await keyed();
    await generated(other.key, "cookie-policy");

    const byKey = await call(listDocuments, { path: "/api/v1/documents", apiKey: key });
    expect(byKey.status).toBe(200);
    expect(byKey.body.data.map((d: { id: string }) => d.id)).toEqual([...ids].reverse());
    expect(byKey.body.pagination).toEqual({ limit: 50, nextCursor: null, hasMore: false });
    expect(byKey.body.data[0]).toEqual(
      expect.objectContaining({
        id: ids[2],
        title: expect.any(String),
        content: expect.any(String),
        format: "markdown",
        templateId: "consent-form",
        generatedAt: expect.any(String),
      }),
    );
    const byJwt = await call(listDocuments, { path: "/api/v1/documents", token: account.token });
    expect(byJwt.body.data).toHaveLength(3);

    const p1 = await call(listDocuments, { path: "/api/v1/documents?limit=2", apiKey: key });
    expect(p1.body.data.map((d: { id: string }) => d.id)).toEqual([ids[2], ids[1]]);
    expect(p1.body.pagination.hasMore).toBe(true);
    const p2 = await call(listDocuments, { path: `/api/v1/documents?limit=2&cursor=${p1.body.pagination.nextCursor}`, apiKey: key });
    expect(p2.body.data.map((d: { id: string }) => d.id)).toEqual([ids[0]]);
    expect(p2.body.pagination).toEqual({ limit: 2, nextCursor: null, hasMore: false });
    expect((await call(listDocuments, { path: "/api/v1/documents?limit=201", apiKey: key })).status).toBe(400);
    expect((await call(listDocuments, { path: "/api/v1/documents?cursor=garbage", apiKey: key })).status).toBe(400);
    expect((await call(listDocuments, { path: "/api/v1/documents" })).status).toBe(401);
  });

  it("answers one document to its account only", async () => {
    const a = await keyed();
    const b = await keyed();
    const doc = await generated(a.key, "access-control-policy");
    const own = await call(getDocument, { path: `/api/v1/documents/${doc.id}`, token: a.account.token, params: { id: doc.id } });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ id: doc.id, content: doc.content, templateId: "access-control-policy" });
    const foreign = await call(getDocument, { path: `/api/v1/documents/${doc.id}`, apiKey: b.key, params: { id: doc.id } });
    expect(foreign.status).toBe(404);
    const bad = await call(getDocument, { path: "/api/v1/documents/xyz", apiKey: a.key, params: { id: "xyz" } });
    expect(bad.status).toBe(404);
    expect(bad.body.error.code).toBe("not_found");
  });

  it("downloads Markdown and a server-rendered PDF", async () => {
    const { account, key } = await keyed();
    const doc = await generated(key, "business-continuity-plan");
    const md = await call(download, { path: `/api/v1/documents/${doc.id}/download`, token: account.token, params: { id: doc.id } });
    expect(md.status).toBe(200);
    expect(md.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(md.headers.get("content-disposition")).toBe('attachment; filename="harbor-health-analytics-inc-business-continuity-and-disaster-recovery-plan.md"');
    expect(md.text).toBe(doc.content);

    const request = new Request(`http://localhost:3000/api/v1/documents/${doc.id}/download?format=pdf`, { headers: { "x-api-key": key } });
    const pdf = await download(request, { params: Promise.resolve({ id: doc.id }) });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(5000);
    expect(bytes.subarray(-6).toString()).toContain("%%EOF");

    const badFormat = await call(download, { path: `/api/v1/documents/${doc.id}/download?format=docx`, apiKey: key, params: { id: doc.id } });
    expect(badFormat.status).toBe(400);
    const other = await keyed();
    expect((await call(download, { path: `/api/v1/documents/${doc.id}/download`, apiKey: other.key, params: { id: doc.id } })).status).toBe(404);
  });

  it("exposes the account's approved document versions to other domains: the version last approved, newest approval first, scoped", async () => {
    const a = await keyed();
    const b = await keyed();
    const first = await generated(a.key, "access-control-policy");
    const second = await generated(a.key, "incident-response-plan");
    await generated(a.key, "acceptable-use-policy");
    const foreign = await generated(b.key, "cookie-policy");
    const approveAs = async (token: string, id: string) =>
      expect((await call(approve, { path: `/api/v1/documents/${id}/approve`, token, params: { id } })).status).toBe(200);
    await approveAs(a.account.token, first.id);
    await approveAs(a.account.token, second.id);
    await approveAs(b.account.token, foreign.id);
    // An edit after the approval is a draft: version 1 stays the approved one in force.
    const path = `/api/v1/documents/${second.id}/versions`;
    const edited = await call(edit, { path, apiKey: a.key, params: { id: second.id }, body: { content: "# Changed\n" } });
    expect(edited.status, edited.text).toBe(201);
    const facts = await approvedDocumentVersions(getDb(), a.account.accountId);
    expect(facts.map((f) => [f.documentId, f.number, f.templateId, f.kind])).toEqual([
      [second.id, 1, "incident-response-plan", "incident_response_plan"],
      [first.id, 1, "access-control-policy", "access_control_policy"],
    ]);
    expect(facts[0]).toMatchObject({ title: second.title, contentHash: expect.stringMatching(/^[0-9a-f]{64}$/), approvedAt: expect.any(Date) });
    expect(facts[0].size).toBe(Buffer.byteLength(second.content));
  });
});

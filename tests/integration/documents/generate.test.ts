import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { DELETE as revokeKey } from "@/app/api/v1/api-keys/[id]/route";
import { GET as listKeys } from "@/app/api/v1/api-keys/route";
import { GET as usage } from "@/app/api/v1/billing/usage/route";
import { POST as bulk } from "@/app/api/v1/documents/generate/bulk/route";
import { POST as generate } from "@/app/api/v1/documents/generate/route";
import { GET as listDocuments } from "@/app/api/v1/documents/route";
import { POST as validate } from "@/app/api/v1/documents/validate/route";
import { generatedDocuments } from "@/db/documents";
import { accountEvents } from "@/db/events";
import { getDb } from "@/lib/db/client";
import { templates } from "@/lib/documents/internal/templates";
import { createAccount, createApiKeyFor } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { realisticVariables, variablesOf } from "./helpers";

afterEach(() => {
  delete process.env.USAGE_LIMITS;
});

async function keyed() {
  const account = await createAccount();
  return { account, key: await createApiKeyFor(account) };
}

async function storedCount(accountId: string) {
  return (await getDb().select().from(generatedDocuments).where(eq(generatedDocuments.accountId, accountId))).length;
}

describe("POST /api/v1/documents/generate", () => {
  it("generates, stores for the key's account, counts usage and logs the event", async () => {
    const { account, key } = await keyed();
    const res = await call(generate, {
      path: "/api/v1/documents/generate",
      apiKey: key,
      body: { templateId: "privacy-policy", variables: variablesOf("privacy-policy") },
    });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    const doc = res.body.data;
    expect(doc).toMatchObject({
      title: "Harbor Health Analytics Inc. Privacy Policy",
      format: "markdown",
      templateId: "privacy-policy",
      category: "privacy-policy",
      frameworks: ["gdpr", "soc2"],
    });
    expect(doc.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(doc.generatedAt).toISOString()).toBe(doc.generatedAt);
    expect(doc.content).toContain("## 1. Who We Are and How to Contact Us");
    expect(doc.content).toContain("Notice to California Residents");
    expect(doc.content).toContain("Health and Other Special Category Data");

    const [row] = await getDb().select().from(generatedDocuments).where(eq(generatedDocuments.id, doc.id));
    expect(row.accountId).toBe(account.accountId);
    expect(row.content).toBe(doc.content);
    expect(row.createdByType).toBe("api_key");
    const events = await getDb()
      .select()
      .from(accountEvents)
      .where(and(eq(accountEvents.accountId, account.accountId), eq(accountEvents.action, "document.generated")));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ targetType: "document", targetId: doc.id, actorType: "api_key" });
    const u = await call(usage, { path: "/api/v1/billing/usage", token: account.token });
    expect(u.body.data.policiesGenerated).toBe(1);
  });

  it("accepts the key as a Bearer token too", async () => {
    const { key } = await keyed();
    const res = await call(generate, {
      path: "/api/v1/documents/generate",
      headers: { authorization: `Bearer ${key}` },
      body: { templateId: "cookie-policy", variables: variablesOf("cookie-policy") },
    });
    expect(res.status).toBe(201);
  });

  it("names every missing and mistyped variable in one error and stores nothing", async () => {
    const { account, key } = await keyed();
    const res = await call(generate, {
      path: "/api/v1/documents/generate",
      apiKey: key,
      body: {
        templateId: "data-processing-agreement",
        variables: { companyName: "Acme", securityEmail: "nope", dataSubjects: "staff", effectiveDate: "01/02/2026", dataCategories: [1], wat: "x" },
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("validation_failed");
    const paths = res.body.error.details.map((d: { path: string }) => d.path).sort();
    expect(paths).toEqual(
      [
        "variables.companyAddress",
        "variables.securityEmail",
        "variables.processingNature",
        "variables.dataSubjects",
        "variables.dataCategories.0",
        "variables.subprocessors",
        "variables.transferMechanism",
        "variables.supervisoryAuthority",
        "variables.governingLaw",
        "variables.effectiveDate",
        "variables.wat",
      ].sort(),
    );
    expect(await storedCount(account.accountId)).toBe(0);
    expect((await call(usage, { path: "/api/v1/billing/usage", token: account.token })).body.data.policiesGenerated).toBe(0);
  });

  it("rejects unknown templates, bad bodies, and non-object variables", async () => {
    const { key } = await keyed();
    const unknown = await call(generate, { path: "/api/v1/documents/generate", apiKey: key, body: { templateId: "nope", variables: {} } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details).toEqual([{ path: "templateId", message: expect.stringContaining("nope") }]);
    const bad = await call(generate, { path: "/api/v1/documents/generate", apiKey: key, body: { variables: "x", extra: 1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { path: string }) => d.path).sort()).toEqual(["", "templateId", "variables"]);
    const notJson = await call(generate, { path: "/api/v1/documents/generate", apiKey: key, body: "{", headers: { "content-type": "application/json" } });
    expect(notJson.body.error.code).toBe("invalid_json");
  });

  it("needs a valid API key: none or revoked is 401, a customer JWT is 403", async () => {
    const { account, key } = await keyed();
    const body = { templateId: "cookie-policy", variables: variablesOf("cookie-policy") };
    expect((await call(generate, { path: "/api/v1/documents/generate", body })).status).toBe(401);
    expect((await call(generate, { path: "/api/v1/documents/generate", apiKey: "cpk_invalid", body })).status).toBe(401);
    const jwt = await call(generate, { path: "/api/v1/documents/generate", token: account.token, body });
    expect(jwt.status).toBe(403);
    expect(jwt.body.error.code).toBe("forbidden");
    const keys = await call(listKeys, { path: "/api/v1/api-keys", token: account.token });
    await call(revokeKey, { method: "DELETE", path: `/api/v1/api-keys/${keys.body.data[0].id}`, token: account.token, params: { id: keys.body.data[0].id } });
    const revoked = await call(generate, { path: "/api/v1/documents/generate", apiKey: key, body });
    expect(revoked.status).toBe(401);
    expect(await storedCount(account.accountId)).toBe(0);
  });

  it("answers 402 past the usage limit and stores nothing", async () => {
    const { account, key } = await keyed();
    process.env.USAGE_LIMITS = '{"free": 1}';
    const body = { templateId: "cookie-policy", variables: variablesOf("cookie-policy") };
    expect((await call(generate, { path: "/api/v1/documents/generate", apiKey: key, body })).status).toBe(201);
    const refused = await call(generate, { path: "/api/v1/documents/generate", apiKey: key, body });
    expect(refused.status).toBe(402);
    expect(refused.body.error).toMatchObject({ code: "usage_limit_exceeded", details: { limit: 1, used: 1 } });
    expect(await storedCount(account.accountId)).toBe(1);
  });

  it("lets exactly the limit through when requests race for the last units", async () => {
    const { account, key } = await keyed();
    process.env.USAGE_LIMITS = '{"free": 4}';
    const body = { templateId: "cookie-policy", variables: variablesOf("cookie-policy") };
    const results = await Promise.all(Array.from({ length: 10 }, () => call(generate, { path: "/api/v1/documents/generate", apiKey: key, body })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(4);
    expect(results.filter((r) => r.status === 402)).toHaveLength(6);
    expect(await storedCount(account.accountId)).toBe(4);
    const events = await getDb()
      .select()
      .from(accountEvents)
      .where(and(eq(accountEvents.accountId, account.accountId), eq(accountEvents.action, "document.generated")));
    expect(events).toHaveLength(4);
  });
});

describe("POST /api/v1/documents/generate/bulk", () => {
  it("generates a framework's full set, each valid, counting every document", async () => {
    const { account, key } = await keyed();
    const res = await call(bulk, { path: "/api/v1/documents/generate/bulk", apiKey: key, body: { frameworkId: "gdpr", variables: realisticVariables } });
    expect(res.status).toBe(201);
    const expected = templates.filter((t) => t.frameworks.includes("gdpr")).map((t) => t.id);
    expect(res.body.data.documents.map((d: { templateId: string }) => d.templateId)).toEqual(expected);
    expect(res.body.data.errors).toEqual([]);
    expect(await storedCount(account.accountId)).toBe(expected.length);
    expect((await call(usage, { path: "/api/v1/billing/usage", token: account.token })).body.data.policiesGenerated).toBe(expected.length);
    const rows = await getDb().select().from(generatedDocuments).where(eq(generatedDocuments.accountId, account.accountId));
    expect(new Set(rows.map((r) => r.batchId)).size).toBe(1);
    for (const doc of res.body.data.documents as { id: string; templateId: string }[]) {
      const check = await call(validate, { path: "/api/v1/documents/validate", apiKey: key, body: { documentId: doc.id, frameworkId: "gdpr" } });
      expect(check.body.data, doc.templateId).toMatchObject({ valid: true, score: 100 });
    }
    const events = await getDb()
      .select()
      .from(accountEvents)
      .where(and(eq(accountEvents.accountId, account.accountId), eq(accountEvents.action, "document.generated")));
    expect(events).toHaveLength(expected.length);
  });

  it("reports per-template errors and generates the rest", async () => {
    const { account, key } = await keyed();
    const variables = { ...variablesOf("cookie-policy"), identityProvider: "Okta", policyOwner: "CISO" };
    const res = await call(bulk, {
      path: "/api/v1/documents/generate/bulk",
      apiKey: key,
      body: { templateIds: ["cookie-policy", "access-control-policy", "data-processing-agreement", "no-such-template"], variables },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.documents.map((d: { templateId: string }) => d.templateId)).toEqual(["cookie-policy", "access-control-policy"]);
    expect(res.body.data.errors).toEqual([
      { templateId: "no-such-template", error: { code: "not_found", message: expect.any(String) } },
      {
        templateId: "data-processing-agreement",
        error: {
          code: "validation_failed",
          message: expect.any(String),
          details: expect.arrayContaining([{ path: "variables.companyAddress", message: expect.any(String) }]),
        },
      },
    ]);
    expect(await storedCount(account.accountId)).toBe(2);
  });

  it("rejects bad requests whole: both or neither selector, unknown framework, stray variables, nothing generable", async () => {
    const { account, key } = await keyed();
    const both = await call(bulk, { path: "/api/v1/documents/generate/bulk", apiKey: key, body: { frameworkId: "gdpr", templateIds: ["dpa"], variables: {} } });
    expect(both.status).toBe(400);
    const neither = await call(bulk, { path: "/api/v1/documents/generate/bulk", apiKey: key, body: { variables: {} } });
    expect(neither.status).toBe(400);
    const unknownFw = await call(bulk, { path: "/api/v1/documents/generate/bulk", apiKey: key, body: { frameworkId: "sox", variables: {} } });
    expect(unknownFw.body.error.details[0].path).toBe("frameworkId");
    const dupes = await call(bulk, { path: "/api/v1/documents/generate/bulk", apiKey: key, body: { templateIds: ["cookie-policy", "cookie-policy"] } });
    expect(dupes.body.error.details[0].path).toBe("templateIds");
    const stray = await call(bulk, {
      path: "/api/v1/documents/generate/bulk",
      apiKey: key,
      body: { templateIds: ["cookie-policy"], variables: { ...variablesOf("cookie-policy"), compnyName: "typo" } },
    });
    expect(stray.status).toBe(400);
    expect(stray.body.error.details).toEqual([{ path: "variables.compnyName", message: expect.any(String) }]);
    const none = await call(bulk, { path: "/api/v1/documents/generate/bulk", apiKey: key, body: { frameworkId: "pci-dss-4", variables: {} } });
    expect(none.status).toBe(400);
    expect(none.body.error.details.length).toBeGreaterThan(3);
    expect(await storedCount(account.accountId)).toBe(0);
    expect((await call(bulk, { path: "/api/v1/documents/generate/bulk", token: account.token, body: { frameworkId: "gdpr" } })).status).toBe(403);
  });

  it("refuses the whole batch with 402 when it would pass the limit", async () => {
    const { account, key } = await keyed();
    process.env.USAGE_LIMITS = '{"free": 3}';
    const res = await call(bulk, { path: "/api/v1/documents/generate/bulk", apiKey: key, body: { frameworkId: "gdpr", variables: realisticVariables } });
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({ code: "usage_limit_exceeded", details: { limit: 3, used: 0 } });
    expect(await storedCount(account.accountId)).toBe(0);
    const list = await call(listDocuments, { path: "/api/v1/documents", apiKey: key });
    expect(list.body.data).toEqual([]);
  });
});

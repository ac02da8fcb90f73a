import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as archive } from "@/app/api/v1/documents/[id]/archive/route";
import { GET as download } from "@/app/api/v1/documents/[id]/download/route";
import { POST as regenerate } from "@/app/api/v1/documents/[id]/regenerate/route";
import { POST as restore } from "@/app/api/v1/documents/[id]/restore/route";
import { GET as getDocument } from "@/app/api/v1/documents/[id]/route";
import { GET as diff } from "@/app/api/v1/documents/[id]/versions/[n]/diff/route";
import { GET as getVersion } from "@/app/api/v1/documents/[id]/versions/[n]/route";
import { GET as listVersions, POST as edit } from "@/app/api/v1/documents/[id]/versions/route";
import { GET as usage } from "@/app/api/v1/billing/usage/route";
import { POST as bulk } from "@/app/api/v1/documents/generate/bulk/route";
import { POST as generate } from "@/app/api/v1/documents/generate/route";
import { GET as listDocuments } from "@/app/api/v1/documents/route";
import { GET as defaults } from "@/app/api/v1/documents/variable-defaults/route";
import { documentVersions, generatedDocuments } from "@/db/documents";
import { accountEvents } from "@/db/events";
import { getDb } from "@/lib/db/client";
import { sha256Hex } from "@/lib/credentials/secrets";
import { approvedDocumentVersions } from "@/lib/documents/internal/approved-versions";
import { createAccount, createApiKeyFor } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { realisticVariables, variablesOf } from "./helpers";

async function keyed() {
  const account = await createAccount({ name: "Jane Roe" });
  return { account, key: await createApiKeyFor(account) };
}

async function generated(key: string, templateId = "incident-response-plan") {
  const res = await call(generate, { path: "/api/v1/documents/generate", apiKey: key, body: { templateId, variables: variablesOf(templateId) } });
  if (res.status !== 201) throw new Error(res.text);
  return res.body.data as { id: string; content: string; title: string; version: number; variables: Record<string, unknown> };
}

const versionsPath = (id: string) => `/api/v1/documents/${id}/versions`;

async function events(accountId: string, action: string) {
  return getDb()
    .select()
    .from(accountEvents)
    .where(and(eq(accountEvents.accountId, accountId), eq(accountEvents.action, action)));
}

describe("document versions", () => {
  it("stores a generated document as version 1", async () => {
    const { key } = await keyed();
    const doc = await generated(key);
    expect(doc).toMatchObject({ version: 1, status: "active", archivedAt: null, variables: variablesOf("incident-response-plan") });
    const list = await call(listVersions, { path: versionsPath(doc.id), apiKey: key, params: { id: doc.id } });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        documentId: doc.id,
        number: 1,
        source: "generated",
        title: doc.title,
        current: true,
        contentHash: sha256Hex(doc.content),
        createdBy: { type: "api_key", id: expect.any(String) },
      }),
    ]);
    expect(list.body.data[0]).not.toHaveProperty("content");
    const one = await call(getVersion, { path: `${versionsPath(doc.id)}/1`, apiKey: key, params: { id: doc.id, n: "1" } });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ number: 1, content: doc.content, variables: variablesOf("incident-response-plan") });
  });

  it("saves an edit as a new current version, logs it, and refuses unchanged content", async () => {
    const { account, key } = await keyed();
    const doc = await generated(key);
    const content = doc.content.replace("An on-call rota", "A 24/7 on-call rota");
    const res = await call(edit, { path: versionsPath(doc.id), apiKey: key, params: { id: doc.id }, body: { content, note: "Rota is 24/7" } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ id: doc.id, version: 2, content, title: doc.title });
    const read = await call(getDocument, { path: `/api/v1/documents/${doc.id}`, token: account.token, params: { id: doc.id } });
    expect(read.body.data).toMatchObject({ version: 2, content });
    const v2 = await call(getVersion, { path: `${versionsPath(doc.id)}/2`, token: account.token, params: { id: doc.id, n: "2" } });
    expect(v2.body.data).toMatchObject({ source: "edited", note: "Rota is 24/7", current: true, variables: variablesOf("incident-response-plan") });
    expect((await events(account.accountId, "document.edited"))[0]).toMatchObject({ targetId: doc.id, details: expect.objectContaining({ version: 2 }) });

    // A new title alone is a change; the same content and title is not.
    const retitled = await call(edit, { path: versionsPath(doc.id), token: account.token, params: { id: doc.id }, body: { content, title: "Incident Plan" } });
    expect(retitled.body.data).toMatchObject({ version: 3, title: "Incident Plan", content });
    const same = await call(edit, { path: versionsPath(doc.id), apiKey: key, params: { id: doc.id }, body: { content, title: "Incident Plan" } });
    expect(same.status).toBe(409);
    expect(same.body.error.code).toBe("conflict");

    const list = await call(listVersions, { path: `${versionsPath(doc.id)}?limit=2`, apiKey: key, params: { id: doc.id } });
    expect(list.body.data.map((v: { number: number }) => v.number)).toEqual([3, 2]);
    expect(list.body.data.map((v: { current: boolean }) => v.current)).toEqual([true, false]);
    const rest = await call(listVersions, {
      path: `${versionsPath(doc.id)}?limit=2&cursor=${list.body.pagination.nextCursor}`,
      apiKey: key,
      params: { id: doc.id },
    });
    expect(rest.body.data.map((v: { number: number }) => v.number)).toEqual([1]);
    expect(rest.body.pagination).toMatchObject({ hasMore: false, nextCursor: null });
    const badCursor = await call(listVersions, { path: `${versionsPath(doc.id)}?cursor=abc`, apiKey: key, params: { id: doc.id } });
    expect(badCursor.status).toBe(400);
  });

  it("rejects bad edit bodies field by field", async () => {
    const { key } = await keyed();
    const doc = await generated(key);
    const cases: [unknown, string[]][] = [
      [{}, ["content"]],
      [{ content: "   " }, ["content"]],
      [{ content: "x", title: "" }, ["title"]],
      [{ content: "x", extra: true }, [""]],
    ];
    for (const [body, paths] of cases) {
      const res = await call(edit, { path: versionsPath(doc.id), apiKey: key, params: { id: doc.id }, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(
        res.body.error.details.map((d: { path: string }) => d.path),
        JSON.stringify(body),
      ).toEqual(paths);
    }
  });

  it("regenerates from the stored or the supplied variables, checks them and refuses a no-op", async () => {
    const { account, key } = await keyed();
    const doc = await generated(key);
    const noop = await call(regenerate, { path: `/api/v1/documents/${doc.id}/regenerate`, apiKey: key, params: { id: doc.id }, body: {} });
    expect(noop.status).toBe(409);
    expect(noop.body.error.code).toBe("conflict");

    // An edit, then a regeneration from the stored variables: the template's text comes back.
    await call(edit, { path: versionsPath(doc.id), apiKey: key, params: { id: doc.id }, body: { content: `${doc.content}\nExtra line.\n` } });
    const back = await call(regenerate, {
      path: `/api/v1/documents/${doc.id}/regenerate`,
      apiKey: key,
      params: { id: doc.id },
      body: { note: "Back to the template" },
    });
    expect(back.status).toBe(201);
    expect(back.body.data).toMatchObject({ version: 3, content: doc.content });

    const variables = { ...variablesOf("incident-response-plan"), companyName: "Harbor Health Inc." };
    const renamed = await call(regenerate, {
      path: `/api/v1/documents/${doc.id}/regenerate`,
      token: account.token,
      params: { id: doc.id },
      body: { variables },
    });
    expect(renamed.status).toBe(201);
    expect(renamed.body.data).toMatchObject({ version: 4, title: "Harbor Health Inc. Incident Response Plan", variables });
    const v4 = await call(getVersion, { path: `${versionsPath(doc.id)}/4`, apiKey: key, params: { id: doc.id, n: "4" } });
    expect(v4.body.data).toMatchObject({ source: "regenerated", variables });
    expect(await events(account.accountId, "document.regenerated")).toHaveLength(2);

    const bad = await call(regenerate, {
      path: `/api/v1/documents/${doc.id}/regenerate`,
      apiKey: key,
      params: { id: doc.id },
      body: { variables: { companyName: "X", securityEmail: "nope" } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { path: string }) => d.path)).toEqual(expect.arrayContaining(["variables.securityEmail", "variables.policyOwner"]));
    // Regenerating is not metered: only the generation counted.
    expect((await call(usage, { path: "/api/v1/billing/usage", token: account.token })).body.data.policiesGenerated).toBe(1);
  });

  it("diffs two versions line by line", async () => {
    const { key } = await keyed();
    const doc = await generated(key);
    const content = doc.content.replace("An on-call rota", "A 24/7 on-call rota");
    await call(edit, { path: versionsPath(doc.id), apiKey: key, params: { id: doc.id }, body: { content } });
    const res = await call(diff, { path: `${versionsPath(doc.id)}/2/diff`, apiKey: key, params: { id: doc.id, n: "2" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ documentId: doc.id, from: { number: 1 }, to: { number: 2 }, added: 1, removed: 1 });
    const removed = res.body.data.changes.find((c: { type: string }) => c.type === "removed");
    const added = res.body.data.changes.find((c: { type: string }) => c.type === "added");
    expect(removed.lines[0]).toContain("An on-call rota");
    expect(added.lines[0]).toContain("A 24/7 on-call rota");
    expect(res.body.data.patch).toContain("--- version 1");
    expect(res.body.data.patch).toContain("+A 24/7 on-call rota");
    // Backwards, explicitly.
    const back = await call(diff, { path: `${versionsPath(doc.id)}/1/diff?against=2`, apiKey: key, params: { id: doc.id, n: "1" } });
    expect(back.body.data).toMatchObject({ from: { number: 2 }, to: { number: 1 }, added: 1, removed: 1 });
    // Same version: nothing changed.
    const self = await call(diff, { path: `${versionsPath(doc.id)}/2/diff?against=2`, apiKey: key, params: { id: doc.id, n: "2" } });
    expect(self.body.data).toMatchObject({ added: 0, removed: 0 });
    const first = await call(diff, { path: `${versionsPath(doc.id)}/1/diff`, apiKey: key, params: { id: doc.id, n: "1" } });
    expect(first.status).toBe(400);
    expect(first.body.error.details).toEqual([{ path: "against", message: expect.any(String) }]);
    const missing = await call(diff, { path: `${versionsPath(doc.id)}/2/diff?against=9`, apiKey: key, params: { id: doc.id, n: "2" } });
    expect(missing.status).toBe(404);
  });

  it("downloads the current version or an earlier one", async () => {
    const { key } = await keyed();
    const doc = await generated(key);
    const content = `${doc.content}\nEdited.\n`;
    await call(edit, { path: versionsPath(doc.id), apiKey: key, params: { id: doc.id }, body: { content } });
    const now = await call(download, { path: `/api/v1/documents/${doc.id}/download`, apiKey: key, params: { id: doc.id } });
    expect(now.text).toBe(content);
    const v1 = await call(download, { path: `/api/v1/documents/${doc.id}/download?version=1`, apiKey: key, params: { id: doc.id } });
    expect(v1.text).toBe(doc.content);
    const pdf = await call(download, { path: `/api/v1/documents/${doc.id}/download?format=pdf&version=1`, apiKey: key, params: { id: doc.id } });
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const none = await call(download, { path: `/api/v1/documents/${doc.id}/download?version=7`, apiKey: key, params: { id: doc.id } });
    expect(none.status).toBe(404);
  });

  it("archives and restores: hidden from the default list and monitoring, filterable, read-only while archived", async () => {
    const { account, key } = await keyed();
    const doc = await generated(key);
    const other = await generated(key, "cookie-policy");
    const res = await call(archive, { path: `/api/v1/documents/${doc.id}/archive`, apiKey: key, params: { id: doc.id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "archived", archivedAt: expect.any(String) });
    const again = await call(archive, { path: `/api/v1/documents/${doc.id}/archive`, apiKey: key, params: { id: doc.id } });
    expect(again.body.data.status).toBe("archived");
    expect(await events(account.accountId, "document.archived")).toHaveLength(1);

    const active = await call(listDocuments, { path: "/api/v1/documents", apiKey: key });
    expect(active.body.data.map((d: { id: string }) => d.id)).toEqual([other.id]);
    const archived = await call(listDocuments, { path: "/api/v1/documents?status=archived", apiKey: key });
    expect(archived.body.data.map((d: { id: string }) => d.id)).toEqual([doc.id]);
    expect((await call(listDocuments, { path: "/api/v1/documents?status=deleted", apiKey: key })).status).toBe(400);
    // Approved or not, an archived document is withdrawn: only the active one counts as evidence.
    await getDb()
      .update(generatedDocuments)
      .set({ approvalState: "approved", approvedVersion: 1, approvedAt: new Date() })
      .where(eq(generatedDocuments.accountId, account.accountId));
    expect((await approvedDocumentVersions(getDb(), account.accountId)).map((f) => f.documentId)).toEqual([other.id]);
    // Still readable, not changeable.
    expect((await call(getDocument, { path: `/api/v1/documents/${doc.id}`, apiKey: key, params: { id: doc.id } })).body.data.status).toBe("archived");
    const edited = await call(edit, { path: versionsPath(doc.id), apiKey: key, params: { id: doc.id }, body: { content: "# Changed\n" } });
    expect(edited.status).toBe(409);

    const back = await call(restore, { path: `/api/v1/documents/${doc.id}/restore`, token: account.token, params: { id: doc.id } });
    expect(back.body.data).toMatchObject({ status: "active", archivedAt: null });
    expect(await events(account.accountId, "document.restored")).toHaveLength(1);
    expect((await call(listDocuments, { path: "/api/v1/documents", apiKey: key })).body.data).toHaveLength(2);
  });

  it("answers 404 for another account's document, unknown versions and malformed numbers", async () => {
    const { key } = await keyed();
    const doc = await generated(key);
    const stranger = await keyed();
    const foreign = [
      await call(listVersions, { path: versionsPath(doc.id), apiKey: stranger.key, params: { id: doc.id } }),
      await call(getVersion, { path: `${versionsPath(doc.id)}/1`, apiKey: stranger.key, params: { id: doc.id, n: "1" } }),
      await call(edit, { path: versionsPath(doc.id), apiKey: stranger.key, params: { id: doc.id }, body: { content: "# Mine\n" } }),
      await call(regenerate, { path: `/api/v1/documents/${doc.id}/regenerate`, apiKey: stranger.key, params: { id: doc.id }, body: {} }),
      await call(archive, { path: `/api/v1/documents/${doc.id}/archive`, apiKey: stranger.key, params: { id: doc.id } }),
      await call(restore, { path: `/api/v1/documents/${doc.id}/restore`, apiKey: stranger.key, params: { id: doc.id } }),
      await call(diff, { path: `${versionsPath(doc.id)}/1/diff?against=1`, apiKey: stranger.key, params: { id: doc.id, n: "1" } }),
    ];
    for (const res of foreign) expect(res.status).toBe(404);
    for (const n of ["2", "0", "x", "01"]) {
      expect((await call(getVersion, { path: `${versionsPath(doc.id)}/${n}`, apiKey: key, params: { id: doc.id, n } })).status, n).toBe(404);
    }
    expect((await call(listVersions, { path: versionsPath(doc.id), params: { id: doc.id } })).status).toBe(401);
  });
});

describe("bulk generation run again", () => {
  it("versions the active document of each template when its rendering changed, and creates no duplicates", async () => {
    const { account, key } = await keyed();
    const body = { templateIds: ["cookie-policy", "privacy-policy"], variables: realisticVariables };
    const first = await call(bulk, { path: "/api/v1/documents/generate/bulk", apiKey: key, body });
    expect(first.status).toBe(201);
    expect(first.body.data.results.map((r: { outcome: string }) => r.outcome)).toEqual(["created", "created"]);

    const same = await call(bulk, { path: "/api/v1/documents/generate/bulk", apiKey: key, body });
    expect(same.status).toBe(201);
    expect(same.body.data.results).toEqual(first.body.data.results.map((r: object) => ({ ...r, outcome: "unchanged" })));
    expect(same.body.data.documents.map((d: { id: string }) => d.id)).toEqual(first.body.data.documents.map((d: { id: string }) => d.id));

    const changed = await call(bulk, {
      path: "/api/v1/documents/generate/bulk",
      apiKey: key,
      body: { ...body, variables: { ...realisticVariables, retentionPeriod: "48 months after the account is closed" } },
    });
    const outcomes = Object.fromEntries(
      changed.body.data.results.map((r: { templateId: string; outcome: string; version: number }) => [r.templateId, [r.outcome, r.version]]),
    );
    expect(outcomes).toEqual({ "cookie-policy": ["unchanged", 1], "privacy-policy": ["versioned", 2] });

    const rows = await getDb().select().from(generatedDocuments).where(eq(generatedDocuments.accountId, account.accountId));
    expect(rows).toHaveLength(2);
    // Only the two new documents were counted.
    expect((await call(usage, { path: "/api/v1/billing/usage", token: account.token })).body.data.policiesGenerated).toBe(2);

    // An archived document is left alone: the next run starts a new one.
    const privacy = first.body.data.results.find((r: { templateId: string }) => r.templateId === "privacy-policy").documentId;
    await call(archive, { path: `/api/v1/documents/${privacy}/archive`, apiKey: key, params: { id: privacy } });
    const after = await call(bulk, {
      path: "/api/v1/documents/generate/bulk",
      apiKey: key,
      body: { templateIds: ["privacy-policy"], variables: realisticVariables },
    });
    expect(after.body.data.results[0]).toMatchObject({ outcome: "created", version: 1 });
    expect(after.body.data.results[0].documentId).not.toBe(privacy);
  });
});

describe("GET /api/v1/documents/variable-defaults", () => {
  it("prefills from the signed-in account, never the example company", async () => {
    const account = await createAccount({ name: "Jane Roe" });
    const res = await call(defaults, { path: "/api/v1/documents/variable-defaults", token: account.token });
    expect(res.status).toBe(200);
    expect(res.body.data.variables).toMatchObject({
      companyName: "Test Co",
      contactEmail: account.email,
      securityEmail: account.email,
      effectiveDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(JSON.stringify(res.body)).not.toMatch(/northwind/i);
    const key = await createApiKeyFor(account);
    expect((await call(defaults, { path: "/api/v1/documents/variable-defaults", apiKey: key })).status).toBe(403);
  });
});

describe("migration 0009: documents stored before versions", () => {
  it("become version 1 of themselves", async () => {
    const { key } = await keyed();
    const doc = await generated(key);
    // As the database held it before versions existed.
    await getDb().delete(documentVersions).where(eq(documentVersions.documentId, doc.id));
    const file = readFileSync(path.join(process.cwd(), "drizzle/0009_backfill_document_versions.sql"), "utf8");
    await getDb().execute(sql.raw(file));
    await getDb().execute(sql.raw(file)); // idempotent
    const rows = await getDb().select().from(documentVersions).where(eq(documentVersions.documentId, doc.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ number: 1, source: "generated", content: doc.content, contentHash: sha256Hex(doc.content), title: doc.title });
  });
});

/**
 * The evidence list's search and filters (docs/api.md §7): each narrows the same newest-first list in SQL, they
 * combine, the cursor keeps them, a bad value is a 400 naming the parameter, and another account's evidence never
 * shows whatever is asked. Every answer is checked against the published document by `call`.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as deleteEvidence } from "@/app/api/v1/evidence/[id]/route";
import { GET as listEvidence, POST as createEvidence } from "@/app/api/v1/evidence/route";
import { POST as upload } from "@/app/api/v1/evidence/upload/route";
import { evidenceControls, evidenceItems } from "@/db/evidence";
import { getDb } from "@/lib/db/client";
import { createAccount, type TestAccount } from "../../helpers/accounts";
import { call, type CallResult } from "../../helpers/http";
import { statementsOf } from "../../helpers/statement-count";

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
type Ref = { framework: string; controlId: string };
type Item = { id: string; title: string; source: string; controls: Ref[]; expiresAt: string | null; deletedAt: string | null };

const CC61 = { framework: "soc2", controlId: "CC6.1" };
const CC62 = { framework: "soc2", controlId: "CC6.2" };
const A518 = { framework: "iso27001", controlId: "A.5.18" };
const HIPAA = { framework: "hipaa", controlId: "164.308(a)(1)(ii)(A)" };

async function link(account: TestAccount, title: string, controls: Ref[], extra: Record<string, unknown> = {}): Promise<Item> {
  const res = await call(createEvidence, {
    path: "/api/v1/evidence",
    token: account.token,
    body: { title, url: `https://drive.example.com/${encodeURIComponent(title)}`, controls, ...extra },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.data;
}

async function file(account: TestAccount, title: string, filename: string, controls: Ref[]): Promise<Item> {
  const form = new FormData();
  form.set("title", title);
  form.set("controls", JSON.stringify(controls));
  form.set("file", new File([new Uint8Array(Buffer.from("id,name\n1,Ada\n"))], filename, { type: "text/csv" }));
  const res = await call(upload, { path: "/api/v1/evidence/upload", token: account.token, body: form });
  expect(res.status, res.text).toBe(201);
  return res.body.data.evidence;
}

/** An integration's snapshot as the integrations domain leaves it: many controls across frameworks. */
async function snapshot(account: TestAccount, title: string, controls: Ref[]): Promise<string> {
  const db = getDb();
  const [row] = await db
    .insert(evidenceItems)
    .values({ accountId: account.accountId, title, url: "https://app.example/snapshot", source: "integration", createdByType: "system" })
    .returning({ id: evidenceItems.id });
  await db
    .insert(evidenceControls)
    .values(controls.map((c) => ({ evidenceId: row.id, accountId: account.accountId, frameworkId: c.framework, controlId: c.controlId })));
  return row.id;
}

async function list(account: TestAccount, query: string): Promise<CallResult> {
  return call(listEvidence, { path: `/api/v1/evidence${query ? `?${query}` : ""}`, token: account.token });
}

async function titles(account: TestAccount, query: string): Promise<string[]> {
  const res = await list(account, query);
  expect(res.status, res.text).toBe(200);
  return (res.body.data as Item[]).map((i) => i.title);
}

/** Every page of a filtered list, `limit` at a time, passing the same filters with each cursor. */
async function walk(account: TestAccount, query: string, limit = 2): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const res = await list(account, `${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.length).toBeLessThanOrEqual(limit);
    seen.push(...(res.body.data as Item[]).map((i) => i.title));
    cursor = res.body.pagination.nextCursor;
  } while (cursor);
  return seen;
}

let ours: TestAccount;
let theirs: TestAccount;

beforeAll(async () => {
  ours = await createAccount();
  theirs = await createAccount();
  // Oldest first, so the list (newest first) reads bottom-up.
  await link(ours, "Access review Q3", [CC61, A518], { description: "Quarterly user access review, signed off", expiresAt: inDays(200) });
  await link(ours, "Firewall rules 2019", [CC62], { expiresAt: inDays(-3) });
  await file(ours, "Training roster", "security-training-2026.csv", [CC62, HIPAA]);
  await link(ours, "MFA enforcement screenshot", [CC61], { expiresAt: inDays(10) });
  await snapshot(ours, "GitHub · acme", [CC61, CC62, A518, HIPAA, { framework: "nist-csf-2", controlId: "PR.AA-01" }]);
  await link(ours, "100% coverage_report", [A518]);
  const gone = await link(ours, "Old access review", [CC61]);
  const del = await call(deleteEvidence, { method: "DELETE", path: `/api/v1/evidence/${gone.id}`, token: ours.token, params: { id: gone.id } });
  expect(del.status, del.text).toBe(200);
  // The other account names the same controls, words and sources.
  await link(theirs, "Access review Q3 (theirs)", [CC61, A518], { expiresAt: inDays(10) });
  await file(theirs, "Their training roster", "security-training-2026.csv", [CC61]);
  await snapshot(theirs, "GitHub · theirs", [CC61, CC62]);
  const theirsGone = await link(theirs, "Their deleted review", [CC61], { expiresAt: inDays(-1) });
  await call(deleteEvidence, { method: "DELETE", path: `/api/v1/evidence/${theirsGone.id}`, token: theirs.token, params: { id: theirsGone.id } });
});

describe("GET /api/v1/evidence filters", () => {
  it("without filters still lists the library: every item not deleted, newest first", async () => {
    expect(await titles(ours, "")).toEqual([
      "100% coverage_report",
      "GitHub · acme",
      "MFA enforcement screenshot",
      "Training roster",
      "Firewall rules 2019",
      "Access review Q3",
    ]);
  });

  it("searches the title, the description and the file name, case-insensitively and literally", async () => {
    expect(await titles(ours, "q=ACCESS")).toEqual(["Access review Q3"]);
    expect(await titles(ours, "q=signed%20off")).toEqual(["Access review Q3"]);
    expect(await titles(ours, "q=training-2026")).toEqual(["Training roster"]);
    // `%` and `_` are characters to find, not wildcards.
    expect(await titles(ours, "q=%25")).toEqual(["100% coverage_report"]);
    expect(await titles(ours, "q=_")).toEqual(["100% coverage_report"]);
    expect(await titles(ours, "q=%5C")).toEqual([]);
    expect(await titles(ours, "q=nothing%20like%20this")).toEqual([]);
  });

  it("filters by framework and by one control of it", async () => {
    expect(await titles(ours, "framework=iso27001")).toEqual(["100% coverage_report", "GitHub · acme", "Access review Q3"]);
    expect(await titles(ours, "framework=soc2&control=CC6.1")).toEqual(["GitHub · acme", "MFA enforcement screenshot", "Access review Q3"]);
    expect(await titles(ours, `framework=hipaa&control=${encodeURIComponent(HIPAA.controlId)}`)).toEqual(["GitHub · acme", "Training roster"]);
    // The items come with all their controls, not only the one asked for.
    const res = await list(ours, "framework=nist-csf-2&control=PR.AA-01");
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0].controls).toHaveLength(5);
    // A custom framework's id is a UUID: none of ours names this one.
    expect(await titles(ours, "framework=6f1c2a57-9a51-4a8e-8d33-0b8f8d2c4e10")).toEqual([]);
  });

  it("filters by source", async () => {
    expect(await titles(ours, "source=integration")).toEqual(["GitHub · acme"]);
    expect(await titles(ours, "source=upload")).toEqual(["Training roster"]);
    expect(await titles(ours, "source=audit_response")).toEqual([]);
    expect((await titles(ours, "source=link")).length).toBe(4);
  });

  it("filters by expiry: expired, expiring within 30 days, current (never-expiring items included)", async () => {
    expect(await titles(ours, "expiry=expired")).toEqual(["Firewall rules 2019"]);
    expect(await titles(ours, "expiry=expiring")).toEqual(["MFA enforcement screenshot"]);
    expect(await titles(ours, "expiry=current")).toEqual(["100% coverage_report", "GitHub · acme", "Training roster", "Access review Q3"]);
  });

  it("lists the deleted items on request, and only then", async () => {
    const res = await list(ours, "status=deleted");
    expect(res.status, res.text).toBe(200);
    expect((res.body.data as Item[]).map((i) => i.title)).toEqual(["Old access review"]);
    expect(res.body.data[0].deletedAt).not.toBeNull();
    expect(await titles(ours, "status=active")).toEqual(await titles(ours, ""));
    expect(await titles(ours, "status=deleted&framework=soc2&control=CC6.2")).toEqual([]);
  });

  it("combines filters: every one must hold", async () => {
    expect(await titles(ours, "framework=soc2&control=CC6.2&expiry=expired")).toEqual(["Firewall rules 2019"]);
    expect(await titles(ours, "framework=soc2&source=link&q=review")).toEqual(["Access review Q3"]);
    expect(await titles(ours, "framework=soc2&control=CC6.1&expiry=current&source=integration")).toEqual(["GitHub · acme"]);
  });

  it("keeps the filters across pages: the cursor walks the same filtered list", async () => {
    const filters = ["framework=soc2&control=CC6.1", "framework=soc2", "source=link", "expiry=current", "q=r", "status=deleted"];
    for (const query of filters) {
      const whole = await titles(ours, query);
      expect(await walk(ours, query, 1), query).toEqual(whole);
      expect(await walk(ours, query, 2), query).toEqual(whole);
    }
    // Page 2 of a filtered list, asked with the filters, holds only matching items.
    const first = await list(ours, "framework=soc2&control=CC6.1&limit=1");
    const second = await list(ours, `framework=soc2&control=CC6.1&limit=1&cursor=${encodeURIComponent(first.body.pagination.nextCursor)}`);
    expect((second.body.data as Item[]).map((i) => i.title)).toEqual(["MFA enforcement screenshot"]);
  });

  it("runs each filtered page as one statement beside the credential check", async () => {
    const sent = await statementsOf(() => list(ours, "q=review&framework=soc2&control=CC6.1&source=link&expiry=current&limit=1"));
    expect(sent.length, sent.join("\n")).toBeLessThanOrEqual(2);
  });

  it("answers 400 validation_failed naming the parameter for a bad filter", async () => {
    const cases: [string, string][] = [
      ["source=snapshot", "source"],
      ["status=archived", "status"],
      ["expiry=soon", "expiry"],
      ["control=CC6.1", "control"],
      ["framework=soc3", "framework"],
      ["framework=soc2&control=CC99.9", "control"],
      ["q=", "q"],
      ["q=%20%20", "q"],
      [`q=${"x".repeat(201)}`, "q"],
      ["framework=soc2&cursor=not-a-cursor", "cursor"],
    ];
    for (const [query, path] of cases) {
      const res = await list(ours, query);
      expect(res.status, query).toBe(400);
      expect(res.body.error.code, query).toBe("validation_failed");
      expect(
        (res.body.error.details as { path: string }[]).map((d) => d.path),
        query,
      ).toContain(path);
    }
  });

  it("never shows another account's evidence, whatever the filters or cursor", async () => {
    const mine = new Set<string>();
    const queries = [
      "",
      "q=training",
      "q=access",
      "framework=soc2&control=CC6.1",
      "framework=soc2",
      "source=integration",
      "source=upload",
      "expiry=expiring",
      "expiry=expired",
      "status=deleted",
    ];
    for (const query of queries) for (const title of await walk(ours, query || "limit=50", 1)) mine.add(title);
    expect([...mine].filter((t) => /theirs|Their/.test(t))).toEqual([]);
    // Their own view is theirs alone, and our cursor used by them walks their list, not ours.
    expect(await titles(theirs, "q=training")).toEqual(["Their training roster"]);
    expect(await titles(theirs, "status=deleted")).toEqual(["Their deleted review"]);
    const ourPage = await list(ours, "framework=soc2&limit=1");
    const borrowed = await list(theirs, `framework=soc2&limit=50&cursor=${encodeURIComponent(ourPage.body.pagination.nextCursor)}`);
    expect(borrowed.status).toBe(200);
    expect((borrowed.body.data as Item[]).every((i) => /theirs|Their/.test(i.title))).toBe(true);
  });
});

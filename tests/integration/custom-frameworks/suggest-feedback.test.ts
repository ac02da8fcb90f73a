import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as listFeedback, POST as recordFeedback } from "@/app/api/v1/custom-frameworks/suggest-mappings/feedback/route";
import { mappingSuggestionFeedback } from "@/db/custom-frameworks";
import { accountEvents } from "@/db/events";
import { getDb } from "@/lib/db/client";
import { createAccount, type TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { addMember } from "../members/helpers";
import { BASE, handlers as h } from "./routes";

const FEEDBACK = `${BASE}/suggest-mappings/feedback`;
const query = { title: "Quarterly access reviews", description: "Managers recertify user access", framework: "iso27001" };

interface Suggestion {
  framework: string;
  controlId: string;
  controlName: string;
  confidence: number;
  modelVersion: string;
}

async function suggest(a: { token: string }, body: Record<string, unknown> = query): Promise<Suggestion[]> {
  const res = await call(h.suggest, { path: `${BASE}/suggest-mappings`, token: a.token, body });
  expect(res.status).toBe(200);
  return res.body.data;
}

function decide(a: { token: string }, body: Record<string, unknown>) {
  return call(recordFeedback, { path: FEEDBACK, token: a.token, body });
}

const rowsOf = (a: TestAccount) => getDb().select().from(mappingSuggestionFeedback).where(eq(mappingSuggestionFeedback.accountId, a.accountId));

describe("suggest-mappings feedback", () => {
  it("answers a model version on every suggestion", async () => {
    const a = await createAccount({ tier: "scale" });
    const list = await suggest(a);
    expect(list.length).toBeGreaterThan(0);
    for (const s of list) expect(s.modelVersion).toMatch(/^suggest-/);
  });

  it("validates the decision and the pair against the catalog, every problem at once, and stores nothing", async () => {
    const a = await createAccount({ tier: "scale" });
    const bad = await decide(a, { title: " ", framework: "cobit", controlId: "X", decision: "maybe", confidence: 2, extra: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("validation_failed");
    expect(bad.body.error.details.map((d: { path: string }) => d.path)).toEqual(expect.arrayContaining(["title", "framework", "decision", "confidence", ""]));
    const unknownControl = await decide(a, { title: "MFA", framework: "iso27001", controlId: "A.99.1", decision: "accepted" });
    expect(unknownControl.status).toBe(400);
    expect(unknownControl.body.error.details).toEqual([expect.objectContaining({ path: "controlId" })]);
    expect(await rowsOf(a)).toHaveLength(0);
  });

  it("stores a decision with who made it and logs it in the audit trail", async () => {
    const a = await createAccount({ tier: "scale" });
    const res = await decide(a, { ...query, controlId: "A.5.18", decision: "accepted", confidence: 0.81, modelVersion: "suggest-2026.11.2-crosswalk" });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      queryText: "Quarterly access reviews\nManagers recertify user access",
      framework: "iso27001",
      controlId: "A.5.18",
      decision: "accepted",
      confidence: 0.81,
      modelVersion: "suggest-2026.11.2-crosswalk",
      decidedBy: a.userId,
    });
    const [row] = await rowsOf(a);
    expect(row).toMatchObject({ controlId: "A.5.18", decision: "accepted", decidedBy: a.userId });
    const events = await getDb().select().from(accountEvents).where(eq(accountEvents.targetId, row.id));
    expect(events.map((e) => [e.action, e.accountId])).toEqual([["mapping_suggestion.accepted", a.accountId]]);
    expect(events[0].details).toMatchObject({ framework: "iso27001", controlId: "A.5.18" });
  });

  it("needs a member on the custom-frameworks plan", async () => {
    const a = await createAccount({ tier: "scale" });
    const viewer = await addMember(a, "viewer");
    const asViewer = await decide(viewer, { ...query, controlId: "A.5.18", decision: "rejected" });
    expect(asViewer.status).toBe(403);
    expect(asViewer.body.error.code).toBe("forbidden");
    const business = await createAccount({ tier: "business" });
    const belowPlan = await decide(business, { ...query, controlId: "A.5.18", decision: "rejected" });
    expect(belowPlan.status).toBe(403);
    expect(belowPlan.body.error.code).toBe("plan_upgrade_required");
    expect([...(await rowsOf(a)), ...(await rowsOf(business))]).toHaveLength(0);
  });

  it("changes the next answer for the same account and not for another", async () => {
    const a = await createAccount({ tier: "scale" });
    const other = await createAccount({ tier: "scale" });
    const before = await suggest(a);
    expect(await suggest(other)).toEqual(before);
    const rejected = before[0].controlId;
    const accepted = "A.7.8"; // equipment siting: nowhere near access reviews
    expect(before.slice(0, 5).map((s) => s.controlId)).not.toContain(accepted);

    expect(
      (await decide(a, { ...query, controlId: rejected, decision: "rejected", confidence: before[0].confidence, modelVersion: before[0].modelVersion })).status,
    ).toBe(201);
    expect((await decide(a, { ...query, controlId: accepted, decision: "accepted" })).status).toBe(201);

    const after = await suggest(a);
    expect(after[0].controlId).toBe(accepted);
    expect(after.slice(0, 5).map((s) => s.controlId)).not.toContain(rejected);
    // a similar text is moved too; an unrelated one is not
    const similar = await suggest(a, { title: "Access reviews every quarter", framework: "iso27001" });
    expect(similar.slice(0, 5).map((s) => s.controlId)).toContain(accepted);
    const backups = { title: "Backups are restored every month", framework: "iso27001" };
    expect(await suggest(a, backups)).toEqual(await suggest(other, backups));
    // the other account is untouched
    expect(await suggest(other)).toEqual(before);

    // changing one's mind: the newest decision on a pair counts
    expect((await decide(a, { ...query, controlId: rejected, decision: "accepted" })).status).toBe(201);
    expect(
      (await suggest(a))
        .slice(0, 2)
        .map((s) => s.controlId)
        .sort(),
    ).toEqual([accepted, rejected].sort());
  });

  it("lists the account's decisions newest first, paginated and filtered, and no one else's", async () => {
    const a = await createAccount({ tier: "scale" });
    const other = await createAccount({ tier: "scale" });
    for (const [controlId, decision] of [
      ["A.5.15", "accepted"],
      ["A.5.18", "rejected"],
      ["A.8.2", "accepted"],
    ] as const) {
      expect((await decide(a, { ...query, controlId, decision })).status).toBe(201);
    }
    await decide(other, { ...query, controlId: "A.8.5", decision: "accepted" });
    const first = await call(listFeedback, { path: `${FEEDBACK}?limit=2`, token: a.token });
    expect(first.status).toBe(200);
    expect(first.body.data.map((f: { controlId: string }) => f.controlId)).toEqual(["A.8.2", "A.5.18"]);
    expect(first.body.pagination).toMatchObject({ limit: 2, hasMore: true });
    const second = await call(listFeedback, { path: `${FEEDBACK}?limit=2&cursor=${first.body.pagination.nextCursor}`, token: a.token });
    expect(second.body.data.map((f: { controlId: string }) => f.controlId)).toEqual(["A.5.15"]);
    const rejected = await call(listFeedback, { path: `${FEEDBACK}?decision=rejected`, token: a.token });
    expect(rejected.body.data.map((f: { controlId: string }) => f.controlId)).toEqual(["A.5.18"]);
    const viewer = await addMember(a, "viewer");
    expect((await call(listFeedback, { path: FEEDBACK, token: viewer.token })).body.data).toHaveLength(3);
  });
});

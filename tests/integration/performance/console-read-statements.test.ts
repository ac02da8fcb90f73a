import { beforeAll, describe, expect, it } from "vitest";
import { GET as auditDetail } from "@/app/api/v1/audits/[id]/route";
import { GET as audits } from "@/app/api/v1/audits/route";
import { GET as me } from "@/app/api/v1/auth/me/route";
import { POST as token } from "@/app/api/v1/auth/token/route";
import { GET as dashboard } from "@/app/api/v1/dashboard/route";
import { GET as evidence } from "@/app/api/v1/evidence/route";
import { GET as framework } from "@/app/api/v1/frameworks/[id]/route";
import { GET as integrations } from "@/app/api/v1/integrations/route";
import { GET as tests } from "@/app/api/v1/tests/route";
import { desc, eq } from "drizzle-orm";
import { userSessions } from "@/db/members";
import { getDb } from "@/lib/db/client";
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from "@/lib/demo/seed-demo";
import { consoleSessionCookie } from "../../helpers/console-cookie";
import { setTier } from "../../helpers/accounts";
import { call, type CallResult } from "../../helpers/http";
import { statementsOf } from "../../helpers/statement-count";

type Handler = Parameters<typeof call>[0];

let cookie: string;
let bearer: string;
let auditId: string;

beforeAll(async () => {
  await seedDemo();
  const login = await call(token, { path: "/api/v1/auth/token", body: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
  bearer = login.body.data.accessToken;
  const { user } = (await call(me, { path: "/api/v1/auth/me", token: bearer })).body.data;
  const account = (await call(me, { path: "/api/v1/auth/me", token: bearer })).body.data.account;
  cookie = await consoleSessionCookie(user.id, account.id);
  auditId = (await call(audits, { path: "/api/v1/audits", token: bearer })).body.data[0].id;
});

async function statements(handler: Handler, path: string, params: Record<string, string> = {}, headers: Record<string, string> = { cookie }) {
  // The first call of a session may also move its last-seen time; the budget is for every call after it.
  await call(handler, { path, params, headers });
  let status = 0;
  const sent = await statementsOf(async () => {
    status = (await call(handler, { path, params, headers })).status;
  });
  expect(status).toBe(200);
  return sent;
}

describe("what the credential check may keep between requests", () => {
  it("a signed-out or revoked session is refused on the next request, though its cookie was seen a moment ago", async () => {
    const { user, account } = (await call(me, { path: "/api/v1/auth/me", token: bearer })).body.data;
    const own = await consoleSessionCookie(user.id, account.id);
    expect((await call(me, { path: "/api/v1/auth/me", headers: { cookie: own } })).status).toBe(200);
    const sid = (await getDb().select({ id: userSessions.id }).from(userSessions).orderBy(desc(userSessions.createdAt)).limit(1))[0].id;
    await getDb().update(userSessions).set({ revokedAt: new Date() }).where(eq(userSessions.id, sid));
    const refused = await call(me, { path: "/api/v1/auth/me", headers: { cookie: own } });
    expect([refused.status, refused.body.error.code]).toEqual([401, "unauthorized"]);
  });

  it("a tier lowered between two requests gates the second", async () => {
    expect((await call(audits, { path: "/api/v1/audits", headers: { cookie } })).status).toBe(200);
    const { account } = (await call(me, { path: "/api/v1/auth/me", token: bearer })).body.data;
    await setTier(account.id, "free");
    try {
      const gated = await call(audits, { path: "/api/v1/audits", headers: { cookie } });
      expect([gated.status, gated.body.error.code]).toEqual([403, "plan_upgrade_required"]);
    } finally {
      await setTier(account.id, "enterprise");
    }
  });
});

describe("the console's reads run a fixed, small number of statements, credential check included", () => {
  it.each([
    // The session, with the member's role, the account's tier and who the member is: nothing else.
    ["auth/me", me, "/api/v1/auth/me", {}, 1],
    // The built-in catalog is served from memory.
    ["frameworks/soc2", framework, "/api/v1/frameworks/soc2", { id: "soc2" }, 0],
    // The session, monitoring's snapshots, the open audit work in one statement (requests, findings, active audits), expiring evidence.
    ["dashboard", dashboard, "/api/v1/dashboard", {}, 4],
    // The items with their controls.
    ["evidence", evidence, "/api/v1/evidence", {}, 2],
    // The list with each one's last sync and resource count, and the test counts beside it.
    ["integrations", integrations, "/api/v1/integrations", {}, 3],
    // Custom tests, their counts and the integrations' labels.
    ["tests", tests, "/api/v1/tests", {}, 4],
    // The tier gate reads the tier the session lookup brought.
    ["audits", audits, "/api/v1/audits", {}, 2],
  ] as [string, Handler, string, Record<string, string>, number][])("%s", async (_name, handler, path, params, budget) => {
    const sent = await statements(handler, path, params);
    expect(sent.length, sent.join("\n")).toBeLessThanOrEqual(budget);
  });

  it("audit detail", async () => {
    // The session, then the audit with its progress and its latest activity.
    const sent = await statements(auditDetail, `/api/v1/audits/${auditId}`, { id: auditId });
    expect(sent.length, sent.join("\n")).toBeLessThanOrEqual(2);
  });

  it("a Bearer token costs what the session cookie does", async () => {
    const viaCookie = await statements(me, "/api/v1/auth/me");
    const viaBearer = await statements(me, "/api/v1/auth/me", {}, { authorization: `Bearer ${bearer}` });
    expect(viaBearer.length).toBe(viaCookie.length);
  });
});

describe("the prepared lists keep their filters and cursors", () => {
  async function walk(handler: Handler, path: string) {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: CallResult = await call(handler, {
        path: `${path}${path.includes("?") ? "&" : "?"}limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
        headers: { cookie },
      });
      expect(page.status, page.text).toBe(200);
      seen.push(...page.body.data.map((item: { id: string }) => item.id));
      cursor = page.body.pagination.nextCursor ?? null;
    } while (cursor);
    return seen;
  }

  it("pages through the evidence two at a time to the same list", async () => {
    const all = (await call(evidence, { path: "/api/v1/evidence", headers: { cookie } })).body.data.map((item: { id: string }) => item.id);
    expect(all.length).toBeGreaterThan(2);
    expect(await walk(evidence, "/api/v1/evidence")).toEqual(all);
  });

  it("filters the audits by status and framework", async () => {
    expect(await walk(audits, "/api/v1/audits?status=in_progress&framework_id=soc2")).toEqual([auditId]);
    expect(await walk(audits, "/api/v1/audits?status=complete")).toEqual([]);
    expect(await walk(audits, "/api/v1/audits?framework_id=iso27001")).toEqual([]);
  });
});

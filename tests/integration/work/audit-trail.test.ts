import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { GET as exportTrail } from "@/app/api/v1/events/export/route";
import { GET as listTrail } from "@/app/api/v1/events/route";
import { accountEvents } from "@/db/events";
import { getDb } from "@/lib/db/client";
import { createAccount, createApiKeyFor } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { team } from "./helpers";

async function arrange() {
  const t = await team();
  const key = await createApiKeyFor(t.owner, '=HYPERLINK("evil")');
  const db = getDb();
  const at = (iso: string) => new Date(iso);
  await db.insert(accountEvents).values([
    {
      accountId: t.owner.accountId,
      actorType: "user",
      actorId: t.admin.userId,
      action: "member.role_changed",
      targetType: "user",
      targetId: t.member.userId,
      details: { email: t.member.email, from: "viewer", to: "member" },
      createdAt: at("2026-10-01T10:00:00Z"),
    },
    {
      accountId: t.owner.accountId,
      actorType: "scim",
      actorId: "00000000-0000-4000-8000-000000000001",
      action: "scim.user_deactivated",
      targetType: "user",
      targetId: t.viewer.userId,
      details: {},
      createdAt: at("2026-10-02T10:00:00Z"),
    },
    {
      accountId: t.owner.accountId,
      actorType: "user",
      actorId: t.member.userId,
      action: "auth.signed_in",
      targetType: "user",
      targetId: t.member.userId,
      details: { method: "sso", note: "=cmd|' /C calc'!A0" },
      createdAt: at("2026-10-03T10:00:00Z"),
    },
    {
      accountId: t.owner.accountId,
      actorType: "operator",
      actorId: "alice",
      action: "sso.connection_updated",
      targetType: "sso_connection",
      targetId: null,
      details: {},
      createdAt: at("2026-10-04T10:00:00Z"),
    },
  ]);
  return { t, key };
}

describe("the audit trail", () => {
  it("lists newest first with actors named, filters by actor, action prefix, target type and dates, paginates", async () => {
    const { t } = await arrange();
    const all = await call(listTrail, { path: withQuery("/api/v1/events", { to: "2026-11-01" }), token: t.admin.token });
    expect(all.status, all.text).toBe(200);
    expect(all.body.data.map((e: { action: string }) => e.action)).toEqual([
      "sso.connection_updated",
      "auth.signed_in",
      "scim.user_deactivated",
      "member.role_changed",
    ]);
    const byAction = Object.fromEntries(all.body.data.map((e: { action: string; actor: { name: string }; label: string }) => [e.action, e]));
    expect(byAction["member.role_changed"].actor.name).toBe(`Ada Admin <${await nameOf(t.admin.userId)}>`);
    expect(byAction["scim.user_deactivated"].actor.name).toBe("SCIM");
    expect(byAction["sso.connection_updated"].actor.name).toBe("Operator alice");
    expect(typeof byAction["auth.signed_in"].label).toBe("string");

    const members = await call(listTrail, { path: withQuery("/api/v1/events", { action: "member.role", to: "2026-11-01" }), token: t.owner.token });
    expect(members.body.data.map((e: { action: string }) => e.action)).toEqual(["member.role_changed"]);
    const scim = await call(listTrail, { path: withQuery("/api/v1/events", { actor: "scim" }), token: t.owner.token });
    expect(scim.body.data.map((e: { action: string }) => e.action)).toEqual(["scim.user_deactivated"]);
    const byUser = await call(listTrail, { path: withQuery("/api/v1/events", { actor: t.member.userId }), token: t.owner.token });
    expect(byUser.body.data.map((e: { action: string }) => e.action)).toEqual(["auth.signed_in"]);
    const ranged = await call(listTrail, { path: withQuery("/api/v1/events", { from: "2026-10-02", to: "2026-10-04" }), token: t.owner.token });
    expect(ranged.body.data.map((e: { action: string }) => e.action)).toEqual(["auth.signed_in", "scim.user_deactivated"]);
    const target = await call(listTrail, { path: withQuery("/api/v1/events", { target_type: "sso_connection" }), token: t.owner.token });
    expect(target.body.data).toHaveLength(1);
    const wildcard = await call(listTrail, { path: withQuery("/api/v1/events", { action: "%" }), token: t.owner.token });
    expect(wildcard.body.data).toHaveLength(0);

    const first = await call(listTrail, { path: withQuery("/api/v1/events", { limit: "2", to: "2026-11-01" }), token: t.owner.token });
    expect(first.body.pagination.hasMore).toBe(true);
    const second = await call(listTrail, {
      path: withQuery("/api/v1/events", { limit: "2", to: "2026-11-01", cursor: first.body.pagination.nextCursor }),
      token: t.owner.token,
    });
    expect(second.body.data.map((e: { action: string }) => e.action)).toEqual(["scim.user_deactivated", "member.role_changed"]);

    expect((await call(listTrail, { path: withQuery("/api/v1/events", { from: "yesterday" }), token: t.owner.token })).status).toBe(400);
  });

  it("names a control target as people read it, and leaves other targets unlabelled", async () => {
    const { t } = await arrange();
    await getDb()
      .insert(accountEvents)
      .values({
        accountId: t.owner.accountId,
        actorType: "user",
        actorId: t.admin.userId,
        action: "control.owner_assigned",
        targetType: "control",
        targetId: "soc2:CC6.1",
        details: { framework_id: "soc2", control_id: "CC6.1" },
        createdAt: new Date("2026-10-05T10:00:00Z"),
      });
    const res = await call(listTrail, { path: withQuery("/api/v1/events", { to: "2026-11-01" }), token: t.owner.token });
    expect(res.status, res.text).toBe(200);
    const labels = Object.fromEntries(res.body.data.map((e: { action: string; target_label: string | null }) => [e.action, e.target_label]));
    expect(labels["control.owner_assigned"]).toBe("SOC 2 (Trust Services Criteria) · CC6.1");
    expect(labels["member.role_changed"]).toBeNull();
  });

  it("is for admins and owners only, and only the account's own", async () => {
    const { t, key } = await arrange();
    for (const token of [t.member.token, t.viewer.token]) {
      const res = await call(listTrail, { path: "/api/v1/events", token });
      expect(res.status).toBe(403);
      expect((await call(exportTrail, { path: "/api/v1/events/export", token })).status).toBe(403);
    }
    expect((await call(listTrail, { path: "/api/v1/events", apiKey: key })).status).toBe(403);
    const stranger = await createAccount();
    const theirs = await call(listTrail, { path: "/api/v1/events", token: stranger.token });
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.every((e: { action: string }) => !e.action.startsWith("scim."))).toBe(true);
  });

  it("exports the filtered trail as CSV with a header row and formula-safe cells", async () => {
    const { t } = await arrange();
    const res = await call(exportTrail, { path: "/api/v1/events/export", token: t.admin.token });
    expect(res.status, res.text).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="audit-trail-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = parse(res.text) as string[][];
    expect(rows[0]).toEqual(["Time (UTC)", "Actor", "Actor type", "Actor id", "Event", "Action", "Target type", "Target id", "Details"]);
    const signIn = rows.find((r) => r[5] === "auth.signed_in")!;
    expect(signIn[0]).toBe("3 Oct 2026, 10:00 UTC");
    expect(signIn[8]).toContain("=cmd");
    // The API key's creation names the key: its name starts with "=", so the cell is guarded.
    const keyRow = rows.find((r) => r[5] === "api_key.created");
    if (keyRow) expect(keyRow.every((cell) => !/^[=+\-@]/.test(cell))).toBe(true);
    expect(rows.slice(1).every((r) => r.every((cell) => !/^[=+\-@\t\r]/.test(cell)))).toBe(true);

    const filtered = await call(exportTrail, { path: withQuery("/api/v1/events/export", { action: "scim." }), token: t.owner.token });
    const filteredRows = parse(filtered.text) as string[][];
    expect(filteredRows).toHaveLength(2);
    expect(filteredRows[1][1]).toBe("SCIM");
  });
});

const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query)}`;

async function nameOf(userId: string): Promise<string> {
  const { users } = await import("@/db/accounts");
  const { eq } = await import("drizzle-orm");
  const [row] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row.email;
}

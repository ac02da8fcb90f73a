import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as listAuditsHandler, POST as createAuditHandler } from "@/app/api/v1/audits/route";
import { GET as getAuditHandler, PUT as updateAuditHandler } from "@/app/api/v1/audits/[id]/route";
import { GET as activityHandler } from "@/app/api/v1/audits/[id]/activity/route";
import { GET as findingsHandler } from "@/app/api/v1/audits/[id]/findings/route";
import { GET as requestsHandler } from "@/app/api/v1/audits/[id]/evidence-requests/route";
import { POST as reportHandler } from "@/app/api/v1/audits/[id]/report/route";
import { POST as inviteHandler } from "@/app/api/v1/audits/[id]/invite-auditor/route";
import { POST as respondHandler } from "@/app/api/v1/audits/[id]/evidence-requests/[rid]/respond/route";
import { auditControls, audits } from "@/db/audits";
import { getDb } from "@/lib/db/client";
import { getBuiltinFramework } from "@/lib/frameworks/internal/catalog";
import { AUDIT_STATUSES } from "@/lib/vocabulary";
import { createAccount, createApiKeyFor, setTier } from "../../helpers/accounts";
import { activityCount, auditEventCount, auditorFor, businessAccount, call, createAudit, expectError } from "./helpers";

const put = (token: string, id: string, body: unknown) =>
  call(updateAuditHandler, { method: "PUT", path: `/api/v1/audits/${id}`, token, params: { id }, body });
const detail = (token: string, id: string) => call(getAuditHandler, { path: `/api/v1/audits/${id}`, token, params: { id } });

describe("POST /api/v1/audits", () => {
  it("creates a draft audit with a pending snapshot of the framework's controls and one activity entry", async () => {
    const account = await businessAccount();
    const before = await auditEventCount(account.accountId);
    const res = await call(createAuditHandler, {
      path: "/api/v1/audits",
      token: account.token,
      body: { framework_id: "iso27001", type: "type_i", title: "  ISO audit  ", description: "Annual", target_completion: "2026-12-31T00:00:00Z" },
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(["data"]);
    const audit = res.body.data;
    expect(audit).toMatchObject({
      framework_id: "iso27001",
      type: "type_i",
      title: "ISO audit",
      status: "draft",
      description: "Annual",
      target_completion: "2026-12-31T00:00:00.000Z",
    });
    expect(audit.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(audit.created_at).toISOString()).toBe(audit.created_at);

    const controls = await getDb().select().from(auditControls).where(eq(auditControls.auditId, audit.id));
    const catalog = getBuiltinFramework("iso27001")!;
    expect(controls).toHaveLength(catalog.controls.length);
    expect(controls.every((c) => c.status === "pending")).toBe(true);
    expect(new Set(controls.map((c) => c.controlId))).toEqual(new Set(catalog.controls.map((c) => c.controlId)));
    expect(controls.find((c) => c.sortOrder === 0)?.controlId).toBe(catalog.controls[0].controlId);

    const d = await detail(account.token, audit.id);
    expect(d.body.data.recent_activity).toHaveLength(1);
    expect(d.body.data.recent_activity[0]).toMatchObject({
      type: "audit_created",
      actor: { type: "customer", id: account.userId, name: "Carla Customer" },
      status: "draft",
    });
    expect(await auditEventCount(account.accountId)).toBe(before + 1);
  });

  it("accepts a plain date for target_completion", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account, { target_completion: "2027-01-15" });
    expect((audit as any).target_completion).toBe("2027-01-15T00:00:00.000Z");
  });

  it("rejects bad bodies with every problem at once and stores nothing", async () => {
    const account = await businessAccount();
    const res = await call(createAuditHandler, {
      path: "/api/v1/audits",
      token: account.token,
      body: { framework_id: "", type: "type_iii", title: "   ", extra: true, target_completion: "tomorrow" },
    });
    expectError(res, 400, "validation_failed");
    const paths = res.body.error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(["framework_id", "type", "title", "target_completion"]));
    expect(res.body.error.details.some((d: { message: string }) => /extra/.test(d.message))).toBe(true);
    const rows = await getDb().select().from(audits).where(eq(audits.accountId, account.accountId));
    expect(rows).toHaveLength(0);
  });

  it("refuses an unknown framework and another account's or unpublished framework ids", async () => {
    const account = await businessAccount();
    for (const framework_id of ["nope", "00000000-0000-4000-8000-000000000000"]) {
      const res = await call(createAuditHandler, { path: "/api/v1/audits", token: account.token, body: { framework_id, type: "type_i", title: "x" } });
      expectError(res, 400, "validation_failed");
      expect(res.body.error.details[0].path).toBe("framework_id");
    }
  });

  it("answers 400 invalid_json and 415 for bodies that are not JSON", async () => {
    const account = await businessAccount();
    expectError(
      await call(createAuditHandler, { path: "/api/v1/audits", token: account.token, body: "{not json", headers: { "content-type": "application/json" } }),
      400,
      "invalid_json",
    );
    expectError(
      await call(createAuditHandler, { path: "/api/v1/audits", token: account.token, body: "a=b", headers: { "content-type": "text/plain" } }),
      415,
      "unsupported_media_type",
    );
  });
});

describe("tier gate, scopes and tenants", () => {
  it("answers 403 plan_upgrade_required below business on every customer route", async () => {
    const owner = await businessAccount();
    const audit = await createAudit(owner);
    for (const tier of ["free", "starter"] as const) {
      await setTier(owner.accountId, tier);
      const id = audit.id;
      const calls = [
        call(createAuditHandler, { path: "/api/v1/audits", token: owner.token, body: { framework_id: "soc2", type: "type_i", title: "x" } }),
        call(listAuditsHandler, { path: "/api/v1/audits", token: owner.token }),
        detail(owner.token, id),
        put(owner.token, id, { title: "y" }),
        call(inviteHandler, { path: `/api/v1/audits/${id}/invite-auditor`, token: owner.token, params: { id }, body: { email: "a@b.test", name: "A" } }),
        call(findingsHandler, { path: `/api/v1/audits/${id}/findings`, token: owner.token, params: { id } }),
        call(requestsHandler, { path: `/api/v1/audits/${id}/evidence-requests`, token: owner.token, params: { id } }),
        call(respondHandler, {
          path: `/api/v1/audits/${id}/evidence-requests/${id}/respond`,
          token: owner.token,
          params: { id, rid: id },
          body: { evidence_file_url: "https://x.test/a" },
        }),
        call(reportHandler, { path: `/api/v1/audits/${id}/report`, token: owner.token, params: { id } }),
        call(activityHandler, { path: `/api/v1/audits/${id}/activity`, token: owner.token, params: { id } }),
      ];
      for (const res of await Promise.all(calls)) {
        expectError(res, 403, "plan_upgrade_required");
        expect(res.body.error.details).toEqual({ requiredTier: "business", currentTier: tier });
      }
    }
    for (const tier of ["scale", "enterprise"] as const) {
      await setTier(owner.accountId, tier);
      expect((await detail(owner.token, audit.id)).status).toBe(200);
    }
  });

  it("answers 401 without a credential, 403 to auditor tokens and API keys", async () => {
    const owner = await businessAccount();
    const audit = await createAudit(owner);
    expectError(await call(listAuditsHandler, { path: "/api/v1/audits" }), 401, "unauthorized");
    expectError(await call(listAuditsHandler, { path: "/api/v1/audits", token: "garbage.token.value" }), 401, "unauthorized");
    const auditorToken = await auditorFor(owner, audit.id);
    expectError(await call(listAuditsHandler, { path: "/api/v1/audits", token: auditorToken }), 403, "forbidden");
    expectError(await detail(auditorToken, audit.id), 403, "forbidden");
    expectError(await put(auditorToken, audit.id, { status: "in_progress" }), 403, "forbidden");
    const key = await createApiKeyFor(owner);
    expectError(await call(listAuditsHandler, { path: "/api/v1/audits", apiKey: key }), 403, "forbidden");
  });

  it("hides another account's audit behind 404 on every route, changing nothing", async () => {
    const owner = await businessAccount();
    const other = await businessAccount("Mallory");
    const audit = await createAudit(owner);
    const id = audit.id;
    const before = await activityCount(id);
    const results = [
      await detail(other.token, id),
      await put(other.token, id, { status: "in_progress" }),
      await call(inviteHandler, { path: `/api/v1/audits/${id}/invite-auditor`, token: other.token, params: { id }, body: { email: "a@b.test", name: "A" } }),
      await call(findingsHandler, { path: `/api/v1/audits/${id}/findings`, token: other.token, params: { id } }),
      await call(requestsHandler, { path: `/api/v1/audits/${id}/evidence-requests`, token: other.token, params: { id } }),
      await call(reportHandler, { path: `/api/v1/audits/${id}/report`, token: other.token, params: { id } }),
      await call(activityHandler, { path: `/api/v1/audits/${id}/activity`, token: other.token, params: { id } }),
    ];
    for (const res of results) expectError(res, 404, "not_found");
    expect(await activityCount(id)).toBe(before);
    const [row] = await getDb().select().from(audits).where(eq(audits.id, id));
    expect(row.status).toBe("draft");
    const list = await call(listAuditsHandler, { path: "/api/v1/audits", token: other.token });
    expect(list.body.data).toEqual([]);
  });

  it("answers 404 for a path id that is not a UUID: it names nothing in the account", async () => {
    const owner = await businessAccount();
    expectError(await detail(owner.token, "not-a-uuid"), 404, "not_found");
  });
});

describe("edge cases of the wrapper on audit routes", () => {
  it("tells a caller below the business plan about the plan before judging a malformed request", async () => {
    const free = await createAccount();
    expectError(await detail(free.token, "not-a-uuid"), 403, "plan_upgrade_required");
    const res = await call(createAuditHandler, { path: "/api/v1/audits", token: free.token, body: { bogus: true } });
    expectError(res, 403, "plan_upgrade_required");
    expect(res.body.error.details).toEqual({ requiredTier: "business", currentTier: "free" });
  });

  it("answers 400 to a forged cursor instead of failing in the database", async () => {
    const owner = await businessAccount();
    for (const key of [["2026-01-01T00:00:00.000Z", "x"], ["not a date", crypto.randomUUID()], [1, 2], ["a"]]) {
      const cursor = Buffer.from(JSON.stringify(key)).toString("base64url");
      expectError(await call(listAuditsHandler, { path: `/api/v1/audits?cursor=${cursor}`, token: owner.token }), 400, "validation_failed");
    }
  });
});

describe("GET /api/v1/audits", () => {
  it("lists newest first with filters and cursor pagination", async () => {
    const account = await businessAccount();
    const a = await createAudit(account, { framework_id: "soc2", title: "A" });
    const b = await createAudit(account, { framework_id: "gdpr", title: "B" });
    const c = await createAudit(account, { framework_id: "soc2", title: "C" });
    await put(account.token, c.id, { status: "in_progress" });

    const all = await call(listAuditsHandler, { path: "/api/v1/audits", token: account.token });
    expect(all.status).toBe(200);
    expect(all.body.data.map((x: { title: string }) => x.title)).toEqual(["C", "B", "A"]);
    expect(all.body.pagination).toEqual({ limit: 50, nextCursor: null, hasMore: false });

    const p1 = await call(listAuditsHandler, { path: "/api/v1/audits?limit=2", token: account.token });
    expect(p1.body.data.map((x: { title: string }) => x.title)).toEqual(["C", "B"]);
    expect(p1.body.pagination.hasMore).toBe(true);
    const p2 = await call(listAuditsHandler, { path: `/api/v1/audits?limit=2&cursor=${p1.body.pagination.nextCursor}`, token: account.token });
    expect(p2.body.data.map((x: { title: string }) => x.title)).toEqual(["A"]);
    expect(p2.body.pagination.hasMore).toBe(false);

    const soc2 = await call(listAuditsHandler, { path: "/api/v1/audits?framework_id=soc2", token: account.token });
    expect(soc2.body.data.map((x: { id: string }) => x.id)).toEqual([c.id, a.id]);
    const drafts = await call(listAuditsHandler, { path: "/api/v1/audits?status=draft", token: account.token });
    expect(drafts.body.data.map((x: { id: string }) => x.id)).toEqual([b.id, a.id]);

    expectError(await call(listAuditsHandler, { path: "/api/v1/audits?status=done", token: account.token }), 400, "validation_failed");
    expectError(await call(listAuditsHandler, { path: "/api/v1/audits?limit=201", token: account.token }), 400, "validation_failed");
    expectError(await call(listAuditsHandler, { path: "/api/v1/audits?cursor=bogus", token: account.token }), 400, "validation_failed");
  });
});

describe("PUT /api/v1/audits/:id", () => {
  async function auditIn(account: Awaited<ReturnType<typeof businessAccount>>, status: string) {
    const audit = await createAudit(account);
    for (const s of AUDIT_STATUSES.slice(1, AUDIT_STATUSES.indexOf(status as never) + 1)) {
      const res = await put(account.token, audit.id, { status: s });
      expect(res.status, res.text).toBe(200);
    }
    return audit;
  }

  it("allows exactly one step forward and refuses every other move with from/to/allowed", async () => {
    const account = await businessAccount();
    for (const [i, from] of AUDIT_STATUSES.entries()) {
      if (from === "complete") continue;
      for (const [j, to] of AUDIT_STATUSES.entries()) {
        const audit = await auditIn(account, from);
        const before = await activityCount(audit.id);
        const res = await put(account.token, audit.id, { status: to });
        if (j === i + 1) {
          expect(res.status, `${from}→${to}`).toBe(200);
          expect(res.body.data.status).toBe(to);
          expect(await activityCount(audit.id)).toBe(before + 1);
          const recent = (await detail(account.token, audit.id)).body.data.recent_activity[0];
          expect(recent).toMatchObject({ type: to === "complete" ? "audit_completed" : "status_changed", status: to, details: { from, to } });
        } else if (j === i) {
          expect(res.status, `${from}→${to}`).toBe(200);
          expect(res.body.data.status).toBe(from);
          expect(await activityCount(audit.id)).toBe(before);
        } else {
          expectError(res, 409, "invalid_transition");
          expect(res.body.error.details).toEqual({ from, to, allowed: [AUDIT_STATUSES[i + 1]] });
          expect(await activityCount(audit.id)).toBe(before);
          expect((await detail(account.token, audit.id)).body.data.status).toBe(from);
        }
      }
    }
  });

  it("answers 409 audit_complete to every change of a completed audit, even a no-op", async () => {
    const account = await businessAccount();
    const audit = await auditIn(account, "complete");
    const before = await activityCount(audit.id);
    for (const body of [{ status: "complete" }, { status: "draft" }, { title: "New" }, { description: null }]) {
      expectError(await put(account.token, audit.id, body), 409, "audit_complete");
    }
    expectError(
      await call(inviteHandler, {
        path: `/api/v1/audits/${audit.id}/invite-auditor`,
        token: account.token,
        params: { id: audit.id },
        body: { email: "x@y.test", name: "X" },
      }),
      409,
      "audit_complete",
    );
    expect(await activityCount(audit.id)).toBe(before);
    const [row] = await getDb().select().from(audits).where(eq(audits.id, audit.id));
    expect(row.completedAt).not.toBeNull();
  });

  it("edits fields with one audit_updated entry, and writes nothing when nothing changes", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account, { description: "d" });
    const before = await activityCount(audit.id);
    const res = await put(account.token, audit.id, { title: "Renamed", description: null, target_completion: "2027-03-01" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: "Renamed", description: null, target_completion: "2027-03-01T00:00:00.000Z", status: "draft" });
    expect(await activityCount(audit.id)).toBe(before + 1);
    const same = await put(account.token, audit.id, { title: "Renamed", status: "draft" });
    expect(same.status).toBe(200);
    expect(await activityCount(audit.id)).toBe(before + 1);
    const both = await put(account.token, audit.id, { title: "Again", status: "in_progress" });
    expect(both.body.data).toMatchObject({ title: "Again", status: "in_progress" });
    expect(await activityCount(audit.id)).toBe(before + 2);
  });

  it("rejects unknown fields, empty bodies and bad values", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account);
    expectError(await put(account.token, audit.id, {}), 400, "validation_failed");
    expectError(await put(account.token, audit.id, { status: "done" }), 400, "validation_failed");
    expectError(await put(account.token, audit.id, { framework_id: "gdpr" }), 400, "validation_failed");
    expectError(await put(account.token, audit.id, { title: "" }), 400, "validation_failed");
    expectError(await put(account.token, "00000000-0000-4000-8000-000000000000", { title: "x" }), 404, "not_found");
  });
});

describe("GET /api/v1/audits/:id/activity", () => {
  it("pages the full log newest first and filters by type", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account);
    for (let i = 0; i < 12; i++) await put(account.token, audit.id, { title: `T${i}` });
    await put(account.token, audit.id, { status: "in_progress" });
    const d = await detail(account.token, audit.id);
    expect(d.body.data.recent_activity).toHaveLength(10);
    expect(d.body.data.recent_activity[0].type).toBe("status_changed");

    const all: string[] = [];
    let cursor: string | null = null;
    do {
      const res: any = await call(activityHandler, {
        path: `/api/v1/audits/${audit.id}/activity?limit=5${cursor ? `&cursor=${cursor}` : ""}`,
        token: account.token,
        params: { id: audit.id },
      });
      expect(res.status).toBe(200);
      all.push(...res.body.data.map((e: { id: string }) => e.id));
      cursor = res.body.pagination.nextCursor;
    } while (cursor);
    expect(all).toHaveLength(14);
    expect(new Set(all).size).toBe(14);

    const created = await call(activityHandler, {
      path: `/api/v1/audits/${audit.id}/activity?type=audit_created`,
      token: account.token,
      params: { id: audit.id },
    });
    expect(created.body.data).toHaveLength(1);
    expect(created.body.data[0]).toMatchObject({ type: "audit_created", control_id: null, actor: { type: "customer" } });
    expect(Object.keys(created.body.data[0]).sort()).toEqual(["actor", "at", "control_id", "details", "id", "status", "type"]);
  });
});

describe("customer lists of an audit without auditor activity", () => {
  it("answer empty pages", async () => {
    const account = await businessAccount();
    const audit = await createAudit(account);
    const f = await call(findingsHandler, { path: `/api/v1/audits/${audit.id}/findings`, token: account.token, params: { id: audit.id } });
    expect(f.body).toEqual({ data: [], pagination: { limit: 50, nextCursor: null, hasMore: false } });
    const r = await call(requestsHandler, { path: `/api/v1/audits/${audit.id}/evidence-requests`, token: account.token, params: { id: audit.id } });
    expect(r.body).toEqual({ data: [], pagination: { limit: 50, nextCursor: null, hasMore: false } });
  });
});

describe("snapshot independence", () => {
  it("keeps the audit's controls per audit", async () => {
    const account = await businessAccount();
    const one = await createAudit(account, { framework_id: "pci-dss-4" });
    const two = await createAudit(account, { framework_id: "pci-dss-4" });
    const rows = await getDb()
      .select()
      .from(auditControls)
      .where(and(eq(auditControls.auditId, one.id)));
    const rows2 = await getDb()
      .select()
      .from(auditControls)
      .where(and(eq(auditControls.auditId, two.id)));
    expect(rows.length).toBe(getBuiltinFramework("pci-dss-4")!.controls.length);
    expect(rows2.length).toBe(rows.length);
    const free = await createAccount();
    expect(free.accountId).not.toBe(account.accountId);
  });
});

import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customControls, customFrameworks } from "@/db/custom-frameworks";
import { accountEvents } from "@/db/events";
import { getDb } from "@/lib/db/client";
import { createAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { addControlTo, BASE, createFramework, getFramework, handlers as h, publishFramework } from "./routes";

describe("custom frameworks: create, list, get, update, delete", () => {
  it("creates a draft with trimmed fields and logs it", async () => {
    const a = await createAccount({ tier: "scale" });
    const res = await call(h.create, { path: BASE, token: a.token, body: { name: "  Internal  ", description: "Ours", version: "1.0", category: "internal" } });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({ name: "Internal", description: "Ours", version: "1.0", category: "internal", status: "draft", control_count: 0 });
    expect(res.body.data.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    const events = await getDb().select().from(accountEvents).where(eq(accountEvents.targetId, res.body.data.id));
    expect(events.map((e) => e.action)).toEqual(["custom_framework.created"]);
  });

  it("rejects unknown fields, empty names and bad categories with every problem", async () => {
    const a = await createAccount({ tier: "scale" });
    const res = await call(h.create, { path: BASE, token: a.token, body: { name: "  ", category: "other", colour: "red" } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("validation_failed");
    const paths = res.body.error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(["name", "category", ""]));
    const count = await getDb().select().from(customFrameworks).where(eq(customFrameworks.accountId, a.accountId));
    expect(count).toHaveLength(0);
  });

  it("lists newest first with cursor pagination and a status filter", async () => {
    const a = await createAccount({ tier: "enterprise" });
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await createFramework(a, { name: `F${i}` })).id);
    const first = await call(h.list, { path: `${BASE}?limit=2`, token: a.token });
    expect(first.status).toBe(200);
    expect(first.body.data.map((f: { id: string }) => f.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.pagination).toMatchObject({ limit: 2, hasMore: true });
    const second = await call(h.list, { path: `${BASE}?limit=2&cursor=${first.body.pagination.nextCursor}`, token: a.token });
    expect(second.body.data.map((f: { id: string }) => f.id)).toEqual([ids[0]]);
    expect(second.body.pagination).toEqual({ limit: 2, nextCursor: null, hasMore: false });

    await addControlTo(a, ids[0], { control_id_label: "X-1", title: "x" });
    await publishFramework(a, ids[0]);
    const published = await call(h.list, { path: `${BASE}?status=published`, token: a.token });
    expect(published.body.data.map((f: { id: string }) => f.id)).toEqual([ids[0]]);
    expect(published.body.data[0].control_count).toBe(1);
    const bad = await call(h.list, { path: `${BASE}?limit=500`, token: a.token });
    expect(bad.status).toBe(400);
  });

  it("updates metadata, clears with null, and refuses an empty update", async () => {
    const a = await createAccount({ tier: "scale" });
    const fw = await createFramework(a, { name: "A", description: "d" });
    const res = await call(h.update, {
      method: "PUT",
      path: `${BASE}/${fw.id}`,
      token: a.token,
      params: { id: fw.id },
      body: { name: "B", description: null, version: "2" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: "B", description: null, version: "2" });
    const empty = await call(h.update, { method: "PUT", path: `${BASE}/${fw.id}`, token: a.token, params: { id: fw.id }, body: {} });
    expect(empty.status).toBe(400);
    const unknown = await call(h.update, { method: "PUT", path: `${BASE}/${fw.id}`, token: a.token, params: { id: fw.id }, body: { status: "published" } });
    expect(unknown.status).toBe(400);
    expect((await getFramework(a, fw.id)).body.data.status).toBe("draft");
  });

  it("soft-deletes: gone from list and get, kept in the database", async () => {
    const a = await createAccount({ tier: "scale" });
    const fw = await createFramework(a);
    await addControlTo(a, fw.id, { control_id_label: "K-1", title: "Kept" });
    const del = await call(h.remove, { method: "DELETE", path: `${BASE}/${fw.id}`, token: a.token, params: { id: fw.id } });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ success: true, data: { id: fw.id, deleted: true } });
    expect((await getFramework(a, fw.id)).status).toBe(404);
    const list = await call(h.list, { path: BASE, token: a.token });
    expect(list.body.data).toEqual([]);
    const [row] = await getDb().select().from(customFrameworks).where(eq(customFrameworks.id, fw.id));
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(await getDb().select().from(customControls).where(eq(customControls.frameworkId, fw.id))).toHaveLength(1);
    const again = await call(h.remove, { method: "DELETE", path: `${BASE}/${fw.id}`, token: a.token, params: { id: fw.id } });
    expect(again.status).toBe(404);
  });
});

describe("custom frameworks: tenancy and tier", () => {
  it("answers 404 for another account's framework on every route", async () => {
    const owner = await createAccount({ tier: "scale" });
    const other = await createAccount({ tier: "scale" });
    const fw = await createFramework(owner);
    const add = await addControlTo(owner, fw.id, { control_id_label: "A", title: "a" });
    const cid = add.body.data.id;
    const p = { id: fw.id };
    const results = await Promise.all([
      call(h.get, { path: `${BASE}/${fw.id}`, token: other.token, params: p }),
      call(h.update, { method: "PUT", path: `${BASE}/${fw.id}`, token: other.token, params: p, body: { name: "x" } }),
      call(h.remove, { method: "DELETE", path: `${BASE}/${fw.id}`, token: other.token, params: p }),
      call(h.addControl, { path: `${BASE}/${fw.id}/controls`, token: other.token, params: p, body: { control_id_label: "B", title: "b" } }),
      call(h.updateControl, { method: "PUT", path: "/x", token: other.token, params: { id: fw.id, cid }, body: { title: "z" } }),
      call(h.deleteControl, { method: "DELETE", path: "/x", token: other.token, params: { id: fw.id, cid } }),
      call(h.reorder, { method: "PUT", path: "/x", token: other.token, params: p, body: { controlIds: [cid] } }),
      call(h.publish, { method: "POST", path: "/x", token: other.token, params: p }),
      call(h.clone, { path: "/x", token: other.token, params: p, body: { name: "copy" } }),
      call(h.exportFw, { path: "/x", token: other.token, params: p }),
      call(h.assess, { method: "POST", path: "/x", token: other.token, params: p }),
      call(h.latest, { path: "/x", token: other.token, params: p }),
    ]);
    for (const r of results) {
      expect(r.status).toBe(404);
      expect(r.body.error.code).toBe("not_found");
    }
    expect((await getFramework(owner, fw.id)).body.data).toMatchObject({ name: "Internal controls", status: "draft", control_count: 1 });
  });

  it("needs the scale tier on every route (403 plan_upgrade_required) and a customer token", async () => {
    const business = await createAccount({ tier: "business" });
    const id = "00000000-0000-4000-8000-000000000000";
    const p = { id };
    const results = await Promise.all([
      call(h.create, { path: BASE, token: business.token, body: { name: "x" } }),
      call(h.list, { path: BASE, token: business.token }),
      call(h.get, { path: "/x", token: business.token, params: p }),
      call(h.update, { method: "PUT", path: "/x", token: business.token, params: p, body: { name: "y" } }),
      call(h.remove, { method: "DELETE", path: "/x", token: business.token, params: p }),
      call(h.addControl, { path: "/x", token: business.token, params: p, body: { control_id_label: "B", title: "b" } }),
      call(h.updateControl, { method: "PUT", path: "/x", token: business.token, params: { id, cid: id }, body: { title: "z" } }),
      call(h.deleteControl, { method: "DELETE", path: "/x", token: business.token, params: { id, cid: id } }),
      call(h.reorder, { method: "PUT", path: "/x", token: business.token, params: p, body: { controlIds: [] } }),
      call(h.publish, { method: "POST", path: "/x", token: business.token, params: p }),
      call(h.clone, { path: "/x", token: business.token, params: { id: "soc2" }, body: { name: "copy" } }),
      call(h.importFw, { path: "/x", token: business.token, body: { format: "csv", data: { name: "n", csv: "control_id_label,title\nA,B" } } }),
      call(h.exportFw, { path: "/x", token: business.token, params: p }),
      call(h.assess, { method: "POST", path: "/x", token: business.token, params: p }),
      call(h.latest, { path: "/x", token: business.token, params: p }),
      call(h.suggest, { path: "/x", token: business.token, body: { title: "Encryption at rest" } }),
    ]);
    expect(results).toHaveLength(16);
    for (const r of results) {
      expect(r.status).toBe(403);
      expect(r.body.error).toMatchObject({ code: "plan_upgrade_required", details: { requiredTier: "scale", currentTier: "business" } });
    }
    expect(await getDb().select().from(customFrameworks).where(eq(customFrameworks.accountId, business.accountId))).toHaveLength(0);
    const anonymous = await call(h.list, { path: BASE });
    expect(anonymous.status).toBe(401);
  });
});

describe("custom controls", () => {
  it("adds controls with mappings, keeps labels unique, validates mappings against the catalogs", async () => {
    const a = await createAccount({ tier: "scale" });
    const fw = await createFramework(a);
    const ok = await addControlTo(a, fw.id, {
      control_id_label: " AC-1 ",
      title: "MFA everywhere",
      description: "All users use MFA",
      category: "Access",
      evidence_requirements: "IdP export",
      test_criteria: "100% enrolled",
      standard_mappings: [
        { framework: "soc2", controlId: "CC6.1" },
        { framework: "iso27001", controlId: "A.8.5" },
      ],
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({
      control_id_label: "AC-1",
      sort_order: 0,
      framework_id: fw.id,
      standard_mappings: [
        { framework: "soc2", controlId: "CC6.1" },
        { framework: "iso27001", controlId: "A.8.5" },
      ],
    });

    const dup = await addControlTo(a, fw.id, { control_id_label: "AC-1", title: "again" });
    expect(dup.status).toBe(409);
    expect(dup.body.error.code).toBe("conflict");

    const bad = await addControlTo(a, fw.id, {
      control_id_label: "AC-2",
      title: "",
      standard_mappings: [
        { framework: "soc2", controlId: "CC99.9" },
        { framework: "nope", controlId: "1" },
        { framework: "gdpr", controlId: "Art. 32" },
      ],
    });
    expect(bad.status).toBe(400);
    const paths = bad.body.error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(["title", "standard_mappings.0.controlId", "standard_mappings.1.framework"]));
    expect(paths).not.toContain("standard_mappings.2.controlId");
    expect((await getFramework(a, fw.id)).body.data.controls).toHaveLength(1);
  });

  it("inserts at a position, updates fields, deletes and keeps positions 0..n-1", async () => {
    const a = await createAccount({ tier: "scale" });
    const fw = await createFramework(a);
    const c1 = (await addControlTo(a, fw.id, { control_id_label: "C1", title: "one" })).body.data;
    const c2 = (await addControlTo(a, fw.id, { control_id_label: "C2", title: "two" })).body.data;
    const c0 = (await addControlTo(a, fw.id, { control_id_label: "C0", title: "zero", sort_order: 0 })).body.data;
    let detail = (await getFramework(a, fw.id)).body.data;
    expect(detail.controls.map((c: { control_id_label: string; sort_order: number }) => [c.control_id_label, c.sort_order])).toEqual([
      ["C0", 0],
      ["C1", 1],
      ["C2", 2],
    ]);

    const upd = await call(h.updateControl, {
      method: "PUT",
      path: "/x",
      token: a.token,
      params: { id: fw.id, cid: c1.id },
      body: { title: "One!", description: null, standard_mappings: [{ framework: "hipaa", controlId: "164.308(a)(1)" }] },
    });
    expect(upd.status).toBe(200);
    expect(upd.body.data).toMatchObject({ title: "One!", description: null, standard_mappings: [{ framework: "hipaa", controlId: "164.308(a)(1)" }] });
    const clash = await call(h.updateControl, {
      method: "PUT",
      path: "/x",
      token: a.token,
      params: { id: fw.id, cid: c1.id },
      body: { control_id_label: "C2" },
    });
    expect(clash.status).toBe(409);
    const same = await call(h.updateControl, {
      method: "PUT",
      path: "/x",
      token: a.token,
      params: { id: fw.id, cid: c1.id },
      body: { control_id_label: "C1" },
    });
    expect(same.status).toBe(200);
    const moved = await call(h.updateControl, { method: "PUT", path: "/x", token: a.token, params: { id: fw.id, cid: c0.id }, body: { sort_order: 99 } });
    expect(moved.status).toBe(200);
    expect(moved.body.data.sort_order).toBe(2);
    detail = (await getFramework(a, fw.id)).body.data;
    expect(detail.controls.map((c: { control_id_label: string; sort_order: number }) => [c.control_id_label, c.sort_order])).toEqual([
      ["C1", 0],
      ["C2", 1],
      ["C0", 2],
    ]);
    await call(h.updateControl, { method: "PUT", path: "/x", token: a.token, params: { id: fw.id, cid: c0.id }, body: { sort_order: 0 } });
    detail = (await getFramework(a, fw.id)).body.data;
    expect(detail.controls.map((c: { control_id_label: string }) => c.control_id_label)).toEqual(["C0", "C1", "C2"]);

    const del = await call(h.deleteControl, { method: "DELETE", path: "/x", token: a.token, params: { id: fw.id, cid: c0.id } });
    expect(del.body).toEqual({ success: true, data: { id: c0.id, deleted: true } });
    detail = (await getFramework(a, fw.id)).body.data;
    expect(detail.controls.map((c: { id: string; sort_order: number }) => [c.id, c.sort_order])).toEqual([
      [c1.id, 0],
      [c2.id, 1],
    ]);
    const gone = await call(h.deleteControl, { method: "DELETE", path: "/x", token: a.token, params: { id: fw.id, cid: c0.id } });
    expect(gone.status).toBe(404);
    const events = await getDb()
      .select({ action: accountEvents.action })
      .from(accountEvents)
      .where(and(eq(accountEvents.targetId, fw.id)));
    expect(events.map((e) => e.action).sort()).toEqual(
      [
        "custom_framework.created",
        "custom_control.created",
        "custom_control.created",
        "custom_control.created",
        "custom_control.updated",
        "custom_control.updated",
        "custom_control.updated",
        "custom_control.updated",
        "custom_control.deleted",
      ].sort(),
    );
  });

  it("reorders only with exactly the framework's control ids", async () => {
    const a = await createAccount({ tier: "scale" });
    const fw = await createFramework(a);
    const ids: string[] = [];
    for (const l of ["A", "B", "C"]) ids.push((await addControlTo(a, fw.id, { control_id_label: l, title: l })).body.data.id);
    const other = await createFramework(a, { name: "other" });
    const foreign = (await addControlTo(a, other.id, { control_id_label: "Z", title: "z" })).body.data.id;
    const put = (controlIds: string[]) => call(h.reorder, { method: "PUT", path: "/x", token: a.token, params: { id: fw.id }, body: { controlIds } });

    for (const wrong of [[ids[2], ids[1]], [ids[2], ids[1], ids[0], ids[0]], [ids[2], ids[1], foreign], [ids[2], ids[1], ids[0], foreign], []]) {
      const res = await put(wrong);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("validation_failed");
    }
    expect((await getFramework(a, fw.id)).body.data.controls.map((c: { id: string }) => c.id)).toEqual(ids);

    const res = await put([ids[2], ids[0], ids[1]]);
    expect(res.status).toBe(200);
    expect(res.body.data.controls.map((c: { id: string; sort_order: number }) => [c.id, c.sort_order])).toEqual([
      [ids[2], 0],
      [ids[0], 1],
      [ids[1], 2],
    ]);
    expect((await getFramework(a, fw.id)).body.data.controls.map((c: { id: string }) => c.id)).toEqual([ids[2], ids[0], ids[1]]);
  });
});

describe("publish lock", () => {
  it("publishes an empty framework too, which then refuses new controls", async () => {
    const a = await createAccount({ tier: "scale" });
    const fw = await createFramework(a);
    const pub = await publishFramework(a, fw.id);
    expect(pub.status).toBe(200);
    expect(pub.body.data).toMatchObject({ status: "published", controls: [] });
    const add = await addControlTo(a, fw.id, { control_id_label: "L-1", title: "Too late" });
    expect(add.status).toBe(409);
    expect(add.body.error.code).toBe("framework_locked");
  });

  it("locks every structural change with 409 framework_locked and keeps metadata editable", async () => {
    const a = await createAccount({ tier: "scale" });
    const fw = await createFramework(a);
    const c = (await addControlTo(a, fw.id, { control_id_label: "L-1", title: "Locked" })).body.data;
    const pub = await publishFramework(a, fw.id);
    expect(pub.status).toBe(200);
    expect(pub.body.data).toMatchObject({ status: "published", controls: [{ id: c.id }] });
    expect(pub.body.data.published_at).toBeTruthy();
    const again = await publishFramework(a, fw.id);
    expect(again.status).toBe(200);
    expect(again.body.data.published_at).toBe(pub.body.data.published_at);

    const p = { id: fw.id };
    const locked = await Promise.all([
      call(h.addControl, { path: "/x", token: a.token, params: p, body: { control_id_label: "L-2", title: "new" } }),
      call(h.updateControl, { method: "PUT", path: "/x", token: a.token, params: { id: fw.id, cid: c.id }, body: { title: "changed" } }),
      call(h.updateControl, { method: "PUT", path: "/x", token: a.token, params: { id: fw.id, cid: c.id }, body: { standard_mappings: [] } }),
      call(h.deleteControl, { method: "DELETE", path: "/x", token: a.token, params: { id: fw.id, cid: c.id } }),
      call(h.reorder, { method: "PUT", path: "/x", token: a.token, params: p, body: { controlIds: [c.id] } }),
    ]);
    for (const r of locked) {
      expect(r.status).toBe(409);
      expect(r.body.error.code).toBe("framework_locked");
    }
    const meta = await call(h.update, {
      method: "PUT",
      path: "/x",
      token: a.token,
      params: p,
      body: { name: "Renamed", description: "new", version: "2", category: "industry" },
    });
    expect(meta.status).toBe(200);
    expect(meta.body.data).toMatchObject({ name: "Renamed", status: "published", category: "industry" });
    const detail = (await getFramework(a, fw.id)).body.data;
    expect(detail.controls).toEqual([expect.objectContaining({ id: c.id, title: "Locked" })]);
  });
});

describe("clone", () => {
  it("clones a built-in into a draft whose controls map to their source", async () => {
    const a = await createAccount({ tier: "scale" });
    const res = await call(h.clone, { path: "/x", token: a.token, params: { id: "soc2" }, body: { name: "Our SOC 2" } });
    expect(res.status).toBe(201);
    const fw = res.body.data;
    expect(fw).toMatchObject({ name: "Our SOC 2", status: "draft" });
    expect(fw.controls.length).toBeGreaterThan(30);
    const cc61 = fw.controls.find((c: { control_id_label: string }) => c.control_id_label === "CC6.1");
    // The product states the copy's mapping: copied, and equivalent to its source.
    expect(cc61.standard_mappings).toEqual([{ framework: "soc2", controlId: "CC6.1", origin: "copied", relationship: "equivalent" }]);
    expect(fw.controls.map((c: { sort_order: number }) => c.sort_order)).toEqual(fw.controls.map((_: unknown, i: number) => i));
  });

  it("clones NIST 800-53 (a thousand controls) and a custom framework, including a published one", async () => {
    const a = await createAccount({ tier: "scale" });
    const big = await call(h.clone, { path: "/x", token: a.token, params: { id: "nist-800-53" }, body: { name: "800-53" } });
    expect(big.status).toBe(201);
    expect(big.body.data.controls.length).toBeGreaterThan(1000);

    const src = await createFramework(a, { name: "Source", version: "3", category: "internal" });
    await addControlTo(a, src.id, { control_id_label: "S-1", title: "one", standard_mappings: [{ framework: "gdpr", controlId: "Art. 32" }] });
    await addControlTo(a, src.id, { control_id_label: "S-2", title: "two" });
    await publishFramework(a, src.id);
    const copy = await call(h.clone, { path: "/x", token: a.token, params: { id: src.id }, body: { name: "Copy" } });
    expect(copy.status).toBe(201);
    expect(copy.body.data).toMatchObject({ name: "Copy", status: "draft", version: "3", category: "internal" });
    expect(copy.body.data.controls.map((c: { control_id_label: string; standard_mappings: unknown }) => [c.control_id_label, c.standard_mappings])).toEqual([
      ["S-1", [{ framework: "gdpr", controlId: "Art. 32", origin: "user" }]],
      ["S-2", []],
    ]);
    const add = await addControlTo(a, copy.body.data.id, { control_id_label: "S-3", title: "three" });
    expect(add.status).toBe(201);

    const unknown = await call(h.clone, { path: "/x", token: a.token, params: { id: "cobit" }, body: { name: "x" } });
    expect(unknown.status).toBe(404);
    const noName = await call(h.clone, { path: "/x", token: a.token, params: { id: "soc2" }, body: {} });
    expect(noName.status).toBe(400);
  });
});

describe("suggest-mappings", () => {
  it("answers up to 10 ranked suggestions with confidence, optionally for one framework", async () => {
    const a = await createAccount({ tier: "scale" });
    const res = await call(h.suggest, {
      path: "/x",
      token: a.token,
      body: { title: "Multi-factor authentication for remote access", description: "All remote logins require MFA" },
    });
    expect(res.status).toBe(200);
    const list = res.body.data as { framework: string; controlId: string; controlName: string; confidence: number }[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(10);
    for (let i = 1; i < list.length; i++) expect(list[i].confidence).toBeLessThanOrEqual(list[i - 1].confidence);
    for (const s of list) {
      expect(s.confidence).toBeGreaterThanOrEqual(0);
      expect(s.confidence).toBeLessThanOrEqual(1);
    }
    const iso = await call(h.suggest, { path: "/x", token: a.token, body: { title: "Multi-factor authentication for remote access", framework: "iso27001" } });
    expect(iso.body.data.every((s: { framework: string }) => s.framework === "iso27001")).toBe(true);
    expect(iso.body.data.slice(0, 5).map((s: { controlId: string }) => s.controlId)).toContain("A.8.5");

    const bad = await call(h.suggest, { path: "/x", token: a.token, body: { title: "", framework: "cobit", extra: 1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.map((d: { path: string }) => d.path)).toEqual(expect.arrayContaining(["title", "framework"]));
  });
});

describe("OpenAPI", () => {
  it("documents every custom-framework operation", async () => {
    const { GET: openapi } = await import("@/app/api/v1/openapi.json/route");
    const res = await call(openapi, { path: "/api/v1/openapi.json" });
    expect(res.status).toBe(200);
    const paths = res.body.paths as Record<string, Record<string, unknown>>;
    const ops = Object.entries(paths)
      .filter(([p]) => p.startsWith("/api/v1/custom-frameworks"))
      .flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`));
    expect(ops.sort()).toEqual(
      [
        "POST /api/v1/custom-frameworks",
        "GET /api/v1/custom-frameworks",
        "GET /api/v1/custom-frameworks/{id}",
        "PUT /api/v1/custom-frameworks/{id}",
        "DELETE /api/v1/custom-frameworks/{id}",
        "POST /api/v1/custom-frameworks/{id}/controls",
        "PUT /api/v1/custom-frameworks/{id}/controls/{cid}",
        "DELETE /api/v1/custom-frameworks/{id}/controls/{cid}",
        "PUT /api/v1/custom-frameworks/{id}/controls/reorder",
        "POST /api/v1/custom-frameworks/{id}/publish",
        "POST /api/v1/custom-frameworks/{id}/clone",
        "POST /api/v1/custom-frameworks/import",
        "GET /api/v1/custom-frameworks/{id}/export",
        "POST /api/v1/custom-frameworks/{id}/assess",
        "GET /api/v1/custom-frameworks/{id}/assessment",
        "GET /api/v1/custom-frameworks/{id}/assessment/oscal",
        "POST /api/v1/custom-frameworks/suggest-mappings",
        "POST /api/v1/custom-frameworks/suggest-mappings/feedback",
        "GET /api/v1/custom-frameworks/suggest-mappings/feedback",
      ].sort(),
    );
  });
});

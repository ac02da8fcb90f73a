import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { GET as exportBuiltin } from "@/app/api/v1/frameworks/[id]/export/route";
import { customControls, customFrameworks } from "@/db/custom-frameworks";
import { accountEvents } from "@/db/events";
import { getDb } from "@/lib/db/client";
import type { OscalCatalogDocument, OscalProfileDocument } from "@/lib/oscal/types";
import { createAccount, type TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { oscalFixture, oscalSchemaErrors } from "../../helpers/oscal-schema";
import { BASE, handlers as h } from "./routes";

const LOW = "NIST_SP-800-53_rev5_LOW-baseline-resolved-profile_catalog.json";

interface Control {
  control_id_label: string;
  title: string;
  description: string | null;
  category: string | null;
  test_criteria: string | null;
  oscal: {
    id: string;
    parent: string | null;
    parameters: { id: string; label: string | null; values: string[]; text: string }[];
    guidance: string | null;
  } | null;
}

async function importOscal(a: TestAccount, data: Record<string, unknown>) {
  return call(h.importFw, { path: `${BASE}/import`, token: a.token, body: { format: "oscal", data } });
}

async function exportOscal(a: TestAccount, id: string) {
  return call(h.exportFw, { path: `${BASE}/${id}/export?format=oscal`, token: a.token, params: { id } });
}

async function frameworkCount(accountId: string): Promise<number> {
  return (await getDb().select({ id: customFrameworks.id }).from(customFrameworks).where(eq(customFrameworks.accountId, accountId))).length;
}

const shapeOf = (controls: Control[]) => controls.map((c) => [c.control_id_label, c.title, c.category, c.description, c.test_criteria, c.oscal]);

describe("OSCAL catalog import", () => {
  it("imports NIST's basic example catalog with its groups, parameters and guidance", async () => {
    const a = await createAccount({ tier: "scale" });
    const res = await importOscal(a, oscalFixture("basic-catalog.json"));
    expect(res.status).toBe(201);
    const fw = res.body.data;
    expect(fw).toMatchObject({ name: "Sample Security Catalog *for Demonstration* and Testing", version: "1.1", status: "draft", control_count: 4 });
    const first: Control = fw.controls[0];
    expect(first).toMatchObject({ control_id_label: "1.1.1", category: "Organization of Information Security › Internal Organization" });
    expect(first.description).toContain("[Selection (one or more): initiating a device lock after [Assignment: a duration] of inactivity;");
    expect(first.oscal).toMatchObject({ id: "s1.1.1", parent: null });
    expect(first.oscal!.parameters).toEqual([
      {
        id: "s1.1.1-prm1",
        label: "a choice from a selection",
        values: [],
        text: expect.stringMatching(/^\[Selection \(one or more\): initiating a device lock after \[Assignment: a duration\]/),
      },
      { id: "s1.1.1-prm_2", label: "a duration", values: [], text: "[Assignment: a duration]" },
    ]);
    expect(first.oscal!.guidance).toContain("Allocation of information security responsibilities");
    expect(fw.report).toMatchObject({ source: "catalog", controls_imported: 4, groups: 4, parameters: 2, skipped: [] });

    const [row] = await getDb().select().from(customFrameworks).where(eq(customFrameworks.id, fw.id));
    expect(row.origin).toBe("import:oscal");
    expect((row.oscal as { report: unknown }).report).toEqual(fw.report);
    const [event] = await getDb()
      .select()
      .from(accountEvents)
      .where(and(eq(accountEvents.accountId, a.accountId), eq(accountEvents.action, "custom_framework.imported")));
    expect(event.details).toEqual({ format: "oscal", controls: 4, source: "catalog", skipped: 0 });
  });

  it("imports the 2.6 MB LOW baseline in order, with every parameter, quickly", async () => {
    const a = await createAccount({ tier: "scale" });
    const started = performance.now();
    const res = await importOscal(a, oscalFixture(LOW));
    const elapsed = performance.now() - started;
    expect(res.status).toBe(201);
    const controls: Control[] = res.body.data.controls;
    expect(controls).toHaveLength(149);
    expect(controls.slice(0, 5).map((c) => c.control_id_label)).toEqual(["AC-1", "AC-2", "AC-3", "AC-7", "AC-8"]);
    expect(controls.reduce((n, c) => n + c.oscal!.parameters.length, 0)).toBe(445);
    const ac2 = controls[1];
    expect(ac2.description).toContain("c. Require [Assignment: prerequisites and criteria] for group and role membership;");
    expect(ac2.oscal!.parameters[0]).toEqual({
      id: "ac-02_odp.01",
      label: "prerequisites and criteria",
      values: [],
      text: "[Assignment: prerequisites and criteria]",
    });
    const at22 = controls.find((c) => c.control_id_label === "AT-2(2)")!;
    expect(at22.oscal).toMatchObject({ id: "at-2.2", parent: "at-2" });
    expect(res.body.data.report).toMatchObject({ controls_imported: 149, enhancements: 18, parameters: 445 });
    // The budget is 2 s; the test database shares the machine with others, so only a wide bound here (bench/oscal-import.ts measures).
    expect(elapsed).toBeLessThan(10_000);
  });

  it("rejects a document that is not valid OSCAL with each problem's JSON path, and writes nothing", async () => {
    const a = await createAccount({ tier: "scale" });
    const doc = oscalFixture<OscalCatalogDocument>(LOW);
    doc.catalog.groups![0].controls![3].params![0].id = "not a token";
    delete (doc.catalog.groups![1].controls![0] as { title?: string }).title;
    (doc.catalog.metadata as Record<string, unknown>).version = 5;
    const res = await importOscal(a, doc as unknown as Record<string, unknown>);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("validation_failed");
    const paths = (res.body.error.details as { path: string }[]).map((d) => d.path);
    expect(paths).toEqual(
      expect.arrayContaining(["data.catalog.groups.0.controls.3.params.0.id", "data.catalog.groups.1.controls.0.title", "data.catalog.metadata.version"]),
    );
    const profile = await importOscal(a, { profile: { uuid: "nope", metadata: {} } });
    expect(profile.status).toBe(400);
    expect((profile.body.error.details as { path: string }[]).map((d) => d.path)).toEqual(
      expect.arrayContaining(["data.profile.uuid", "data.profile.imports", "data.profile.metadata.title"]),
    );
    const empty = await importOscal(a, {});
    expect(empty.status).toBe(400);
    expect(await frameworkCount(a.accountId)).toBe(0);
    expect(await getDb().select().from(customControls).where(eq(customControls.accountId, a.accountId))).toEqual([]);
  });
});

describe("OSCAL profile import", () => {
  it("resolves a profile against the catalog given beside it", async () => {
    const a = await createAccount({ tier: "scale" });
    const res = await importOscal(a, {
      ...oscalFixture(LOW),
      ...oscalFixture("NIST_SP-800-53_rev5_MODERATE-baseline_profile.json"),
      name: "Moderate, as far as LOW goes",
    });
    expect(res.status).toBe(201);
    expect(res.body.data.name).toBe("Moderate, as far as LOW goes");
    const report = res.body.data.report;
    expect(report.source).toBe("profile");
    expect(report.imports).toEqual([{ href: "#84cbf061-eb87-4ec1-8112-1f529232e907", resolved_against: "the catalog in the request", controls_selected: 149 }]);
    // MODERATE names 287 controls; the LOW catalog has 149 of them, the rest are reported.
    expect(report.skipped.length + report.omitted).toBe(287 - 149);
    expect(report.skipped[0].path).toMatch(/^data\.profile\.imports\.0\.include-controls\.0\.with-ids\.\d+$/);
  });

  it("resolves a profile alone against the built-in SP 800-53: patterns, children, exclusions, parameters and alterations", async () => {
    const a = await createAccount({ tier: "scale" });
    const profile: OscalProfileDocument = {
      profile: {
        uuid: "0d6b1c3e-6a4f-4c7e-9b2d-7f1e2d3c4b5a",
        metadata: { title: "Access tailoring", "last-modified": "2026-02-01T00:00:00Z", version: "2026.1", "oscal-version": "1.1.2" },
        imports: [
          {
            href: "https://raw.githubusercontent.com/usnistgov/oscal-content/main/nist.gov/SP800-53/rev5/json/NIST_SP-800-53_rev5_catalog.json",
            "include-controls": [{ matching: [{ pattern: "ac-2" }], "with-child-controls": "yes" }, { "with-ids": ["ia-2", "zz-1"] }],
            "exclude-controls": [{ matching: [{ pattern: "ac-2.1?" }] }],
          },
        ],
        merge: { "as-is": true },
        modify: {
          "set-parameters": [{ "param-id": "ac-02_odp.10", values: ["quarterly"] }],
          alters: [
            {
              "control-id": "ac-2",
              adds: [{ position: "ending", parts: [{ id: "ac-2_acme", name: "guidance", prose: "Acme reviews accounts every quarter." }] }],
            },
            {
              "control-id": "ia-2",
              removes: [{ "by-name": "statement" }],
              adds: [{ parts: [{ id: "ia-2_smt", name: "statement", prose: "Identify and authenticate every user." }] }],
            },
          ],
        },
      },
    };
    const res = await importOscal(a, profile as unknown as Record<string, unknown>);
    expect(res.status).toBe(201);
    const controls: Control[] = res.body.data.controls;
    // AC-2 and its enhancements 1-9 (10-13 excluded by ac-2.1?), then IA-2 without its enhancements.
    expect(controls.map((c) => c.control_id_label)).toEqual(["AC-2", ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `AC-2(${n})`), "IA-2"]);
    expect(controls[1].oscal).toMatchObject({ id: "ac-2.1", parent: "ac-2" });
    expect(controls[0].category).toBe("Access Control");
    expect(controls[0].oscal!.guidance).toBe("Acme reviews accounts every quarter.");
    expect(controls.at(-1)!.description).toBe("Identify and authenticate every user.");
    const report = res.body.data.report;
    expect(report.imports[0]).toMatchObject({ resolved_against: "built-in nist-800-53", controls_selected: 11 });
    expect(report.skipped).toEqual([
      { path: "data.profile.imports.0.include-controls.1.with-ids.1", reason: 'No control "zz-1" in built-in nist-800-53.' },
      { path: "data.profile.modify.set-parameters.0", reason: 'No parameter "ac-02_odp.10" among the selected controls: the setting is not applied.' },
    ]);
  });

  it("resolves NIST's LOW profile alone against the built-in SP 800-53", async () => {
    const a = await createAccount({ tier: "scale" });
    const res = await importOscal(a, oscalFixture("NIST_SP-800-53_rev5_LOW-baseline_profile.json"));
    expect(res.status).toBe(201);
    expect(res.body.data.control_count).toBe(149);
    expect(res.body.data.report.skipped).toEqual([]);
  });
});

describe("OSCAL catalog export", () => {
  it("exports a built-in framework as a valid catalog, the same bytes every time", async () => {
    const first = await call(exportBuiltin, { path: "/api/v1/frameworks/nist-800-53/export?format=oscal", params: { id: "nist-800-53" } });
    expect(first.status).toBe(200);
    expect(first.headers.get("content-disposition")).toBe('attachment; filename="nist-800-53-oscal-catalog.json"');
    expect(oscalSchemaErrors("catalog", first.body)).toEqual([]);
    expect(first.body.catalog.groups).toHaveLength(20);
    const again = await call(exportBuiltin, { path: "/api/v1/frameworks/nist-800-53/export", params: { id: "nist-800-53" } });
    expect(again.text).toBe(first.text);
    const soc2 = await call(exportBuiltin, { path: "/api/v1/frameworks/soc2/export", params: { id: "soc2" } });
    expect(oscalSchemaErrors("catalog", soc2.body)).toEqual([]);
    const unknown = await call(exportBuiltin, { path: "/api/v1/frameworks/nope/export", params: { id: "nope" } });
    expect(unknown.status).toBe(404);
  });

  it("exports a custom framework made in the product; default export stays compliance-framework/v1", async () => {
    const a = await createAccount({ tier: "scale" });
    const made = await call(h.importFw, {
      path: `${BASE}/import`,
      token: a.token,
      body: {
        format: "json",
        data: {
          format: "compliance-framework/v1",
          framework: { name: "Acme controls", version: "2026.1" },
          controls: [
            {
              control_id_label: "AC-01",
              title: "Access reviews",
              description: "Quarterly.",
              category: "Access",
              evidence_requirements: "Review export.",
              standard_mappings: [{ framework: "soc2", controlId: "CC6.1" }],
            },
            { control_id_label: "OPS-1", title: "Backups", category: null },
          ],
        },
      },
    });
    const id = made.body.data.id;
    const json = await call(h.exportFw, { path: `${BASE}/${id}/export`, token: a.token, params: { id } });
    expect(json.body.data.format).toBe("compliance-framework/v1");
    expect(json.headers.get("content-disposition")).toBeNull();
    const oscal = await exportOscal(a, id);
    expect(oscal.status).toBe(200);
    expect(oscal.headers.get("content-disposition")).toBe('attachment; filename="acme-controls-oscal-catalog.json"');
    expect(oscalSchemaErrors("catalog", oscal.body)).toEqual([]);
    expect(oscal.body.catalog.metadata).toMatchObject({ title: "Acme controls", version: "2026.1", "oscal-version": "1.1.2" });
    // Its mappings and evidence requirements travel with it and come back on import.
    const back = await importOscal(a, oscal.body);
    expect(
      back.body.data.controls.map((c: Control & { evidence_requirements: string | null; standard_mappings: unknown[] }) => [
        c.control_id_label,
        c.category,
        c.evidence_requirements,
        c.standard_mappings,
      ]),
    ).toEqual([
      ["OPS-1", null, null, []],
      ["AC-01", "Access", "Review export.", [{ framework: "soc2", controlId: "CC6.1", origin: "user" }]],
    ]);
  });

  it("round-trips an imported catalog: export, import again, same controls, parameters and order; stable uuids", async () => {
    const a = await createAccount({ tier: "scale" });
    const imported = await importOscal(a, oscalFixture(LOW));
    const id = imported.body.data.id;
    const first = await exportOscal(a, id);
    expect(oscalSchemaErrors("catalog", first.body)).toEqual([]);
    const second = await exportOscal(a, id);
    expect(second.text).toBe(first.text);
    expect(first.body.catalog.uuid).toBe(second.body.catalog.uuid);
    expect(first.body.catalog.metadata["last-modified"]).toBe(imported.body.data.updated_at);

    const again = await importOscal(a, first.body);
    expect(again.status).toBe(201);
    expect(shapeOf(again.body.data.controls)).toEqual(shapeOf(imported.body.data.controls));
    const reExported = await exportOscal(a, again.body.data.id);
    expect(reExported.body.catalog.groups).toEqual(first.body.catalog.groups);
    expect(reExported.body.catalog.uuid).not.toBe(first.body.catalog.uuid);

    // A copy keeps what the import kept, so it exports the same catalog.
    const copy = await call(h.clone, { path: `${BASE}/${id}/clone`, token: a.token, params: { id }, body: { name: "LOW copy" } });
    expect(copy.status).toBe(201);
    expect(copy.body.data.controls[1].oscal.parameters).toHaveLength(10);
    expect((await exportOscal(a, copy.body.data.id)).body.catalog.groups).toEqual(first.body.catalog.groups);
  });

  it("writes an edited control's new text over the imported statement", async () => {
    const a = await createAccount({ tier: "scale" });
    const imported = await importOscal(a, oscalFixture("basic-catalog.json"));
    const id = imported.body.data.id;
    const cid = imported.body.data.controls[1].id;
    const edit = await call(h.updateControl, {
      path: `${BASE}/${id}/controls/${cid}`,
      method: "PUT",
      token: a.token,
      params: { id, cid },
      body: { description: "Duties are split between two people." },
    });
    expect(edit.status).toBe(200);
    const doc = (await exportOscal(a, id)).body as OscalCatalogDocument;
    expect(oscalSchemaErrors("catalog", doc)).toEqual([]);
    const control = doc.catalog.groups![0].groups![0].controls![1];
    expect(control.parts!.find((p) => p.name === "statement")).toEqual({ id: "s1.1.2_stm", name: "statement", prose: "Duties are split between two people." });
    expect(control.parts!.map((p) => p.name)).toEqual(["statement", "guidance", "overview"]);
  });
});

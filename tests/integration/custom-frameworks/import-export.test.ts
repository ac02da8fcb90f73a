import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customFrameworks } from "@/db/custom-frameworks";
import { getDb } from "@/lib/db/client";
import { FRAMEWORK_IMPORT_BODY_LIMIT } from "@/lib/http/body";
import { createAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { addControlTo, BASE, createFramework, getFramework, handlers as h, publishFramework } from "./routes";

const HEADER = "control_id_label,title,description,category,evidence_requirements,test_criteria,standard_mappings";

describe("export and JSON import", () => {
  it("exports compliance-framework/v1 and round-trips through import exactly", async () => {
    const a = await createAccount({ tier: "scale" });
    const fw = await createFramework(a, { name: "Round trip", description: "Desc", version: "1.2", category: "regulatory" });
    await addControlTo(a, fw.id, {
      control_id_label: "RT-1",
      title: 'Quoted "title", with comma',
      description: "Line one\nLine two",
      category: "Access",
      evidence_requirements: "Export",
      test_criteria: "All pass",
      standard_mappings: [
        { framework: "soc2", controlId: "CC6.1" },
        { framework: "nist-800-53", controlId: "AC-2(1)" },
      ],
    });
    await addControlTo(a, fw.id, { control_id_label: "RT-2", title: "Second" });
    await addControlTo(a, fw.id, { control_id_label: "RT-0", title: "First", sort_order: 0 });
    await publishFramework(a, fw.id);

    const exp = await call(h.exportFw, { path: `${BASE}/${fw.id}/export`, token: a.token, params: { id: fw.id } });
    expect(exp.status).toBe(200);
    expect(exp.body.success).toBe(true);
    const doc = exp.body.data;
    expect(doc.format).toBe("compliance-framework/v1");
    expect(doc.framework).toEqual({ name: "Round trip", description: "Desc", version: "1.2", category: "regulatory" });
    expect(doc.controls.map((c: { control_id_label: string }) => c.control_id_label)).toEqual(["RT-0", "RT-1", "RT-2"]);
    expect(doc.controls[1]).toEqual({
      control_id_label: "RT-1",
      title: 'Quoted "title", with comma',
      description: "Line one\nLine two",
      category: "Access",
      evidence_requirements: "Export",
      test_criteria: "All pass",
      standard_mappings: [
        { framework: "soc2", controlId: "CC6.1", origin: "user" },
        { framework: "nist-800-53", controlId: "AC-2(1)", origin: "user" },
      ],
      sort_order: 1,
    });

    const imp = await call(h.importFw, { path: `${BASE}/import`, token: a.token, body: { format: "json", data: doc } });
    expect(imp.status).toBe(201);
    expect(imp.body.data).toMatchObject({ name: "Round trip", status: "draft", control_count: 3 });
    const id = imp.body.data.id;
    expect(id).not.toBe(fw.id);
    const again = await call(h.exportFw, { path: `${BASE}/${id}/export`, token: a.token, params: { id } });
    expect(again.body.data).toEqual(doc);
  });

  it("rejects an invalid document with every problem and writes nothing", async () => {
    const a = await createAccount({ tier: "scale" });
    const res = await call(h.importFw, {
      path: `${BASE}/import`,
      token: a.token,
      body: {
        format: "json",
        data: {
          format: "compliance-framework/v1",
          framework: { name: "Bad" },
          controls: [
            { control_id_label: "A", title: "ok" },
            { control_id_label: "B", title: "", standard_mappings: [{ framework: "iso27001", controlId: "A.99.1" }] },
          ],
        },
      },
    });
    expect(res.status).toBe(400);
    const paths = res.body.error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(["data.controls.1.title", "data.controls.1.standard_mappings.0.controlId"]));
    const dup = await call(h.importFw, {
      path: `${BASE}/import`,
      token: a.token,
      body: {
        format: "json",
        data: {
          format: "compliance-framework/v1",
          framework: { name: "Dup" },
          controls: [
            { control_id_label: "A", title: "a" },
            { control_id_label: "A", title: "b" },
          ],
        },
      },
    });
    expect(dup.status).toBe(400);
    expect(dup.body.error.details[0].path).toBe("data.controls.1.control_id_label");
    const wrongFormat = await call(h.importFw, { path: `${BASE}/import`, token: a.token, body: { format: "xml", data: {} } });
    expect(wrongFormat.status).toBe(400);
    expect(await getDb().select().from(customFrameworks).where(eq(customFrameworks.accountId, a.accountId))).toHaveLength(0);
  });

  it("exports a draft too and 404s a deleted framework", async () => {
    const a = await createAccount({ tier: "scale" });
    const fw = await createFramework(a);
    const exp = await call(h.exportFw, { path: "/x", token: a.token, params: { id: fw.id } });
    expect(exp.body.data).toEqual({
      format: "compliance-framework/v1",
      framework: { name: "Internal controls", description: null, version: null, category: null },
      controls: [],
    });
    await call(h.remove, { method: "DELETE", path: "/x", token: a.token, params: { id: fw.id } });
    expect((await call(h.exportFw, { path: "/x", token: a.token, params: { id: fw.id } })).status).toBe(404);
  });
});

describe("CSV import", () => {
  it("imports quoted commas, doubled quotes, newlines and mappings into a draft", async () => {
    const a = await createAccount({ tier: "scale" });
    const csv = [
      HEADER,
      `AC-1,"Access, reviewed","He said ""review""\nquarterly",Access,"Export, signed",Pass,soc2:CC6.1;iso27001:A.5.18`,
      `AC-2,Second,,,,,gdpr:Art. 32`,
      "",
    ].join("\r\n");
    const res = await call(h.importFw, { path: `${BASE}/import`, token: a.token, body: { format: "csv", data: { name: "From CSV", csv } } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ name: "From CSV", status: "draft" });
    expect(res.body.data.controls).toEqual([
      expect.objectContaining({
        control_id_label: "AC-1",
        title: "Access, reviewed",
        description: 'He said "review"\nquarterly',
        evidence_requirements: "Export, signed",
        standard_mappings: [
          { framework: "soc2", controlId: "CC6.1", origin: "user" },
          { framework: "iso27001", controlId: "A.5.18", origin: "user" },
        ],
        sort_order: 0,
      }),
      expect.objectContaining({
        control_id_label: "AC-2",
        description: null,
        standard_mappings: [{ framework: "gdpr", controlId: "Art. 32", origin: "user" }],
        sort_order: 1,
      }),
    ]);
  });

  it("names row and column of every error and writes nothing", async () => {
    const a = await createAccount({ tier: "scale" });
    const csv = [HEADER, "A,ok,,,,,", 'B,"multi\nline",,,,,soc2:CC0.0', ",missing label,,,,,", "A,dup,,,,,"].join("\n");
    const res = await call(h.importFw, { path: `${BASE}/import`, token: a.token, body: { format: "csv", data: { name: "Bad CSV", csv } } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("validation_failed");
    const details = res.body.error.details as { row: number; column: string; message: string }[];
    expect(details.map((d) => [d.row, d.column])).toEqual([
      [3, "standard_mappings"],
      [4, "control_id_label"],
      [5, "control_id_label"],
    ]);
    for (const d of details) expect(d.message).toContain(`row ${d.row}, column ${d.column}`);
    const header = await call(h.importFw, { path: `${BASE}/import`, token: a.token, body: { format: "csv", data: { name: "x", csv: "id,title\n1,2" } } });
    expect(header.status).toBe(400);
    expect(header.body.error.details[0]).toMatchObject({ row: 1, column: "id" });
    const quote = await call(h.importFw, {
      path: `${BASE}/import`,
      token: a.token,
      body: { format: "csv", data: { name: "x", csv: `${HEADER}\nA,"open,,,,,` } },
    });
    expect(quote.status).toBe(400);
    expect(quote.body.error.details[0].row).toBe(2);
    expect(await getDb().select().from(customFrameworks).where(eq(customFrameworks.accountId, a.accountId))).toHaveLength(0);
  });

  it("imports a few thousand controls and serves them in order", async () => {
    const a = await createAccount({ tier: "scale" });
    const lines = [HEADER];
    for (let i = 0; i < 3000; i++) {
      lines.push(
        `C-${String(i).padStart(4, "0")},"Control ${i}, with comma","Describes control ${i}\nacross lines",Cat ${i % 7},Evidence ${i},Test ` +
          `${i},soc2:CC6.1;iso27001:A.8.5`,
      );
    }
    const csv = lines.join("\n");
    const res = await call(h.importFw, { path: `${BASE}/import`, token: a.token, body: { format: "csv", data: { name: "Big", csv } } });
    expect(res.status).toBe(201);
    expect(res.body.data.control_count).toBe(3000);
    const id = res.body.data.id;
    const detail = (await getFramework(a, id)).body.data;
    expect(detail.controls).toHaveLength(3000);
    expect(detail.controls[2999]).toMatchObject({ control_id_label: "C-2999", sort_order: 2999 });
    const ids = detail.controls.map((c: { id: string }) => c.id).reverse();
    const reordered = await call(h.reorder, { method: "PUT", path: "/x", token: a.token, params: { id }, body: { controlIds: ids } });
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.controls[0].control_id_label).toBe("C-2999");
    const exp = await call(h.exportFw, { path: "/x", token: a.token, params: { id } });
    expect(exp.body.data.controls).toHaveLength(3000);
    const imp = await call(h.importFw, { path: `${BASE}/import`, token: a.token, body: { format: "json", data: exp.body.data } });
    expect(imp.status).toBe(201);
    expect(imp.body.data.controls[0].control_id_label).toBe("C-2999");
  });

  it("refuses a body over 16 MiB with 413", async () => {
    const a = await createAccount({ tier: "scale" });
    const csv = `${HEADER}\nA,${"x".repeat(FRAMEWORK_IMPORT_BODY_LIMIT)},,,,,`;
    const res = await call(h.importFw, { path: `${BASE}/import`, token: a.token, body: { format: "csv", data: { name: "Huge", csv } } });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe("payload_too_large");
  });
});

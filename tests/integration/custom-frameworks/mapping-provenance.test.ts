import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customControls } from "@/db/custom-frameworks";
import { getDb } from "@/lib/db/client";
import { controlsToCsv } from "@/lib/custom-frameworks/internal/csv";
import { createAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { addControlTo, BASE, createFramework, getFramework, handlers as h } from "./routes";
import { prose } from "@/lib/format/prose";

const suggestion = {
  framework: "iso27001",
  controlId: "A.5.15",
  origin: "suggestion",
  relationship: "intersects_with",
  confidence: 0.82,
  modelVersion: "suggest-2026.11",
};

describe("mapping provenance on custom controls", () => {
  it("stores what the request states, answers origin on every mapping and reads old rows as the person's own", async () => {
    const a = await createAccount({ tier: "scale" });
    const fw = await createFramework(a);
    const res = await addControlTo(a, fw.id, {
      control_id_label: "AC-1",
      title: "Access control",
      standard_mappings: [
        { framework: "soc2", controlId: "CC6.1" },
        suggestion,
        { framework: "nist-800-53", controlId: "AC-3", origin: "user", relationship: "subset_of" },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.data.standard_mappings).toEqual([
      { framework: "soc2", controlId: "CC6.1", origin: "user" },
      suggestion,
      { framework: "nist-800-53", controlId: "AC-3", origin: "user", relationship: "subset_of" },
    ]);

    // A row written before provenance existed has no origin: it reads as the person's own.
    await getDb()
      .update(customControls)
      .set({ standardMappings: [{ framework: "gdpr", controlId: "Art. 32" }] })
      .where(eq(customControls.id, res.body.data.id));
    const read = (await getFramework(a, fw.id)).body.data.controls[0];
    expect(read.standard_mappings).toEqual([{ framework: "gdpr", controlId: "Art. 32", origin: "user" }]);
  });

  it("refuses provenance a request cannot state, naming each problem, and writes nothing", async () => {
    const a = await createAccount({ tier: "scale" });
    const fw = await createFramework(a);
    const bad = await addControlTo(a, fw.id, {
      control_id_label: "X-1",
      title: "Bad",
      standard_mappings: [
        { framework: "soc2", controlId: "CC6.1", origin: "suggestion", confidence: 0.5 },
        { framework: "soc2", controlId: "CC6.2", confidence: 0.5 },
        { framework: "soc2", controlId: "CC6.3", relationship: "overlaps" },
        { framework: "soc2", controlId: "CC99.9", origin: "user" },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("validation_failed");
    const paths = bad.body.error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(["standard_mappings.0.modelVersion", "standard_mappings.1.confidence", "standard_mappings.2.relationship"]));

    // `copied` and `crosswalk` are the product's: a new mapping may not claim them.
    const claimed = await addControlTo(a, fw.id, {
      control_id_label: "X-2",
      title: "Claims",
      standard_mappings: [{ framework: "soc2", controlId: "CC6.1", origin: "copied", relationship: "equivalent" }],
    });
    expect(claimed.status).toBe(400);
    expect(claimed.body.error.details).toEqual([expect.objectContaining({ path: "standard_mappings.0.origin" })]);
    const unknownPair = await addControlTo(a, fw.id, {
      control_id_label: "X-3",
      title: "Unknown",
      standard_mappings: [{ framework: "soc2", controlId: "CC99.9", origin: "user" }],
    });
    expect(unknownPair.status).toBe(400);
    expect(unknownPair.body.error.details).toEqual([expect.objectContaining({ path: "standard_mappings.0.controlId" })]);
    expect((await getFramework(a, fw.id)).body.data.controls).toEqual([]);
  });

  it(
    prose("clones a built-in as copied/equivalent, takes that provenance back unchanged, refuses it altered, keeps it through clone, export and", "import"),
    async () => {
      const a = await createAccount({ tier: "scale" });
      const clone = await call(h.clone, { path: "/x", token: a.token, params: { id: "iso27001" }, body: { name: "Our ISO" } });
      expect(clone.status).toBe(201);
      const a515 = clone.body.data.controls.find((c: { control_id_label: string }) => c.control_id_label === "A.5.15");
      const copied = { framework: "iso27001", controlId: "A.5.15", origin: "copied", relationship: "equivalent" };
      expect(a515.standard_mappings).toEqual([copied]);

      const added = { ...suggestion, framework: "nist-800-53", controlId: "AC-3" };
      const update = (body: unknown) =>
        call(h.updateControl, { method: "PUT", path: "/x", token: a.token, params: { id: clone.body.data.id, cid: a515.id }, body });
      // A form sending the control's mappings back, plus one the person adds.
      const echoed = await update({ standard_mappings: [copied, added] });
      expect(echoed.status).toBe(200);
      expect(echoed.body.data.standard_mappings).toEqual([copied, added]);

      const exported = await call(h.exportFw, { path: `${BASE}/x/export`, token: a.token, params: { id: clone.body.data.id } });
      const doc = exported.body.data;
      expect(doc.controls.find((c: { control_id_label: string }) => c.control_id_label === "A.5.15").standard_mappings).toEqual([copied, added]);
      const imported = await call(h.importFw, { path: `${BASE}/import`, token: a.token, body: { format: "json", data: doc } });
      expect(imported.status).toBe(201);
      const again = imported.body.data.controls.find((c: { control_id_label: string }) => c.control_id_label === "A.5.15");
      expect(again.standard_mappings).toEqual([copied, added]);

      const cloneOfCustom = await call(h.clone, { path: "/x", token: a.token, params: { id: imported.body.data.id }, body: { name: "Copy of copy" } });
      expect(cloneOfCustom.body.data.controls.find((c: { control_id_label: string }) => c.control_id_label === "A.5.15").standard_mappings).toEqual([
        copied,
        added,
      ]);

      // CSV keeps the plain framework:controlId form; provenance is not carried there.
      expect(controlsToCsv([again]).split("\n")[1]).toContain("iso27001:A.5.15;nist-800-53:AC-3");

      // Changing what the product stated needs the person's own origin; once changed, `copied` cannot be claimed back.
      const altered = await update({ standard_mappings: [{ ...copied, relationship: "subset_of" }] });
      expect(altered.status).toBe(400);
      expect(altered.body.error.details).toEqual([expect.objectContaining({ path: "standard_mappings.0.origin" })]);
      const mine = await update({ standard_mappings: [{ ...copied, origin: "user", relationship: "subset_of" }] });
      expect(mine.body.data.standard_mappings).toEqual([{ framework: "iso27001", controlId: "A.5.15", origin: "user", relationship: "subset_of" }]);
      expect((await update({ standard_mappings: [copied] })).status).toBe(400);
    },
  );
});

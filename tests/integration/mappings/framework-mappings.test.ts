import { describe, expect, it } from "vitest";
import { GET as controlMappings } from "@/app/api/v1/frameworks/[id]/controls/[controlId]/mappings/route";
import { GET as frameworkMappings } from "@/app/api/v1/frameworks/[id]/mappings/route";
import { call } from "../../helpers/http";

const list = (id: string, query = "") => call(frameworkMappings, { path: `/api/v1/frameworks/${id}/mappings${query}`, params: { id } });
const ofControl = (id: string, controlId: string, query = "") =>
  call(controlMappings, { path: `/api/v1/frameworks/${id}/controls/${encodeURIComponent(controlId)}/mappings${query}`, params: { id, controlId } });

type Item = {
  from: { framework: string; controlId: string };
  to: { framework: string; controlId: string };
  kind: string;
  relationship: string;
  provenance: { origin: string; source?: { key: string; name: string; version: string } };
  via?: { framework: string; controlId: string };
  chain?: { from: { controlId: string }; to: { controlId: string }; source: { key: string } }[];
};

describe("crosswalk mappings of a built-in framework", () => {
  it("answers the official rows with their source, without credentials, and pages them", async () => {
    const first = await list("nist-800-53", "?kind=direct&limit=5");
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(5);
    expect(first.body.data[0]).toEqual({
      from: { framework: "nist-800-53", controlId: "AC-1", title: "Policy and Procedures" },
      to: { framework: "iso27001", controlId: "5.2", title: expect.any(String) },
      relationship: "intersects_with",
      kind: "direct",
      provenance: {
        origin: "crosswalk",
        source: {
          key: "nist-olir-sp800-53r5-to-iso27001-2022",
          name: "NIST OLIR informative reference: SP 800-53 Rev. 5 to ISO/IEC 27001:2022",
          publisher: "NIST",
          version: "2023-10-12 update",
        },
      },
    });
    expect(first.body.pagination.hasMore).toBe(true);
    const second = await list("nist-800-53", `?kind=direct&limit=5&cursor=${first.body.pagination.nextCursor}`);
    expect(second.body.data[0]).not.toEqual(first.body.data[0]);

    let all: Item[] = [];
    for (let cursor: string | null = null, pages = 0; pages === 0 || cursor; pages++) {
      const page = await list("nist-800-53", `?kind=direct&limit=200${cursor ? `&cursor=${cursor}` : ""}`);
      all = all.concat(page.body.data);
      cursor = page.body.pagination.nextCursor;
    }
    expect(all).toHaveLength(642);
    expect(all.every((m) => m.kind === "direct" && m.to.framework === "iso27001" && !m.chain)).toBe(true);
  });

  it("reads a crosswalk from either end: ISO 27001 answers the SP 800-53 and CSF rows turned around", async () => {
    const res = await ofControl("iso27001", "A.5.15", "?kind=direct&limit=200");
    expect(res.status).toBe(200);
    const targets = res.body.data.map((m: Item) => `${m.to.framework}:${m.to.controlId}`);
    expect(targets).toEqual(expect.arrayContaining(["nist-800-53:AC-3", "nist-csf-2:PR.AA-05"]));
    expect(res.body.data.find((m: Item) => m.to.controlId === "PR.AA-05").provenance.source.key).toBe("nist-csf2-informative-reference-iso27001-2022");
    // ISO is joined to both by official crosswalks: nothing is derived for it.
    expect((await list("iso27001", "?kind=derived")).body.data).toEqual([]);
  });

  it("derives CSF 2.0 → SP 800-53 through ISO 27001, marked, with the chain and each hop's source, never mixed with direct ones", async () => {
    const all = await ofControl("nist-csf-2", "PR.AA-05", "?limit=200");
    expect(all.status).toBe(200);
    const kinds = all.body.data.map((m: Item) => m.kind);
    // direct first, then derived: never interleaved
    expect(kinds).toEqual([...kinds].sort((a: string, b: string) => (a === b ? 0 : a === "direct" ? -1 : 1)));
    const direct = all.body.data.filter((m: Item) => m.kind === "direct");
    const derived = all.body.data.filter((m: Item) => m.kind === "derived");
    expect(direct.every((m: Item) => m.to.framework === "iso27001")).toBe(true);
    expect(derived.length).toBeGreaterThan(0);
    for (const d of derived as Item[]) {
      expect(d.to.framework).toBe("nist-800-53");
      expect(d.relationship).toBe("intersects_with");
      expect(d.provenance).toEqual({ origin: "crosswalk" });
      expect(d.via!.framework).toBe("iso27001");
      expect(d.chain!.map((h) => [h.from.controlId, h.to.controlId, h.source.key])).toEqual([
        ["PR.AA-05", d.via!.controlId, "nist-csf2-informative-reference-iso27001-2022"],
        [d.via!.controlId, d.to.controlId, "nist-olir-sp800-53r5-to-iso27001-2022"],
      ]);
    }
    const viaA515 = derived.find((m: Item) => m.via!.controlId === "A.5.15" && m.to.controlId === "AC-3");
    expect(viaA515).toBeDefined();

    const onlyDerived = await ofControl("nist-csf-2", "PR.AA-05", "?kind=derived&target=nist-800-53&limit=200");
    expect(onlyDerived.body.data).toEqual(derived);
    const onlyDirect = await ofControl("nist-csf-2", "PR.AA-05", "?kind=direct&limit=200");
    expect(onlyDirect.body.data).toEqual(direct);
  });

  it("a framework with no crosswalk has no mappings; unknown frameworks, controls and targets are refused", async () => {
    expect((await list("soc2")).body.data).toEqual([]);
    expect((await list("nope")).status).toBe(404);
    expect((await ofControl("nist-800-53", "AC-999")).status).toBe(404);
    const badTarget = await list("nist-800-53", "?target=cobit");
    expect(badTarget.status).toBe(400);
    expect(badTarget.body.error.details).toEqual([expect.objectContaining({ path: "target" })]);
    expect((await list("nist-800-53", "?kind=everything")).status).toBe(400);
  });

  it("reads an enhancement's id URL-encoded", async () => {
    const res = await ofControl("nist-800-53", "AC-2(12)", "?kind=direct");
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([expect.objectContaining({ to: expect.objectContaining({ framework: "iso27001", controlId: "A.8.16" }) })]);
  });
});

import { describe, expect, it } from "vitest";
import { GET as coverageControls } from "@/app/api/v1/coverage/controls/route";
import { GET as coverage } from "@/app/api/v1/coverage/route";
import { POST as addControlHandler } from "@/app/api/v1/custom-frameworks/[id]/controls/route";
import { POST as assessHandler } from "@/app/api/v1/custom-frameworks/[id]/assess/route";
import { POST as cloneHandler } from "@/app/api/v1/custom-frameworks/[id]/clone/route";
import { POST as publishHandler } from "@/app/api/v1/custom-frameworks/[id]/publish/route";
import { POST as createFrameworkHandler } from "@/app/api/v1/custom-frameworks/route";
import { POST as createEvidenceHandler } from "@/app/api/v1/evidence/route";
import { createAccount, type TestAccount } from "../../helpers/accounts";
import { call } from "../../helpers/http";
import { createSchedule, noPractices, profile, runNow } from "../monitoring/helpers";

async function evidence(a: TestAccount, title: string, controls: { framework: string; controlId: string }[]) {
  const res = await call(createEvidenceHandler, {
    path: "/api/v1/evidence",
    token: a.token,
    body: { title, url: `https://evidence.example.com/${encodeURIComponent(title)}`, controls },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.data.id as string;
}

const summary = (a: TestAccount, from: string, to: string) => call(coverage, { path: `/api/v1/coverage?from=${from}&to=${to}`, token: a.token });
const controls = (a: TestAccount, from: string, to: string, extra = "") =>
  call(coverageControls, { path: `/api/v1/coverage/controls?from=${from}&to=${to}${extra}`, token: a.token });

/** Every page of the controls list. */
async function allControls(a: TestAccount, from: string, to: string, extra = "") {
  const out: any[] = [];
  let cursor: string | null = null;
  do {
    const res = await controls(a, from, to, `&limit=200${extra}${cursor ? `&cursor=${cursor}` : ""}`);
    expect(res.status, res.text).toBe(200);
    out.push(...res.body.data);
    cursor = res.body.pagination.nextCursor;
  } while (cursor);
  return out;
}

describe("coverage across frameworks", () => {
  it("counts evidence on ISO 27001 A.5.15 for SP 800-53 through the crosswalk, partly, naming the mapping and its source", async () => {
    const a = await createAccount({ tier: "scale" });
    const id = await evidence(a, "Access control policy", [{ framework: "iso27001", controlId: "A.5.15" }]);

    const res = await summary(a, "iso27001", "nist-800-53");
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      from: { id: "iso27001", custom: false },
      to: { id: "nist-800-53", name: "NIST SP 800-53 Rev. 5", custom: false },
      link: "direct",
      controls: 1007,
      covered: 0,
    });
    const partly = await allControls(a, "iso27001", "nist-800-53", "&status=partly_covered");
    expect(partly.length).toBe(res.body.data.partlyCovered);
    expect(res.body.data.notCovered).toBe(1007 - partly.length);
    const ac3 = partly.find((c) => c.controlId === "AC-3");
    expect(ac3).toMatchObject({ title: "Access Enforcement", status: "partly_covered" });
    expect(ac3.support).toEqual([
      {
        kind: "direct",
        from: { framework: "iso27001", controlId: "A.5.15", title: "Access control" },
        relationship: "intersects_with",
        support: "partial",
        provenance: { origin: "crosswalk", source: expect.objectContaining({ key: "nist-olir-sp800-53r5-to-iso27001-2022", version: "2023-10-12 update" }) },
        items: [{ type: "evidence", id, title: "Access control policy" }],
      },
    ]);
    // CSF 2.0 is joined to ISO by its own official crosswalk: direct too, never derived.
    const csf = (await allControls(a, "iso27001", "nist-csf-2", "&status=partly_covered")).find((c) => c.controlId === "PR.AA-05");
    expect(csf.support).toEqual([
      expect.objectContaining({
        kind: "direct",
        support: "partial",
        provenance: expect.objectContaining({ source: expect.objectContaining({ key: "nist-csf2-informative-reference-iso27001-2022" }) }),
      }),
    ]);
    // The same evidence covers its own control fully.
    const same = await allControls(a, "iso27001", "iso27001", "&status=covered");
    expect(same.map((c) => c.controlId)).toEqual(["A.5.15"]);
    expect(same[0].support[0]).toMatchObject({ kind: "same", support: "full", relationship: null });
  });

  it("reaches CSF 2.0 from SP 800-53 only through a derived chain via ISO 27001, with the chain shown", async () => {
    const a = await createAccount({ tier: "business" });
    await evidence(a, "Access enforcement config", [{ framework: "nist-800-53", controlId: "AC-3" }]);
    const res = await summary(a, "nist-800-53", "nist-csf-2");
    expect(res.body.data).toMatchObject({ link: "derived", covered: 0 });
    expect(res.body.data.partlyCovered).toBeGreaterThan(0);
    const page = await allControls(a, "nist-800-53", "nist-csf-2", "&status=partly_covered");
    const prAa05 = page.find((c) => c.controlId === "PR.AA-05");
    expect(prAa05).toBeDefined();
    const viaA515 = prAa05.support.find((s: any) => s.via.controlId === "A.5.15");
    expect(viaA515).toMatchObject({
      kind: "derived",
      support: "partial",
      relationship: "intersects_with",
      from: { framework: "nist-800-53", controlId: "AC-3" },
    });
    expect(viaA515.provenance).toBeUndefined();
    expect(viaA515.chain.map((h: any) => [`${h.from.framework}:${h.from.controlId}`, `${h.to.framework}:${h.to.controlId}`, h.provenance.source.key])).toEqual([
      ["nist-800-53:AC-3", "iso27001:A.5.15", "nist-olir-sp800-53r5-to-iso27001-2022"],
      ["iso27001:A.5.15", "nist-csf-2:PR.AA-05", "nist-csf2-informative-reference-iso27001-2022"],
    ]);
    expect(prAa05.support.every((s: any) => s.kind === "derived")).toBe(true);
    // Frameworks no crosswalk reaches stay apart.
    expect((await summary(a, "soc2", "nist-800-53")).body.data).toMatchObject({ link: "none", covered: 0, partlyCovered: 0, notCovered: 1007 });
  });

  it("covers a clone of ISO 27001 fully from ISO evidence (copied, equivalent), and SP 800-53 from the clone only through ISO", async () => {
    const a = await createAccount({ tier: "scale" });
    const clone = await call(cloneHandler, { path: "/x", token: a.token, params: { id: "iso27001" }, body: { name: "Our ISO" } });
    const cloneId = clone.body.data.id as string;
    await evidence(a, "Access control policy", [{ framework: "iso27001", controlId: "A.5.15" }]);
    await evidence(a, "Own access review", [{ framework: cloneId, controlId: "A.5.15" }]);

    const fromIso = await allControls(a, "iso27001", cloneId, "&status=covered");
    expect(fromIso.map((c) => c.controlId)).toEqual(["A.5.15"]);
    expect(fromIso[0].support[0]).toMatchObject({ kind: "direct", relationship: "equivalent", support: "full", provenance: { origin: "copied" } });

    expect((await summary(a, cloneId, "nist-800-53")).body.data).toMatchObject({
      from: { id: cloneId, name: "Our ISO", custom: true },
      link: "derived",
      covered: 0,
    });
    const ac3 = (await allControls(a, cloneId, "nist-800-53", "&status=partly_covered")).find((c) => c.controlId === "AC-3");
    expect(ac3.support[0]).toMatchObject({
      kind: "derived",
      via: { framework: "iso27001", controlId: "A.5.15" },
      items: [expect.objectContaining({ title: "Own access review" })],
    });
  });

  it("404s another account's custom framework and unknown ones; a missing framework is validation_failed", async () => {
    const a = await createAccount({ tier: "scale" });
    const other = await createAccount({ tier: "scale" });
    const theirs = await call(createFrameworkHandler, { path: "/api/v1/custom-frameworks", token: other.token, body: { name: "Theirs" } });
    const theirId = theirs.body.data.id as string;
    expect((await summary(a, theirId, "iso27001")).status).toBe(404);
    expect((await controls(a, "iso27001", theirId)).status).toBe(404);
    expect((await summary(other, theirId, "iso27001")).status).toBe(200);
    expect((await summary(a, "cobit", "iso27001")).status).toBe(404);
    const missing = await call(coverage, { path: "/api/v1/coverage?from=iso27001", token: a.token });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details).toEqual([expect.objectContaining({ path: "to" })]);
    expect((await call(coverage, { path: "/api/v1/coverage?from=iso27001&to=soc2" })).status).toBe(401);
  });
});

describe("readiness through mappings", () => {
  it("makes an SP 800-53 control at most partial from evidence on an ISO control it intersects with, and says so", async () => {
    const a = await createAccount({ tier: "business" });
    const id = await evidence(a, "Access control policy", [{ framework: "iso27001", controlId: "A.5.15" }]);
    const s = await createSchedule(a, { frameworkId: "nist-800-53", frequency: "monthly", businessProfile: profile(noPractices) });
    const res = await runNow(a, s.id);
    expect(res.status, res.text).toBe(200);
    const ac3 = res.body.data.controls.find((c: { controlId: string }) => c.controlId === "AC-3");
    expect(ac3).toMatchObject({ readiness: "partial", status: "partial" });
    expect(ac3.reason).toContain(
      'Partly met through mappings: evidence "Access control policy" on ISO/IEC 27001:2022 A.5.15 (intersects with; official crosswalk)',
    );
    expect(ac3.sources).toEqual([
      {
        type: "evidence",
        id,
        title: "Access control policy",
        detail: "current; via ISO/IEC 27001:2022 A.5.15 (intersects with; official crosswalk)",
        counts: true,
        via: {
          framework: "iso27001",
          controlId: "A.5.15",
          relationship: "intersects_with",
          kind: "direct",
          origin: "crosswalk",
          support: "partial",
          source: "NIST OLIR informative reference: SP 800-53 Rev. 5 to ISO/IEC 27001:2022, 2023-10-12 update",
        },
      },
    ]);
    // Never more than partial through an overlap: no 800-53 control is met by ISO evidence alone.
    expect(res.body.data.controls.some((c: { readiness: string }) => c.readiness === "met")).toBe(false);
  });

  it("weighs a custom control's mappings by their relationship: covering ones as direct support, an overlap as partial", async () => {
    const a = await createAccount({ tier: "scale" });
    const fw = await call(createFrameworkHandler, { path: "/api/v1/custom-frameworks", token: a.token, body: { name: "Weighed" } });
    const fwId = fw.body.data.id as string;
    const add = (body: Record<string, unknown>) => call(addControlHandler, { path: "/x", token: a.token, params: { id: fwId }, body });
    await add({
      control_id_label: "NARROW",
      title: "Narrower than A.5.15",
      standard_mappings: [{ framework: "iso27001", controlId: "A.5.15", relationship: "subset_of" }],
    });
    await add({
      control_id_label: "OVERLAP",
      title: "Overlaps A.5.15",
      standard_mappings: [{ framework: "iso27001", controlId: "A.5.15", relationship: "intersects_with" }],
    });
    await add({ control_id_label: "STATED", title: "Mapped without a relationship", standard_mappings: [{ framework: "iso27001", controlId: "A.5.15" }] });
    await call(publishHandler, { path: "/x", method: "POST", token: a.token, params: { id: fwId } });
    await evidence(a, "Access control policy", [{ framework: "iso27001", controlId: "A.5.15" }]);

    const res = await call(assessHandler, { path: "/x", method: "POST", token: a.token, params: { id: fwId }, body: {} });
    expect(res.status, res.text).toBe(201);
    const byLabel = Object.fromEntries(res.body.data.controls.map((c: { control_id_label: string }) => [c.control_id_label, c]));
    expect(byLabel.NARROW.readiness).toBe("met");
    expect(byLabel.NARROW.sources[0].via).toMatchObject({ relationship: "superset_of", support: "full", origin: "user" });
    expect(byLabel.OVERLAP.readiness).toBe("partial");
    expect(byLabel.OVERLAP.reason).toContain("on ISO/IEC 27001:2022 A.5.15 (intersects with; yours)");
    expect(byLabel.STATED.readiness).toBe("met");
    expect(byLabel.STATED.sources[0].detail).toBe("current; via ISO/IEC 27001:2022 A.5.15 (relationship not stated; yours)");
  });
});

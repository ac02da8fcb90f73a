import { describe, expect, it } from "vitest";
import { buildAssessmentResults, assessmentResultsShape, type AssessmentResultsInput } from "@/lib/oscal/assessment-results";
import { oscalJson } from "@/lib/oscal/datatypes";
import { productProp } from "@/lib/oscal/metadata";
import { readinessAssessmentResults } from "@/lib/oscal/readiness-results";
import { stableUuid } from "@/lib/oscal/uuid";
import { OSCAL_VERSION } from "@/lib/oscal/version";
import { oscalFixture, oscalSchemaErrors } from "../../helpers/oscal-schema";

const SHA = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";

/** An audit-like assessment with every part filled, including text OSCAL's datatypes would refuse as stored. */
function sample(overrides: Partial<AssessmentResultsInput> = {}): AssessmentResultsInput {
  return {
    scope: ["audit", "3b0c5e0e-9a8f-4c1d-8e2f-6a7b8c9d0e1f"],
    metadata: {
      title: "Assessment results: SOC 2 FY2026\n",
      lastModified: new Date("2026-03-01T10:00:00Z"),
      version: "in_progress",
      props: [productProp("framework", "soc2")],
    },
    roles: [{ id: "assessor", title: "Assessor" }],
    parties: [
      { id: "firm", type: "organization", name: "Audit & Co", roleId: "assessor" },
      { id: "inv-1", type: "person", name: "Ada Auditor", email: "ada@audit.example", roleId: "assessor", memberOf: "firm" },
    ],
    plan: { title: "Audit plan", description: "SOC 2 Type II, Privacy out of scope." },
    result: { title: "SOC 2 FY2026", description: "", start: new Date("2026-01-01T00:00:00Z"), end: null, props: [productProp("audit-type", "type_ii")] },
    reviewedControls: { include: ["CC6.1", "CC7.2", "164.308(a)(1)"], exclude: [{ controlId: "P1.1", reason: "Privacy is not part of this engagement." }] },
    observations: [
      {
        id: "ev-1",
        title: "MFA policy",
        description: "Uploaded evidence.",
        methods: ["EXAMINE"],
        types: ["control-objective"],
        collected: "2026-02-01T09:00:00.000Z",
        evidence: [
          {
            id: "file-1",
            description: "MFA policy",
            href: "http://localhost:3000/api/v1/evidence/files/f1",
            filename: "mfa policy.pdf",
            mediaType: "application/pdf",
            sha256: SHA,
            size: 1234,
          },
        ],
      },
      {
        id: "ev-2",
        title: "Access review",
        description: "Link only.",
        methods: ["EXAMINE", "EXAMINE"],
        collected: "2026-02-02T09:00:00.000Z",
        evidence: [{ id: "ev-2", description: "Quarterly access review", href: "https://example.com/review" }],
      },
    ],
    risks: [
      {
        id: "f-1",
        title: "MFA not enforced for admins",
        description: "Two admin accounts lack MFA.",
        statement: "",
        status: "open",
        deadline: new Date("2026-04-30T00:00:00Z"),
        observationIds: ["ev-1"],
        remediations: [
          { id: "f-1:recommendation", lifecycle: "recommendation", title: "Auditor's recommendation", description: "Enforce MFA." },
          {
            id: "f-1:plan",
            lifecycle: "planned",
            title: "Management response",
            description: "Rolling out MFA.",
            milestones: [{ id: "f-1:due", title: "Due", start: "2026-03-01T00:00:00Z", end: "2026-04-30T00:00:00Z" }],
          },
        ],
      },
    ],
    findings: [
      {
        id: "control:CC6.1",
        title: "CC6.1 Logical access",
        description: "Failed.",
        target: { controlId: "CC6.1", state: "not-satisfied", reason: "fail" },
        observationIds: ["ev-1", "ev-1"],
      },
      {
        id: "f-1",
        title: "MFA not enforced",
        description: "Two admins.",
        target: { controlId: "164.308(a)(1)", state: "not-satisfied" },
        riskIds: ["f-1"],
        observationIds: ["ev-1"],
        props: [productProp("severity", "major")],
      },
    ],
    ...overrides,
  };
}

describe("buildAssessmentResults", () => {
  it("validates against NIST's assessment-results schema and declares the OSCAL version", () => {
    const doc = buildAssessmentResults(sample());
    expect(oscalSchemaErrors("assessment-results", doc)).toEqual([]);
    expect(doc["assessment-results"].metadata["oscal-version"]).toBe(OSCAL_VERSION);
    expect(assessmentResultsShape.safeParse(doc).success).toBe(true);
  });

  it("NIST's own assessment-results example validates against the same schema", () => {
    expect(oscalSchemaErrors("assessment-results", oscalFixture("ifa_assessment-results-example.json"))).toEqual([]);
  });

  it("derives every uuid from the scope and the product's ids, so two builds are byte-identical", () => {
    const a = oscalJson(buildAssessmentResults(sample()));
    expect(oscalJson(buildAssessmentResults(sample()))).toBe(a);
    const doc = buildAssessmentResults(sample());
    const scope = ["audit", "3b0c5e0e-9a8f-4c1d-8e2f-6a7b8c9d0e1f"];
    expect(doc["assessment-results"].results[0].observations?.[0].uuid).toBe(stableUuid(...scope, "observation", "ev-1"));
    expect(doc["assessment-results"].results[0].findings?.[1].uuid).toBe(stableUuid(...scope, "finding", "f-1"));
    const other = buildAssessmentResults(sample({ scope: ["audit", "another"] }));
    expect(other["assessment-results"].uuid).not.toBe(doc["assessment-results"].uuid);
  });

  it("carries the evidence's hashes on the observation and as a back-matter resource import-ap sits beside", () => {
    const ar = buildAssessmentResults(sample())["assessment-results"];
    const evidence = ar.results[0].observations![0]["relevant-evidence"]![0];
    expect(evidence.href).toBe("http://localhost:3000/api/v1/evidence/files/f1");
    expect(evidence.props).toContainEqual(expect.objectContaining({ name: "sha256", value: SHA }));
    const resourceUuid = evidence.links![0].href.slice(1);
    const resource = ar["back-matter"]!.resources.find((r) => r.uuid === resourceUuid)!;
    expect(resource.rlinks![0].hashes).toEqual([{ algorithm: "SHA-256", value: SHA }]);
    expect(ar["back-matter"]!.resources.map((r) => r.uuid)).toContain(ar["import-ap"].href.slice(1));
    // A link without a file has no resource and no hash.
    expect(ar.results[0].observations![1]["relevant-evidence"]![0].links).toBeUndefined();
    expect(ar.results[0].observations![1].methods).toEqual(["EXAMINE"]);
  });

  it("targets each control's statement by its NIST-style id, and lists exclusions with their reason", () => {
    const result = buildAssessmentResults(sample())["assessment-results"].results[0];
    expect(result.findings!.map((f) => f.target["target-id"])).toEqual(["cc6.1_smt", "c-164.308.a.1_smt"]);
    expect(result.findings![0]["related-observations"]).toHaveLength(1);
    const selection = result["reviewed-controls"]["control-selections"][0];
    expect(selection["exclude-controls"]).toEqual([{ "control-id": "p1.1" }]);
    expect(selection.remarks).toContain("Privacy is not part of this engagement.");
    const risk = result.risks![0];
    expect(risk.remediations!.map((r) => r.lifecycle)).toEqual(["recommendation", "planned"]);
    expect(risk.remediations![1].tasks![0].timing).toEqual({ "within-date-range": { start: "2026-03-01T00:00:00.000Z", end: "2026-04-30T00:00:00.000Z" } });
  });

  it("keeps an imported control's own OSCAL id", () => {
    const result = buildAssessmentResults(sample({ oscalIds: new Map([["CC6.1", "soc2-cc6_1"]]) }))["assessment-results"].results[0];
    expect(result.findings![0].target["target-id"]).toBe("soc2-cc6_1_smt");
    expect(result["reviewed-controls"]["control-selections"][0]["include-controls"]![0]).toEqual({ "control-id": "soc2-cc6_1" });
  });

  it("stays valid whatever text was stored: blank titles, multi-line values, addresses the schema would refuse", () => {
    const doc = buildAssessmentResults(
      sample({
        metadata: { title: "  ", lastModified: "2026-03-01T10:00:00.000Z", version: " ", props: [productProp("note", "line one\n  line two  ")] },
        parties: [{ id: "p", type: "person", name: "", email: "ünï@例え.jp", roleId: "assessor" }],
        result: { title: "", description: "", start: "2026-01-01T00:00:00.000Z", props: [productProp("empty", "   ")] },
        reviewedControls: { include: ["Art. 5", "164.308(a)(1)(ii)(A)", "4.1"], exclude: [{ controlId: "x", reason: null }] },
      }),
    );
    expect(oscalSchemaErrors("assessment-results", doc)).toEqual([]);
    const metadata = doc["assessment-results"].metadata;
    expect(metadata.props![0].value).toBe("line one line two");
    expect(metadata.parties![0]).not.toHaveProperty("email-addresses");
  });

  it("stays valid with nothing assessed and nothing observed", () => {
    const doc = buildAssessmentResults(sample({ reviewedControls: { include: [] }, observations: [], risks: [], findings: [], parties: [] }));
    expect(oscalSchemaErrors("assessment-results", doc)).toEqual([]);
    expect(doc["assessment-results"].results[0].findings).toBeUndefined();
  });
});

describe("readinessAssessmentResults", () => {
  const input = readinessAssessmentResults({
    scope: ["monitoring-result", "r-1"],
    metadata: { title: "SOC 2 check", lastModified: "2026-03-02T00:00:00.000Z", version: "2026-03-02T00:00:00.000Z" },
    plan: { title: "Readiness model", description: "Evidence, documents, tests and attestations." },
    result: { title: "SOC 2 check", description: "Scheduled check.", start: "2026-03-02T00:00:00.000Z", end: "2026-03-02T00:00:01.000Z" },
    assessedAt: "2026-03-02T00:00:01.000Z",
    controls: [
      {
        label: "CC6.1",
        title: "Logical access",
        readiness: "met",
        status: "passed",
        reason: "Current evidence.",
        evidenceCount: 2,
        sources: [{ type: "evidence", id: "e1", title: "MFA policy", detail: "current", counts: true, href: "http://localhost:3000/api/v1/evidence/e1" }],
      },
      {
        label: "CC7.2",
        readiness: "partial",
        status: "partial",
        reason: "A test is failing.",
        sources: [
          { type: "test", id: "t1", title: "MFA on", detail: "test failing", counts: false },
          { type: "attestation", title: "Training", detail: "attested", counts: true },
        ],
      },
      { label: "CC9.9", readiness: "missing", status: "failed", reason: "Nothing refers to it.", sources: [] },
      { label: "P1.1", readiness: "not_applicable", status: "not_applicable", reason: "No personal data.", sources: [] },
    ],
  });

  it("makes one observation and one finding per applicable control and excludes the rest", () => {
    const doc = buildAssessmentResults(input);
    expect(oscalSchemaErrors("assessment-results", doc)).toEqual([]);
    const result = doc["assessment-results"].results[0];
    expect(result.findings!.map((f) => [f.target["target-id"], f.target.status.state])).toEqual([
      ["cc6.1_smt", "satisfied"],
      ["cc7.2_smt", "not-satisfied"],
      ["cc9.9_smt", "not-satisfied"],
    ]);
    expect(result.observations!.map((o) => o.methods)).toEqual([["EXAMINE"], ["TEST", "INTERVIEW"], ["EXAMINE"]]);
    expect(result["reviewed-controls"]["control-selections"][0]["exclude-controls"]).toEqual([{ "control-id": "p1.1" }]);
    expect(result.observations![0]["relevant-evidence"]![0].href).toBe("http://localhost:3000/api/v1/evidence/e1");
  });
});

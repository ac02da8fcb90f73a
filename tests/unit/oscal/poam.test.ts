import { describe, expect, it } from "vitest";
import { buildAssessmentResults } from "@/lib/oscal/assessment-results";
import { oscalJson } from "@/lib/oscal/datatypes";
import { productProp } from "@/lib/oscal/metadata";
import { buildPoam, poamShape, type PoamInput } from "@/lib/oscal/poam";
import { OSCAL_VERSION } from "@/lib/oscal/version";
import { oscalFixture, oscalSchemaErrors } from "../../helpers/oscal-schema";

const scope = ["audit", "3b0c5e0e-9a8f-4c1d-8e2f-6a7b8c9d0e1f"];

function sample(overrides: Partial<PoamInput> = {}): PoamInput {
  return {
    scope,
    metadata: { title: "POA&M: SOC 2 FY2026", lastModified: "2026-03-01T10:00:00.000Z", version: "findings" },
    system: { id: "account-1", title: "Acme, assessed against SOC 2", description: "The system the audit covers." },
    observations: [
      {
        id: "ev-1",
        title: "MFA policy",
        description: "Uploaded.",
        methods: ["EXAMINE"],
        collected: "2026-02-01T09:00:00.000Z",
        evidence: [{ id: "file-1", description: "MFA policy", href: "http://localhost:3000/api/v1/evidence/files/f1", sha256: "ab".repeat(32) }],
      },
    ],
    risks: [
      {
        id: "f-1",
        title: "MFA not enforced",
        description: "Two admin accounts lack MFA.",
        statement: "Admin access without a second factor.",
        status: "remediating",
        deadline: "2026-04-30T00:00:00.000Z",
        observationIds: ["ev-1"],
        // A due date before the finding was recorded: the milestone falls on the due date alone.
        remediations: [
          {
            id: "f-1:plan",
            lifecycle: "planned",
            title: "Management response",
            description: "Rolling out MFA.",
            milestones: [{ id: "f-1:due", title: "Due", start: "2026-05-01T00:00:00.000Z", end: "2026-04-30T00:00:00.000Z" }],
          },
        ],
      },
    ],
    findings: [
      {
        id: "f-1",
        title: "MFA not enforced",
        description: "Two admins.",
        target: { controlId: "AC-2(1)", state: "not-satisfied" },
        riskIds: ["f-1"],
        observationIds: ["ev-1"],
      },
    ],
    items: [
      {
        id: "f-1",
        title: "MFA not enforced",
        description: "Enforce MFA.",
        props: [productProp("severity", "major")],
        findingIds: ["f-1"],
        observationIds: ["ev-1"],
        riskIds: ["f-1"],
      },
    ],
    ...overrides,
  };
}

describe("buildPoam", () => {
  it("validates against NIST's POA&M schema and declares the OSCAL version", () => {
    const doc = buildPoam(sample());
    expect(oscalSchemaErrors("poam", doc)).toEqual([]);
    expect(doc["plan-of-action-and-milestones"].metadata["oscal-version"]).toBe(OSCAL_VERSION);
    expect(poamShape.safeParse(doc).success).toBe(true);
  });

  it("NIST's own POA&M example validates against the same schema", () => {
    expect(oscalSchemaErrors("poam", oscalFixture("ifa_plan-of-action-and-milestones.json"))).toEqual([]);
  });

  it("points import-ssp at the system resource and carries milestones from the due date", () => {
    const poam = buildPoam(sample())["plan-of-action-and-milestones"];
    expect(poam["back-matter"].resources[0].uuid).toBe(poam["import-ssp"].href.slice(1));
    expect(poam["system-id"].id).toBe(poam["back-matter"].resources[0].uuid);
    expect(poam.risks![0].remediations![0].tasks![0].timing).toEqual({ "on-date": { date: "2026-04-30T00:00:00.000Z" } });
    expect(poam.findings![0].target["target-id"]).toBe("ac-2.1_smt");
    const item = poam["poam-items"][0];
    expect(item["related-findings"]![0]["finding-uuid"]).toBe(poam.findings![0].uuid);
    expect(item["related-risks"]![0]["risk-uuid"]).toBe(poam.risks![0].uuid);
  });

  it("gives a finding and an observation the same uuid as the assessment results of the same scope", () => {
    const poam = buildPoam(sample())["plan-of-action-and-milestones"];
    const ar = buildAssessmentResults({
      scope,
      metadata: { title: "AR", lastModified: "2026-03-01T10:00:00.000Z", version: "1" },
      plan: { title: "Plan", description: "Plan." },
      result: { title: "R", description: "R.", start: "2026-01-01T00:00:00.000Z" },
      reviewedControls: { include: ["AC-2(1)"] },
      observations: sample().observations,
      findings: sample().findings,
    })["assessment-results"];
    expect(ar.results[0].findings![0].uuid).toBe(poam.findings![0].uuid);
    expect(ar.results[0].observations![0].uuid).toBe(poam.observations![0].uuid);
  });

  it("is byte-identical for the same input and refuses an empty plan", () => {
    expect(oscalJson(buildPoam(sample()))).toBe(oscalJson(buildPoam(sample())));
    expect(() => buildPoam(sample({ items: [] }))).toThrow(/at least one item/);
  });
});

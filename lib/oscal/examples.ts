import { buildAssessmentResults } from "./assessment-results";
import { productProp } from "./metadata";
import { buildPoam } from "./poam";

/** Small documents for the API reference's examples, built by the same builders so they always match the shapes. */

const SCOPE = ["audit", "7d0f6b2e-3c1a-4e5f-8a9b-0c1d2e3f4a5b"];
const FILE = {
  id: "file-1",
  description: "MFA enforcement policy",
  href: "https://compliance.example.com/api/v1/evidence/files/2f6d1c7e-8a9b-4c0d-9e1f-2a3b4c5d6e7f",
  filename: "mfa-policy.pdf",
  mediaType: "application/pdf",
  sha256: "3a7bd3e2360a3d29eea436fcfb7e44c735d117c42d1c1835420b6b9942dd4f1b",
  size: 48213,
};
const OBSERVATION = {
  id: "evidence-1",
  title: "MFA enforcement policy",
  description: "Evidence held by the audit for CC6.1: mfa-policy.pdf.",
  methods: ["EXAMINE" as const],
  types: ["control-objective"],
  collected: "2026-02-03T09:12:00.000Z",
  evidence: [FILE],
};
const FINDING = {
  id: "finding-1",
  title: "MFA not enforced for two administrators",
  description: "Two administrator accounts sign in without a second factor.",
  target: { controlId: "CC6.1", state: "not-satisfied" as const, remarks: "Finding open." },
  props: [productProp("severity", "major")],
  observationIds: ["evidence-1"],
  riskIds: ["finding-1"],
};
const RISK = {
  id: "finding-1",
  title: FINDING.title,
  description: FINDING.description,
  statement: "A major finding on CC6.1: while it is open, the control is not fully met.",
  status: "remediating" as const,
  deadline: "2026-04-30T00:00:00.000Z",
  observationIds: ["evidence-1"],
  remediations: [
    {
      id: "finding-1:response",
      lifecycle: "planned" as const,
      title: "Management response",
      description: "MFA is enforced for every administrator by the end of April.",
      milestones: [{ id: "finding-1:due", title: "Remediation due", start: "2026-03-02T10:00:00.000Z", end: "2026-04-30T00:00:00.000Z" }],
    },
  ],
};
const METADATA = { lastModified: "2026-03-02T10:00:00.000Z", version: "findings" };

export const ASSESSMENT_RESULTS_EXAMPLE = buildAssessmentResults({
  scope: SCOPE,
  metadata: { ...METADATA, title: "Assessment results: SOC 2 FY2026" },
  plan: { title: "Audit plan: SOC 2 FY2026", description: "A Type II audit of Acme against SOC 2 over the observation period 1 Jan 2026 to 30 Jun 2026." },
  result: {
    title: "SOC 2 FY2026",
    description: "A Type II audit of Acme against SOC 2. Findings.",
    start: "2026-01-01T00:00:00.000Z",
    end: "2026-06-30T23:59:59.999Z",
  },
  reviewedControls: { include: ["CC6.1"], exclude: [{ controlId: "P1.1", reason: "Privacy is not part of this engagement." }] },
  observations: [OBSERVATION],
  risks: [RISK],
  findings: [FINDING],
});

export const POAM_EXAMPLE = buildPoam({
  scope: SCOPE,
  metadata: { ...METADATA, title: "Plan of action and milestones: SOC 2 FY2026" },
  system: { id: "account-1", title: "Acme: SOC 2", description: "A Type II audit of Acme against SOC 2." },
  observations: [OBSERVATION],
  risks: [RISK],
  findings: [FINDING],
  items: [
    {
      id: "finding-1",
      title: FINDING.title,
      description: FINDING.description,
      props: [productProp("severity", "major")],
      findingIds: ["finding-1"],
      observationIds: ["evidence-1"],
      riskIds: ["finding-1"],
    },
  ],
});

import type { ObservationMethod } from "./assessment-common";
import type { AssessmentResultsInput } from "./assessment-results";
import { productProp } from "./metadata";

/**
 * A readiness assessment (a custom framework's assessment, a monitoring check) as assessment-results input: per
 * applicable control one observation listing every source weighed (evidence, documents, tests, attestations) and one
 * finding whose target is satisfied exactly when the control is met; a not-applicable control is excluded with its
 * reason. The readiness words arrive as plain strings, so this stays a leaf.
 */

export interface ReadinessSourceInput {
  type: "evidence" | "document" | "attestation" | "test" | "risk_assessment";
  id?: string;
  title: string;
  detail: string;
  counts: boolean;
  /** Where the source can be read (an evidence item's URL), when it has one. */
  href?: string | null;
}

export interface ReadinessControlInput {
  label: string;
  title?: string | null;
  readiness: "met" | "partial" | "missing" | "not_applicable";
  /** The status in the exporting family's own words (`satisfied`, `stale`, `passed` …), carried as a prop. */
  status: string;
  reason: string;
  evidenceCount?: number;
  sources: ReadinessSourceInput[];
}

export type ReadinessResultsInput = Omit<AssessmentResultsInput, "reviewedControls" | "observations" | "findings" | "risks"> & {
  /** When the sources were weighed: every observation's `collected`. */
  assessedAt: Date | string;
  controls: ReadinessControlInput[];
};

const METHOD_OF: Record<ReadinessSourceInput["type"], ObservationMethod> = {
  evidence: "EXAMINE",
  document: "EXAMINE",
  // What the organisation says of itself in its business profile: the closest OSCAL method is an interview.
  attestation: "INTERVIEW",
  test: "TEST",
  // A signed risk assessment: a document the organisation wrote, examined.
  risk_assessment: "EXAMINE",
};

const named = (c: ReadinessControlInput) => (c.title?.trim() ? `${c.label} ${c.title.trim()}` : c.label);

export function readinessAssessmentResults(input: ReadinessResultsInput): AssessmentResultsInput {
  const { controls, assessedAt, ...rest } = input;
  const applicable = controls.filter((c) => c.readiness !== "not_applicable");
  return {
    ...rest,
    reviewedControls: {
      description: "Every control of the framework; a control that does not apply to the organisation is excluded with the reason.",
      include: applicable.map((c) => c.label),
      exclude: controls.filter((c) => c.readiness === "not_applicable").map((c) => ({ controlId: c.label, reason: c.reason })),
    },
    observations: applicable.map((c) => {
      const counted = c.sources.filter((s) => s.counts).length;
      const tally =
        `${c.sources.length} source${c.sources.length === 1 ? "" : "s"} weighed, ${counted} counted` +
        (c.evidenceCount === undefined ? "." : `; ${c.evidenceCount} evidence item${c.evidenceCount === 1 ? "" : "s"} refer to the control.`);
      return {
        id: c.label,
        title: `Sources for ${named(c)}`,
        description: `${c.reason}\n\n${tally}`,
        methods: c.sources.length ? c.sources.map((s) => METHOD_OF[s.type]) : ["EXAMINE"],
        types: ["control-objective"],
        collected: assessedAt,
        props: [productProp("control-id", c.label), ...(c.evidenceCount === undefined ? [] : [productProp("evidence-count", c.evidenceCount)])],
        evidence: c.sources.map((s, i) => ({
          id: `${c.label}#${i}`,
          description: `${s.title} (${s.detail})`,
          href: s.href ?? null,
          props: [productProp("source-type", s.type), productProp("counts", s.counts), ...(s.id ? [productProp("source-id", s.id)] : [])],
        })),
      };
    }),
    findings: applicable.map((c) => ({
      id: c.label,
      title: named(c),
      description: c.reason,
      target: {
        controlId: c.label,
        title: named(c),
        state: c.readiness === "met" ? "satisfied" : "not-satisfied",
        reason: c.readiness === "met" ? "pass" : "fail",
        remarks: c.readiness === "partial" ? "Partly met: some of what the control needs is in place." : null,
      },
      props: [productProp("readiness", c.readiness), productProp("status", c.status)],
      observationIds: [c.label],
    })),
  };
}

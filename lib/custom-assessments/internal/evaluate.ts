import {
  assessReadiness,
  customReadinessControl,
  documentFactsOf,
  isSnapshotSource,
  attestationsOf,
  assessmentStatusOf,
  type BusinessProfile,
  type DocumentVersionFact,
  type ReadinessSource,
  type TestOutcome,
} from "@/lib/readiness";
import type { RiskAssessmentFact } from "@/lib/risks";
import type { ScopeDecisionFact } from "@/lib/scope";
import { getBuiltinFramework } from "@/lib/frameworks";
import type { AssessmentStatus } from "@/lib/vocabulary";
import type { StandardMapping } from "@/lib/custom-frameworks";
import type { ControlAssessment } from "../schemas";

export interface EvaluatedControl {
  control_id_label: string;
  title: string;
  evidence_requirements: string | null;
  standard_mappings: StandardMapping[];
}

/** One evidence item and every control reference it carries. */
export interface EvidenceForAssessment {
  id: string;
  title: string;
  expiresAt: Date | null;
  /** `integration`: an integration's snapshot, listed with the evidence but weighed through its tests. */
  source?: string;
  controls: { framework: string; controlId: string }[];
}

/** What an assessment weighs besides the controls (docs/api.md "Readiness"). */
export interface AssessmentFacts {
  evidence: readonly EvidenceForAssessment[];
  /** The account's approved documents (by the version approved); each counts for the controls that name its kind. */
  documents?: readonly { id: string; title: string; templateId: string; version?: DocumentVersionFact }[];
  /** Attested practices and data types in scope; without one nothing is attested and every control applies. */
  profile?: BusinessProfile | null;
  tests?: TestOutcome[];
  /** The account's scope decisions on the framework's controls: one decided not applicable is out of the score. */
  scope?: ScopeDecisionFact[];
  /** The account's risk assessments (lib/risks): a signed one meets the risk-assessment controls a clone copies. */
  riskAssessment?: RiskAssessmentFact;
}

export interface Evaluation {
  score: number;
  status: AssessmentStatus;
  controls: ControlAssessment[];
}

/** Score at or above this (but below 100) is partially compliant; below it, non-compliant. */
export const PARTIAL_THRESHOLD = 50;

/**
 * Evaluates every control of a published custom framework with the readiness model, the same one
 * monitoring uses: a control counts what refers to it (`framework` = the custom framework's id,
 * `controlId` = its label) or to one of its standard mappings, and asks for what its mapped built-in
 * controls ask for. `status` per control is the assessment vocabulary derived from the model.
 *
 * score = the model's (100 × (met + ½ · partial) / applicable). status: `compliant` when every applicable
 * control is met, `partially_compliant` from PARTIAL_THRESHOLD, else `non_compliant` (also when no control
 * applies, e.g. zero controls, which publishing prevents).
 */
export function evaluateFramework(frameworkId: string, controls: readonly EvaluatedControl[], facts: AssessmentFacts, now: Date): Evaluation {
  const readiness = assessReadiness(
    controls.map((c) => customReadinessControl(frameworkId, c.control_id_label, c.title, c.standard_mappings)),
    {
      evidence: facts.evidence.map((e) => ({
        id: e.id,
        title: e.title,
        controls: e.controls,
        expiresAt: e.expiresAt?.toISOString() ?? null,
        source: e.source,
      })),
      documents: documentFactsOf(facts.documents ?? []),
      attestations: facts.profile ? attestationsOf(facts.profile) : [],
      tests: facts.tests ?? [],
      dataTypes: facts.profile?.dataTypes ?? null,
      scope: facts.scope,
      riskAssessment: facts.riskAssessment,
    },
    now,
  );

  const results: ControlAssessment[] = readiness.controls.map((r, i) => {
    const control = controls[i];
    const status = assessmentStatusOf(r);
    return {
      control_id_label: control.control_id_label,
      title: control.title,
      status,
      evidenceCount: r.sources.filter((s) => s.type === "evidence").length,
      gaps: gapsFor(control, status, r.sources),
      readiness: r.status,
      reason: r.reason,
      sources: r.sources,
    };
  });

  const applicable = readiness.controls.filter((c) => c.status !== "not_applicable");
  const allMet = applicable.length > 0 && applicable.every((c) => c.status === "met");
  const status: AssessmentStatus = allMet
    ? "compliant"
    : applicable.length > 0 && readiness.score >= PARTIAL_THRESHOLD
      ? "partially_compliant"
      : "non_compliant";
  return { score: readiness.score, status, controls: results };
}

function gapsFor(control: EvaluatedControl, status: ControlAssessment["status"], sources: ReadinessSource[]): string[] {
  if (status === "satisfied" || status === "not_applicable") return [];
  const gaps: string[] = [];
  const expired = sources.filter((s) => s.type === "evidence" && !s.counts && !isSnapshotSource(s));
  if (status === "stale") {
    for (const e of expired) gaps.push(`Evidence "${e.title}" ${e.detail.replace(/^expired /, "expired on ")}; collect it again.`);
  } else if (!sources.some((s) => s.type === "evidence" && s.counts)) {
    // In people's words: "ISO/IEC 27001:2022 · A.8.13", never the stored `iso27001:A.8.13`.
    const where = [
      control.control_id_label,
      ...control.standard_mappings.map((m) => `${getBuiltinFramework(m.framework)?.name ?? m.framework} · ${m.controlId}`),
    ];
    gaps.push(`No evidence refers to ${where.join(", ")}.`);
  }
  if (control.evidence_requirements) gaps.push(`Required evidence: ${control.evidence_requirements}`);
  return gaps;
}

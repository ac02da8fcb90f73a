import type { MappingOrigin, MappingRelationship } from "@/db/custom-frameworks";
import type { FrameworkKind } from "@/db/frameworks";
import type { EvidenceFact } from "@/lib/evidence";
import {
  assessReadiness,
  builtinReadinessControl,
  customReadinessControl,
  documentFactsOf,
  attestationsOf,
  monitoringStatusOf,
  type DocumentVersionFact,
  type TestOutcome,
} from "@/lib/readiness";
import type { RiskAssessmentFact } from "@/lib/risks";
import type { ScopeDecisionFact } from "@/lib/scope";
import type { BusinessProfile, ControlOutcome } from "../schemas";

/** A control as the engine sees it: built-in controls carry no mappings, custom ones their standard_mappings. */
export interface ControlToCheck {
  controlId: string;
  title: string;
  mappings?: { framework: string; controlId: string; origin?: MappingOrigin; relationship?: MappingRelationship }[];
}

export interface FrameworkToCheck {
  id: string;
  kind: FrameworkKind;
  controls: ControlToCheck[];
}

/** An approved document; what it counts for is its kind, which the documents domain answers from its template. */
export interface DocumentFact {
  id: string;
  title: string;
  templateId: string;
  /** The approved version that counts. */
  version?: DocumentVersionFact;
}

export interface CheckInputs {
  /** Null when no schedule states one (the Statement of Applicability without monitoring): nothing attested, every control applies. */
  profile: BusinessProfile | null;
  evidence: EvidenceFact[];
  documents: DocumentFact[];
  /** Automated test outcomes; none are produced yet (docs/api.md "Readiness"). */
  tests?: TestOutcome[];
  /** The account's scope decisions on the framework's controls. */
  scope?: ScopeDecisionFact[];
  /** The account's risk assessments: a signed one meets the risk-assessment controls (lib/risks). */
  riskAssessment?: RiskAssessmentFact;
  passThreshold: number;
  /** Evidence expiring at or before this instant is stale. */
  now: Date;
}

export interface CheckOutcome {
  score: number;
  status: "passed" | "failed";
  controls: ControlOutcome[];
}

/**
 * Scores a framework for one account with the readiness model (docs/api.md §11, "Readiness"): the
 * schedule's profile gives the attestations and the data types in scope. The check passes when the
 * score reaches the schedule's threshold.
 */
export function evaluateFramework(framework: FrameworkToCheck, inputs: CheckInputs): CheckOutcome {
  const controls = framework.controls.map((c) =>
    framework.kind === "builtin"
      ? builtinReadinessControl(framework.id, c.controlId, c.title)
      : customReadinessControl(framework.id, c.controlId, c.title, c.mappings ?? []),
  );
  const readiness = assessReadiness(
    controls,
    {
      evidence: inputs.evidence,
      documents: documentFactsOf(inputs.documents),
      attestations: inputs.profile ? attestationsOf(inputs.profile) : [],
      tests: inputs.tests ?? [],
      dataTypes: inputs.profile?.dataTypes ?? null,
      scope: inputs.scope,
      riskAssessment: inputs.riskAssessment,
    },
    inputs.now,
  );
  return {
    score: readiness.score,
    status: readiness.score >= inputs.passThreshold ? "passed" : "failed",
    controls: readiness.controls.map((c) => ({
      controlId: c.controlId,
      status: monitoringStatusOf(c.status),
      readiness: c.status,
      reason: c.reason,
      sources: c.sources,
    })),
  };
}

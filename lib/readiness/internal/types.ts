import type { MappingOrigin, MappingRelationship } from "@/db/custom-frameworks";
import type { DocumentKind } from "@/lib/documents";
import type { MappingKind } from "@/lib/frameworks";
import type { DataType, PracticeKey } from "./practices";
import type { ReadinessSource } from "../schemas";
import type { ReadinessStatus } from "@/lib/vocabulary";
import type { RiskAssessmentFact } from "@/lib/risks";
import type { ScopeDecisionFact } from "@/lib/scope";

/** A control reference as evidence and tests carry it: a built-in id or a custom framework id, and a control id or label. */
export interface ControlRef {
  framework: string;
  controlId: string;
}

/** What a control asks for; undefined when nothing but evidence or a test on the control itself can meet it. */
export interface ControlRequirements {
  practices: PracticeKey[];
  /** The document kinds that are what the control asks for. */
  documents: DocumentKind[];
  /** In scope only when the business profile declares one of these data types; undefined = always. */
  appliesToDataTypes?: DataType[];
}

/**
 * A control mapped to the one assessed (docs/api.md "Readiness"): what supports it may support the assessed control,
 * fully or in part as `supportOf` (lib/frameworks) rules from the relationship, the origin and the kind.
 */
export interface MappedRef extends ControlRef {
  /** The mapped control's NIST OLIR relationship to the assessed one; null when whoever mapped them did not state it. */
  relationship: MappingRelationship | null;
  kind: MappingKind;
  origin: MappingOrigin;
  /** The crosswalk publication, named with its version. */
  source?: string;
  /** A derived mapping's control in the middle of the chain. */
  through?: ControlRef;
}

/** A custom control's standard mapping as stored: the custom control's relationship to the mapped one. */
export interface CustomMappingRef extends ControlRef {
  origin?: MappingOrigin;
  relationship?: MappingRelationship;
}

/**
 * One control to assess: its identity, the references evidence and tests may name it by (its own), the controls
 * mapped to it (crosswalks for a built-in control, standard mappings for a custom one), and its requirements.
 */
export interface ReadinessControl {
  controlId: string;
  title: string;
  refs: ControlRef[];
  mapped?: MappedRef[];
  requirements: ControlRequirements | undefined;
}

export interface EvidenceFact {
  id: string;
  title: string;
  controls: ControlRef[];
  /** ISO instant; evidence expiring at or before `now` is stale and does not count. */
  expiresAt: string | null;
  /**
   * `integration`: an integration's snapshot, evidence of what its automated tests read. It is listed with the
   * control's evidence, but the tests' outcomes are what counts (a snapshot of failing settings proves nothing works).
   */
  source?: string;
}

/** The approved version of a document that makes it count (lib/documents: the last approval of an active document). */
export interface DocumentVersionFact {
  id: string;
  number: number;
  /** SHA-256 (hex) of the version's Markdown. */
  sha256: string;
  /** ISO instant of the approval. */
  approvedAt: string | null;
}

/** An approved document; it counts for a control only when its kind is one the control names. */
export interface DocumentFact {
  id: string;
  title: string;
  /** Undefined when its template no longer exists: such a document counts for nothing. */
  kind: DocumentKind | undefined;
  version?: DocumentVersionFact;
}

/** A practice the company states it follows (today: the business profile). Shown as "Attested", never proof. */
export interface Attestation {
  practice: PracticeKey;
  /** Where it was attested, completing "attested in …", e.g. "the business profile". */
  statedIn: string;
}

/**
 * The outcome of an automated test (an integration's check, e.g. "MFA enforced in the IdP") for the controls
 * it names. No producer exists yet: the integrations work feeds these in; the model already weighs them.
 */
export interface TestOutcome {
  id: string;
  title: string;
  controls: ControlRef[];
  passed: boolean;
  /** ISO instant of the run the outcome comes from. */
  checkedAt: string;
}

export interface ReadinessFacts {
  evidence: EvidenceFact[];
  documents: DocumentFact[];
  attestations: Attestation[];
  tests: TestOutcome[];
  /** The data types the business profile declares; null when there is no profile (then every control applies). */
  dataTypes: DataType[] | null;
  /** The account's scope decisions on the assessed framework's controls (lib/scope); absent or empty = none decided. */
  scope?: ScopeDecisionFact[];
  /**
   * The account's risk assessments and treatment (lib/risks). Absent: the risk-assessment controls are weighed like any
   * other (a caller that does not gather it, such as a custom framework's assessment); present: they are met by a signed
   * assessment (internal/risk-assessment.ts).
   */
  riskAssessment?: RiskAssessmentFact;
}

export interface ControlReadiness {
  controlId: string;
  title: string;
  status: ReadinessStatus;
  reason: string;
  sources: ReadinessSource[];
}

export interface Readiness {
  /** 100 × (met + ½ · partial) / applicable, to two decimals; 0 when no control applies. */
  score: number;
  controls: ControlReadiness[];
}

import { formatDateTime } from "@/lib/format/date-time";
import { READINESS_SOURCE_LABELS } from "@/lib/format/labels";
import { IMPLEMENTATION_STATUS_LABELS } from "@/lib/vocabulary";
import type { CurrentReadiness } from "@/lib/monitoring";
import { isOwnSource } from "@/lib/readiness";
import { annexAControls, type DecisionRow } from "@/lib/scope";
import { SOA_FRAMEWORK_ID, type StatementControl, type StatementEvidence, type StatementOfApplicability } from "../schemas";

type ReadinessOfControl = CurrentReadiness["controls"][number];

export interface StatementInputs {
  accountName: string;
  frameworkName: string;
  decisions: DecisionRow[];
  readiness: ReadinessOfControl[];
  now: Date;
}

const EVIDENCE_TYPES = new Set<string>(["evidence", "document", "test"]);

/**
 * The Statement of Applicability from the account's scope decisions and the readiness model: one row per Annex A
 * control in the standard's order. An undecided control is applicable and flagged (`decided: false`); an excluded one
 * is not applicable in the model too, so its implementation reads n/a. Pure: the same inputs give the same statement.
 */
export function buildStatement({ accountName, frameworkName, decisions, readiness, now }: StatementInputs): StatementOfApplicability {
  const decisionOf = new Map(decisions.map((d) => [d.controlId, d]));
  const readinessOf = new Map(readiness.map((r) => [r.controlId, r]));
  const controls = annexAControls().map((c): StatementControl => {
    const decision = decisionOf.get(c.controlId);
    const ready = readinessOf.get(c.controlId);
    const status = ready?.readiness ?? "missing";
    const evidence: StatementEvidence[] = (ready?.sources ?? [])
      // A control's own evidence only (lib/readiness's rule): what reaches it through an overlapping or derived mapping
      // supports it at most in part and is named, with its mapping, in the reason instead.
      .filter((s) => s.counts && EVIDENCE_TYPES.has(s.type) && s.id && isOwnSource(s))
      .map((s) => ({ type: s.type as StatementEvidence["type"], id: s.id!, title: s.title, detail: s.detail }));
    return {
      controlId: c.controlId,
      title: c.title,
      theme: c.category,
      applicable: decision?.applicable ?? true,
      decided: decision !== undefined,
      justification: decision?.justification ?? null,
      decidedBy: decision?.decider ?? null,
      decidedAt: decision?.decidedAt.toISOString() ?? null,
      readiness: status,
      implementation: IMPLEMENTATION_STATUS_LABELS[status],
      reason: ready?.reason ?? "Not assessed.",
      evidence,
    };
  });
  // Only decisions on Annex A controls shape this statement (a clause's decision is kept, but it is no row here).
  const annexA = new Set(controls.map((c) => c.controlId));
  const inStatement = decisions.filter((d) => annexA.has(d.controlId));
  const last = inStatement.reduce<Date | null>((max, d) => (!max || d.decidedAt > max ? d.decidedAt : max), null);
  const count = (test: (c: StatementControl) => boolean) => controls.filter(test).length;
  return {
    accountName,
    frameworkId: SOA_FRAMEWORK_ID,
    frameworkName,
    generatedAt: now.toISOString(),
    version: { decisions: inStatement.length, lastDecisionAt: last?.toISOString() ?? null },
    summary: {
      controls: controls.length,
      applicable: count((c) => c.applicable),
      excluded: count((c) => !c.applicable),
      undecided: count((c) => !c.decided),
      implemented: count((c) => c.readiness === "met"),
      partiallyImplemented: count((c) => c.readiness === "partial"),
      notImplemented: count((c) => c.readiness === "missing"),
    },
    controls,
  };
}

/** "Not yet decided" where a row has no decision: the words the CSV, the PDF and the console print. */
export const NOT_DECIDED = "Not yet decided";

/** The version line of a statement, e.g. "12 scope decisions, the last on 20 Nov 2026, 10:15 UTC". */
export function versionText(statement: StatementOfApplicability): string {
  const { decisions, lastDecisionAt } = statement.version;
  if (!lastDecisionAt) return "No scope decision yet: every control is applicable until decided.";
  return `${decisions} scope ${decisions === 1 ? "decision" : "decisions"}, the last on ${formatDateTime(lastDecisionAt)}`;
}

/** One line per piece of evidence: "Evidence: Access review Q3 (id)". */
export function evidenceLines(control: StatementControl): string[] {
  return control.evidence.map((e) => `${READINESS_SOURCE_LABELS[e.type]}: ${e.title} (${e.id})`);
}

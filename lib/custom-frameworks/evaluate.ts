import type { AssessmentStatus, ControlAssessmentStatus } from "./types";
import type { ControlAssessment, StandardMapping } from "./response-schemas";

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
  controls: { framework: string; controlId: string }[];
}

export interface Evaluation {
  score: number;
  status: AssessmentStatus;
  controls: ControlAssessment[];
}

/** Score at or above this (but below 100) is partially compliant; below it, non-compliant. */
export const PARTIAL_THRESHOLD = 50;

/**
 * Evaluates every control of a published custom framework against the account's evidence.
 * An item supports a control when it refers to the control itself (`framework` = the custom
 * framework's id, `controlId` = its label) or to one of its standard mappings. An item whose
 * `expiresAt` is at or before `now` is stale: a control with only stale items is `stale`, with
 * none `missing`, with at least one current item `satisfied`.
 *
 * score = round(100 × satisfied / total). status: `compliant` when every control is satisfied,
 * `partially_compliant` from PARTIAL_THRESHOLD, else `non_compliant` (also for zero controls,
 * which publishing prevents).
 */
export function evaluateFramework(
  frameworkId: string,
  controls: readonly EvaluatedControl[],
  evidence: readonly EvidenceForAssessment[],
  now: Date,
): Evaluation {
  const byRef = new Map<string, EvidenceForAssessment[]>();
  for (const item of evidence) {
    for (const ref of item.controls) {
      const key = refKey(ref.framework, ref.controlId);
      const list = byRef.get(key);
      if (list) list.push(item);
      else byRef.set(key, [item]);
    }
  }

  let satisfied = 0;
  const results: ControlAssessment[] = controls.map((control) => {
    const refs = [refKey(frameworkId, control.control_id_label), ...control.standard_mappings.map((m) => refKey(m.framework, m.controlId))];
    const items = new Map<string, EvidenceForAssessment>();
    for (const r of refs) for (const item of byRef.get(r) ?? []) items.set(item.id, item);
    const all = [...items.values()];
    const current = all.filter((e) => !e.expiresAt || e.expiresAt.getTime() > now.getTime());
    const stale = all.filter((e) => e.expiresAt && e.expiresAt.getTime() <= now.getTime());
    const status: ControlAssessmentStatus = current.length > 0 ? "satisfied" : stale.length > 0 ? "stale" : "missing";
    if (status === "satisfied") satisfied++;
    return {
      control_id_label: control.control_id_label,
      title: control.title,
      status,
      evidenceCount: all.length,
      gaps: gapsFor(control, status, stale),
    };
  });

  const total = controls.length;
  const score = total === 0 ? 0 : Math.round((100 * satisfied) / total);
  const status: AssessmentStatus =
    total > 0 && satisfied === total ? "compliant" : score >= PARTIAL_THRESHOLD ? "partially_compliant" : "non_compliant";
  return { score, status, controls: results };
}

function refKey(framework: string, controlId: string): string {
  return `${framework}\u0000${controlId}`;
}

function gapsFor(control: EvaluatedControl, status: ControlAssessmentStatus, stale: EvidenceForAssessment[]): string[] {
  if (status === "satisfied") return [];
  const gaps: string[] = [];
  if (status === "stale") {
    for (const e of stale) gaps.push(`Evidence "${e.title}" expired on ${e.expiresAt!.toISOString()}; collect it again.`);
  } else {
    const where = [control.control_id_label, ...control.standard_mappings.map((m) => `${m.framework}:${m.controlId}`)];
    gaps.push(`No evidence refers to ${where.join(", ")}.`);
  }
  if (control.evidence_requirements) gaps.push(`Required evidence: ${control.evidence_requirements}`);
  return gaps;
}

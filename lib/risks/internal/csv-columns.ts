import type { RiskTreatment } from "@/db/risks";
import { labelOf, RISK_TREATMENT_LABELS } from "@/lib/format/labels";

/** The columns the register's export and an assessment's export share: a risk's scores and treatment. */
export const SCORE_HEADER = [
  "Inherent likelihood",
  "Inherent impact",
  "Inherent score",
  "Treatment",
  "Treatment plan",
  "Residual likelihood",
  "Residual impact",
  "Residual score",
] as const;

interface Scored {
  inherentLikelihood: number | null;
  inherentImpact: number | null;
  inherentScore: number | null;
  treatment: RiskTreatment | null;
  treatmentPlan: string | null;
  residualLikelihood: number | null;
  residualImpact: number | null;
  residualScore: number | null;
}

export const scoreCells = (r: Scored) => [
  r.inherentLikelihood,
  r.inherentImpact,
  r.inherentScore,
  r.treatment ? labelOf(RISK_TREATMENT_LABELS, r.treatment) : "",
  r.treatmentPlan,
  r.residualLikelihood,
  r.residualImpact,
  r.residualScore,
];

/** A risk's controls in one cell: `soc2 CC6.1; iso27001 A.5.17`. */
export const controlsCell = (controls: { framework: string; controlId: string }[]) => controls.map((c) => `${c.framework} ${c.controlId}`).join("; ");

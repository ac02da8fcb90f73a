import { Badge, Card, Table } from "@/components/ui/card";
import { READINESS_TONES, ReadinessSources } from "@/components/readiness/readiness-sources";
import {
  READINESS_STATUS_LABELS,
  ASSESSMENT_STATUS_LABELS,
  CONTROL_ASSESSMENT_STATUS_LABELS,
  type AssessmentStatus,
  type ControlAssessmentStatus,
  type ReadinessStatus,
} from "@/lib/vocabulary";
import { type Assessment } from "@/lib/custom-assessments";
import { formatDateTime } from "@/lib/format/date-time";
import { StackedBar } from "@/components/ui/stacked-bar";
import { TableHead } from "@/components/ui/table-head";
import { markdownToText } from "@/lib/format/markdown-html";

type Tone = "green" | "amber" | "red" | "gray";
const STATUS: Record<AssessmentStatus, { label: string; tone: Tone }> = {
  compliant: { label: ASSESSMENT_STATUS_LABELS.compliant, tone: "green" },
  partially_compliant: { label: ASSESSMENT_STATUS_LABELS.partially_compliant, tone: "amber" },
  non_compliant: { label: ASSESSMENT_STATUS_LABELS.non_compliant, tone: "red" },
};
const CONTROL: Record<ControlAssessmentStatus, { label: string; tone: Tone }> = {
  satisfied: { label: CONTROL_ASSESSMENT_STATUS_LABELS.satisfied, tone: "green" },
  stale: { label: CONTROL_ASSESSMENT_STATUS_LABELS.stale, tone: "amber" },
  missing: { label: CONTROL_ASSESSMENT_STATUS_LABELS.missing, tone: "red" },
  not_applicable: { label: CONTROL_ASSESSMENT_STATUS_LABELS.not_applicable, tone: "gray" },
};

/**
 * Score, overall status, and per control its readiness (docs/api.md "Readiness"): status, the reason and
 * every source weighed. Assessments stored before the readiness model show their evidence status and gaps.
 */
export function AssessmentView({ assessment }: { assessment: Assessment }) {
  const counts: Record<ReadinessStatus, number> = { met: 0, partial: 0, missing: 0, not_applicable: 0 };
  for (const c of assessment.controls)
    counts[c.readiness ?? (c.status === "satisfied" ? "met" : c.status === "not_applicable" ? "not_applicable" : "missing")]++;
  const open = counts.partial + counts.missing;
  const s = STATUS[assessment.status];
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-4">
        <Card>
          <p className="text-xs uppercase tracking-wide text-slate-500">Score</p>
          <p className="mt-1 text-3xl font-semibold text-slate-900" data-testid="assessment-score">
            {assessment.score}
            <span className="text-base text-slate-500">/100</span>
          </p>
          <StackedBar
            className="mt-2"
            height="h-2"
            rounded="rounded"
            total={100}
            segments={[{ key: "score", value: assessment.score, color: "bg-brand-600" }]}
          />
        </Card>
        <Card>
          <p className="text-xs uppercase tracking-wide text-slate-500">Status</p>
          <p className="mt-2">
            <Badge tone={s.tone}>{s.label}</Badge>
          </p>
          <p className="mt-2 text-xs text-slate-500">Assessed {formatDateTime(assessment.assessedAt)}</p>
        </Card>
        <Card>
          <p className="text-xs uppercase tracking-wide text-slate-500">Controls</p>
          <p className="mt-1 text-sm text-slate-700">
            {counts.met} met · {counts.partial} partly met · {counts.missing} missing
            {counts.not_applicable > 0 ? ` · ${counts.not_applicable} not applicable` : ""}
          </p>
          <p className="mt-1 text-xs text-slate-500">Met counts 1, partly met ½; attestation alone is partly met.</p>
        </Card>
        <Card>
          <p className="text-xs uppercase tracking-wide text-slate-500">To close</p>
          <p className="mt-1 text-3xl font-semibold text-slate-900">{open}</p>
        </Card>
      </div>

      <Table caption="Control results">
        <TableHead columns={["Control", "Status", "Why", "Sources"]} />
        <tbody>
          {assessment.controls.map((c) => (
            <tr key={c.control_id_label} data-testid="assessment-control">
              <td className="align-top">
                <span className="font-mono text-xs font-semibold">{c.control_id_label}</span> {markdownToText(c.title)}
              </td>
              <td className="align-top">
                {c.readiness ? (
                  <Badge tone={READINESS_TONES[c.readiness]}>{READINESS_STATUS_LABELS[c.readiness]}</Badge>
                ) : (
                  <Badge tone={CONTROL[c.status].tone}>{CONTROL[c.status].label}</Badge>
                )}
              </td>
              <td className="align-top text-xs text-slate-700">
                {c.reason && <p>{c.reason}</p>}
                {c.gaps.length > 0 && (
                  <ul className="mt-1 list-disc pl-4 text-slate-600">
                    {c.gaps.map((g, i) => (
                      <li key={i}>{g}</li>
                    ))}
                  </ul>
                )}
                {!c.reason && c.gaps.length === 0 && "—"}
              </td>
              <td className="align-top">
                {c.sources ? <ReadinessSources sources={c.sources} /> : <span className="text-xs text-slate-500">{c.evidenceCount} evidence</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

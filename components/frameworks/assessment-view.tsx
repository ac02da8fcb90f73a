import { Badge, Card, Table } from "@/components/ui/card";
import type { AssessmentStatus, ControlAssessmentStatus } from "@/lib/custom-frameworks/types";
import type { Assessment } from "@/lib/custom-frameworks/response-schemas";
import { formatDateTime } from "@/lib/format/date-time";
import { StackedBar } from "@/components/ui/stacked-bar";

const STATUS: Record<AssessmentStatus, { label: string; tone: "green" | "amber" | "red" }> = {
  compliant: { label: "Compliant", tone: "green" },
  partially_compliant: { label: "Partially compliant", tone: "amber" },
  non_compliant: { label: "Non-compliant", tone: "red" },
};
const CONTROL: Record<ControlAssessmentStatus, { label: string; tone: "green" | "amber" | "red" }> = {
  satisfied: { label: "Satisfied", tone: "green" },
  stale: { label: "Stale", tone: "amber" },
  missing: { label: "Missing", tone: "red" },
};

/** Score, overall status, per-control status and the gaps to close. */
export function AssessmentView({ assessment }: { assessment: Assessment }) {
  const counts = { satisfied: 0, stale: 0, missing: 0 };
  for (const c of assessment.controls) counts[c.status]++;
  const gaps = assessment.controls.filter((c) => c.status !== "satisfied");
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
          <StackedBar className="mt-2" height="h-2" rounded="rounded" total={100} segments={[{ key: "score", value: assessment.score, color: "bg-brand-600" }]} />
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
            {counts.satisfied} satisfied · {counts.stale} stale · {counts.missing} missing
          </p>
        </Card>
        <Card>
          <p className="text-xs uppercase tracking-wide text-slate-500">Gaps</p>
          <p className="mt-1 text-3xl font-semibold text-slate-900">{gaps.length}</p>
        </Card>
      </div>

      <Table caption="Control results">
        <thead>
          <tr>
            <th>Control</th>
            <th>Status</th>
            <th>Evidence</th>
            <th>Gaps</th>
          </tr>
        </thead>
        <tbody>
          {assessment.controls.map((c) => (
            <tr key={c.control_id_label}>
              <td>
                <span className="font-mono text-xs font-semibold">{c.control_id_label}</span> {c.title}
              </td>
              <td>
                <Badge tone={CONTROL[c.status].tone}>{CONTROL[c.status].label}</Badge>
              </td>
              <td className="tabular-nums">{c.evidenceCount}</td>
              <td className="text-xs text-slate-700">
                {c.gaps.length === 0 ? (
                  "—"
                ) : (
                  <ul className="list-disc pl-4">
                    {c.gaps.map((g, i) => (
                      <li key={i}>{g}</li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

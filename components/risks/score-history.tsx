import { formatDate, formatDateTime } from "@/lib/format/date-time";
import { labelOf, RISK_TREATMENT_LABELS } from "@/lib/format/labels";
import type { RiskHistoryJson } from "@/lib/risks";
import { RISK_STATUS_LABELS } from "@/lib/vocabulary";

type State = NonNullable<RiskHistoryJson["before"]>;
const score = (l: number | null, i: number | null) => (l === null || i === null ? null : l * i);

/** What changed between two states, in words: "inherent 9 → 16, status Assessed → Treating". */
function changes(before: State | null, after: State): string {
  if (!before) return `added: inherent ${score(after.inherentLikelihood, after.inherentImpact) ?? "not scored"}, ${RISK_STATUS_LABELS[after.status]}`;
  const parts: string[] = [];
  const pair = (name: string, a: number | null, b: number | null) => {
    if (a !== b) parts.push(`${name} ${a ?? "—"} → ${b ?? "—"}`);
  };
  pair("inherent", score(before.inherentLikelihood, before.inherentImpact), score(after.inherentLikelihood, after.inherentImpact));
  pair("residual", score(before.residualLikelihood, before.residualImpact), score(after.residualLikelihood, after.residualImpact));
  if (before.status !== after.status) parts.push(`status ${RISK_STATUS_LABELS[before.status]} → ${RISK_STATUS_LABELS[after.status]}`);
  if (before.treatment !== after.treatment)
    parts.push(`treatment ${labelOf(RISK_TREATMENT_LABELS, before.treatment)} → ${labelOf(RISK_TREATMENT_LABELS, after.treatment)}`);
  return parts.join(", ") || "levels changed, same scores";
}

/**
 * The score history: a small chart of the inherent (solid) and residual (dashed) score after each change, oldest on the
 * left, then the changes in words, newest first. Server-rendered SVG, readable at 390 px.
 */
export function ScoreHistory({ history, maxScore }: { history: readonly RiskHistoryJson[]; maxScore: number }) {
  const points = [...history].reverse();
  const W = 900;
  const H = 180;
  const pad = { left: 28, right: 12, top: 10, bottom: 22 };
  const x = (i: number) => pad.left + (points.length <= 1 ? (W - pad.left - pad.right) / 2 : (i * (W - pad.left - pad.right)) / (points.length - 1));
  const y = (v: number) => pad.top + (1 - v / maxScore) * (H - pad.top - pad.bottom);
  const series = (pick: (s: State) => number | null) =>
    points.map((p, i) => ({ i, v: pick(p.after) })).filter((p): p is { i: number; v: number } => p.v !== null);
  const line = (s: { i: number; v: number }[]) => s.map((p) => `${x(p.i).toFixed(1)},${y(p.v).toFixed(1)}`).join(" ");
  const inherent = series((s) => score(s.inherentLikelihood, s.inherentImpact));
  const residual = series((s) => score(s.residualLikelihood, s.residualImpact));
  const step = maxScore <= 25 ? 5 : maxScore <= 50 ? 10 : 20;
  const ticks = Array.from({ length: Math.floor(maxScore / step) + 1 }, (_, k) => k * step);
  return (
    <div className="space-y-3">
      <svg viewBox={`0 0 ${W} ${H}`} className="h-40 w-full" role="img" aria-label="Inherent and residual score after each change">
        {ticks.map((t) => (
          <g key={t}>
            <line x1={pad.left} x2={W - pad.right} y1={y(t)} y2={y(t)} className="stroke-slate-200" />
            <text x={pad.left - 6} y={y(t) + 4} textAnchor="end" className="fill-slate-500 text-[11px]">
              {t}
            </text>
          </g>
        ))}
        <polyline points={line(inherent)} fill="none" className="stroke-red-500" strokeWidth={2.5} />
        <polyline points={line(residual)} fill="none" className="stroke-emerald-600" strokeWidth={2.5} strokeDasharray="6 4" />
        {inherent.map((p) => (
          <circle key={`i${p.i}`} cx={x(p.i)} cy={y(p.v)} r={4} className="fill-red-500" />
        ))}
        {residual.map((p) => (
          <circle key={`r${p.i}`} cx={x(p.i)} cy={y(p.v)} r={4} className="fill-emerald-600" />
        ))}
        {points.map((p, i) => (
          <text key={p.id} x={x(i)} y={H - 6} textAnchor="middle" className="fill-slate-500 text-[10px]">
            {points.length <= 6 || i === 0 || i === points.length - 1 ? formatDate(p.changedAt).replace(/ \d{4}$/, "") : ""}
          </text>
        ))}
      </svg>
      <p className="flex gap-4 text-xs text-slate-600">
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-0.5 w-5 bg-red-500" /> Inherent
        </span>
        <span className="inline-flex items-center gap-1">
          <span className="inline-block h-0.5 w-5 border-t-2 border-dashed border-emerald-600" /> Residual
        </span>
      </p>
      <ol className="space-y-1.5 text-sm">
        {history.map((h) => (
          <li key={h.id} className="flex flex-wrap gap-x-2 text-slate-700">
            <span className="text-slate-500">{formatDateTime(h.changedAt)}</span>
            <span className="font-medium">{h.changedBy?.name ?? "An API key or a former member"}</span>
            <span>{changes(h.before, h.after)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

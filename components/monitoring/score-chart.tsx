import type { ScorePointResponse } from "@/lib/monitoring";
import { formatDate, formatDateTime } from "@/lib/format/date-time";
import { labelOf } from "@/lib/format/labels";
import { RESULT_STATUS_LABELS } from "@/lib/vocabulary";

/** One schedule's scores over time, drawn as an SVG line with its pass threshold (server-rendered). */
type ChartPoint = Pick<ScorePointResponse, "at" | "score" | "status">;

const W = 640;
const H = 180;
const PAD = { left: 36, right: 12, top: 12, bottom: 28 };

export function ScoreChart({ title, subtitle, points, threshold }: { title: string; subtitle?: string; points: ChartPoint[]; threshold: number }) {
  if (points.length === 0) return null;
  const times = points.map((p) => Date.parse(p.at));
  const t0 = Math.min(...times);
  const t1 = Math.max(...times);
  const span = Math.max(t1 - t0, 1);
  const x = (t: number) => PAD.left + (points.length === 1 ? (W - PAD.left - PAD.right) / 2 : ((t - t0) / span) * (W - PAD.left - PAD.right));
  const y = (score: number) => PAD.top + (1 - score / 100) * (H - PAD.top - PAD.bottom);
  const line = points.map((p, i) => `${i === 0 ? "M" : "L"}${x(times[i]).toFixed(1)},${y(p.score).toFixed(1)}`).join(" ");
  const latest = points[points.length - 1];
  return (
    <figure className="rounded-lg border border-slate-200 bg-white p-4" data-testid="score-chart">
      <figcaption className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span>
          <span className="font-semibold text-slate-800">{title}</span>
          {subtitle && <span className="ml-2 text-slate-500">{subtitle}</span>}
        </span>
        <span className="text-slate-600">
          latest {latest.score} · pass at {threshold} · {points.length} check{points.length === 1 ? "" : "s"}
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full"
        role="img"
        aria-label={`${title} score over time, latest ${latest.score} of 100, pass threshold ${threshold}`}
      >
        {[0, 50, 100].map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} className="stroke-slate-200" strokeWidth={1} />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" className="fill-slate-500 text-[10px]">
              {v}
            </text>
          </g>
        ))}
        <g data-testid="threshold-line">
          <line x1={PAD.left} x2={W - PAD.right} y1={y(threshold)} y2={y(threshold)} className="stroke-amber-500" strokeDasharray="4 4" strokeWidth={1.5}>
            <title>{`Pass threshold ${threshold}`}</title>
          </line>
          <text x={W - PAD.right} y={y(threshold) - 4} textAnchor="end" className="fill-amber-700 text-[10px]">
            pass {threshold}
          </text>
        </g>
        <path d={line} fill="none" className="stroke-brand-600" strokeWidth={2} />
        {points.map((p, i) => (
          <circle key={i} cx={x(times[i])} cy={y(p.score)} r={3} className={p.status === "passed" ? "fill-emerald-600" : "fill-red-600"}>
            {/* One string child: React renders a <title> with several children differently on server and client (hydration error #418). */}
            <title>{`${formatDateTime(p.at)}: ${p.score} (${labelOf(RESULT_STATUS_LABELS, p.status)})`}</title>
          </circle>
        ))}
        <text x={PAD.left} y={H - 8} className="fill-slate-500 text-[10px]">
          {formatDate(new Date(t0))}
        </text>
        <text x={W - PAD.right} y={H - 8} textAnchor="end" className="fill-slate-500 text-[10px]">
          {formatDate(new Date(t1))}
        </text>
      </svg>
    </figure>
  );
}

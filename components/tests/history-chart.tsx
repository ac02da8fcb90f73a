import { formatDate, formatDateTime } from "@/lib/format/date-time";
import type { TestHistoryResponse } from "@/lib/integrations";

/**
 * A test's counts at each sync, oldest to newest, as stacked SVG bars: failing, could not be evaluated, excluded,
 * passing (server-rendered). The bars stretch to the card's width; the axis text is HTML, so it stays legible on a phone.
 */
type Point = Pick<TestHistoryResponse, "syncId" | "integrationId" | "at" | "passing" | "failing" | "errors" | "excluded">;

const SEGMENTS = [
  { key: "failing", label: "failing", className: "fill-red-500", swatch: "bg-red-500" },
  { key: "errors", label: "could not be evaluated", className: "fill-amber-400", swatch: "bg-amber-400" },
  { key: "excluded", label: "excluded", className: "fill-slate-400", swatch: "bg-slate-400" },
  { key: "passing", label: "passing", className: "fill-emerald-500", swatch: "bg-emerald-500" },
] as const;

/** Bars sit in slots of this many units; a few syncs do not make a few very wide bars. */
const SLOT = 10;
const MIN_SLOTS = 12;

export function HistoryChart({ points, integrationNames }: { points: Point[]; integrationNames: Readonly<Record<string, string>> }) {
  if (points.length === 0) return null;
  const totals = points.map((p) => p.passing + p.failing + p.errors + p.excluded);
  const max = Math.max(1, ...totals);
  const slots = Math.max(points.length, MIN_SLOTS);
  const width = slots * SLOT;
  const offset = (slots - points.length) * SLOT; // newest on the right
  const latest = points[points.length - 1];
  const multiple = new Set(points.map((p) => p.integrationId)).size > 1;
  return (
    <figure data-testid="history-chart">
      <figcaption className="mb-3 space-y-1 text-xs text-slate-600">
        <p>
          Latest sync ({formatDateTime(latest.at)}): {latest.failing} failing, {latest.passing} passing
          {latest.errors > 0 && `, ${latest.errors} could not be evaluated`}
          {latest.excluded > 0 && `, ${latest.excluded} excluded`}.
        </p>
        <p className="flex flex-wrap gap-x-3 gap-y-1" aria-hidden="true">
          {SEGMENTS.map((s) => (
            <span key={s.key} className="inline-flex items-center gap-1">
              <span className={`inline-block h-2.5 w-2.5 rounded-sm ${s.swatch}`} />
              {s.label}
            </span>
          ))}
        </p>
      </figcaption>
      <div className="flex gap-2">
        <div className="flex h-40 flex-col justify-between text-right text-[11px] leading-none text-slate-500" aria-hidden="true">
          <span>{max}</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${width} 100`}
          preserveAspectRatio="none"
          className="h-40 min-w-0 flex-1 border-b border-l border-slate-200"
          role="img"
          aria-label={
            `Resources failing and passing at each of the last ${points.length} ${points.length === 1 ? "sync" : "syncs"}; latest ` +
            `${latest.failing} failing and ${latest.passing} passing`
          }
        >
          <line x1={0} x2={width} y1={50} y2={50} className="stroke-slate-100" strokeWidth={1} vectorEffect="non-scaling-stroke" />
          {points.map((p, i) => {
            const x = offset + i * SLOT + SLOT * 0.15;
            let base = 0;
            const tip =
              `${formatDateTime(p.at)}${multiple ? ` · ${integrationNames[p.integrationId] ?? "an integration"}` : ""}: ` +
              `${p.failing} failing, ${p.passing} passing` +
              `${p.errors ? `, ${p.errors} could not be evaluated` : ""}${p.excluded ? `, ${p.excluded} excluded` : ""}`;
            return (
              <g key={p.syncId}>
                {/* One string child: React renders a <title> with several children differently on server and client. */}
                <title>{tip}</title>
                {SEGMENTS.map((s) => {
                  const v = p[s.key];
                  if (v <= 0) return null;
                  const h = (v / max) * 100;
                  const y = 100 - ((base + v) / max) * 100;
                  base += v;
                  return <rect key={s.key} x={x} y={y} width={SLOT * 0.7} height={h} className={s.className} />;
                })}
                {totals[i] === 0 && <rect x={x} y={99} width={SLOT * 0.7} height={1} className="fill-slate-300" />}
              </g>
            );
          })}
        </svg>
      </div>
      <div className="mt-1 flex justify-between pl-6 text-[11px] text-slate-500" aria-hidden="true">
        <span>{points.length > 1 ? formatDate(points[0].at) : ""}</span>
        <span>{formatDate(latest.at)}</span>
      </div>
    </figure>
  );
}

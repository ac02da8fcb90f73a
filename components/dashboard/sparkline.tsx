/** A framework's recent scores as a tiny SVG line (0..100), the latest point marked; server-rendered. */
export function Sparkline({ points, threshold, label }: { points: readonly { score: number }[]; threshold: number; label: string }) {
  const W = 120;
  const H = 32;
  if (points.length === 0) return null;
  const x = (i: number) => (points.length === 1 ? W / 2 : (i / (points.length - 1)) * (W - 4) + 2);
  const y = (score: number) => 2 + (1 - score / 100) * (H - 4);
  const line = points.map((p, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(p.score).toFixed(1)}`).join(" ");
  const last = points[points.length - 1];
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="h-8 w-28 shrink-0" role="img" aria-label={label} data-testid="sparkline">
      <line x1={0} x2={W} y1={y(threshold)} y2={y(threshold)} className="stroke-slate-300" strokeDasharray="3 3" strokeWidth={1} />
      <path d={line} fill="none" className="stroke-brand-500" strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" />
      <circle cx={x(points.length - 1)} cy={y(last.score)} r={2.5} className="fill-brand-600" />
    </svg>
  );
}

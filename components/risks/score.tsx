/**
 * How a score reads at a glance: its share of the scale's top score picks one of four bands, the same on the heatmap,
 * the register and the risk page. Pure and client-safe.
 */
const BANDS = [
  { upTo: 0.16, cell: "bg-emerald-100 text-emerald-900", badge: "bg-emerald-100 text-emerald-800", word: "Low" },
  { upTo: 0.36, cell: "bg-amber-100 text-amber-900", badge: "bg-amber-100 text-amber-800", word: "Medium" },
  { upTo: 0.64, cell: "bg-orange-200 text-orange-950", badge: "bg-orange-100 text-orange-800", word: "High" },
  { upTo: 1, cell: "bg-red-300 text-red-950", badge: "bg-red-100 text-red-800", word: "Critical" },
] as const;

export function bandOf(score: number, max: number) {
  const ratio = max > 0 ? score / max : 0;
  return BANDS.find((b) => ratio <= b.upTo) ?? BANDS[BANDS.length - 1];
}

/** A score as a small coloured pill with its band in words ("12 · High"); a dash until scored. */
export function ScorePill({ score, max }: { score: number | null; max: number }) {
  if (score === null) return <span className="text-slate-400">—</span>;
  const band = bandOf(score, max);
  return (
    <span className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${band.badge}`}>
      {score}
      <span className="font-medium">· {band.word}</span>
    </span>
  );
}

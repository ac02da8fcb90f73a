/** One coloured part of a bar: its amount (in the bar's units) and its Tailwind background class. */
export type BarSegment = { key: string; value: number; color: string };

/** Share of `part` in `whole` as a percentage with one decimal, capped at 100. */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0) return part > 0 ? 100 : 0;
  return Math.min(100, Math.round((part / whole) * 1000) / 10);
}

type Accessibility = { role: "progressbar"; label: string; now: number; valueText?: string } | { role: "img"; label: string } | { role?: undefined };

/**
 * A horizontal bar of segments laid side by side, each as wide as its share of `total` (a single
 * segment makes a plain progress bar). Without a role the bar is decorative (aria-hidden); as a
 * progressbar it reports `now` of `total`.
 */
export function StackedBar({
  segments,
  total,
  height = "h-3",
  rounded = "rounded-full",
  className = "",
  a11y = {},
}: {
  segments: readonly BarSegment[];
  total: number;
  height?: string;
  rounded?: string;
  className?: string;
  a11y?: Accessibility;
}) {
  const aria =
    a11y.role === "progressbar"
      ? {
          role: "progressbar",
          "aria-label": a11y.label,
          "aria-valuemin": 0,
          "aria-valuemax": total,
          "aria-valuenow": a11y.now,
          ...(a11y.valueText !== undefined ? { "aria-valuetext": a11y.valueText } : {}),
        }
      : a11y.role === "img"
        ? { role: "img", "aria-label": a11y.label }
        : { "aria-hidden": true };
  return (
    <div className={`flex w-full overflow-hidden bg-slate-100 ${height} ${rounded} ${className}`} {...aria}>
      {segments.map((s) => (
        <div key={s.key} className={`h-full ${s.color}`} style={{ width: `${percentOf(s.value, total)}%` }} />
      ))}
    </div>
  );
}

import type { ControlFrequency } from "@/db/audit-populations";
import { CONTROL_FREQUENCY_LABELS } from "@/lib/format/labels";
import { SAMPLE_SIZE_TABLE } from "@/lib/sampling/sample-size";

/** docs/sampling.md's table, with the population's own frequency (and the end in use) highlighted. */
export function SampleSizeTable({ frequency, higherRisk }: { frequency: ControlFrequency; higherRisk: boolean }) {
  const rows = Object.entries(SAMPLE_SIZE_TABLE) as [ControlFrequency, (typeof SAMPLE_SIZE_TABLE)[ControlFrequency]][];
  return (
    <table className="w-full text-sm" data-testid="sample-size-table">
      <caption className="sr-only">Recommended sample sizes by how often the control runs</caption>
      <thead>
        <tr className="text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
          <th className="py-1 pr-3">Control runs</th>
          <th className="py-1 pr-3 text-right">Sample size</th>
          <th className="py-1 text-right">Higher risk</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([key, row]) => {
          const current = key === frequency;
          const cell = (active: boolean) => `py-1 text-right tabular-nums ${current && active ? "font-semibold text-brand-700" : ""}`;
          return (
            <tr key={key} className={`border-t border-slate-100 ${current ? "bg-brand-50" : ""}`} aria-current={current ? "true" : undefined}>
              <td className={`py-1 pr-3 ${current ? "font-medium text-slate-900" : "text-slate-700"}`}>{CONTROL_FREQUENCY_LABELS[key]}</td>
              <td className={`${cell(!higherRisk)} pr-3`}>{row.min}</td>
              <td className={cell(higherRisk)}>{row.max}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

import type { z } from "zod";
import { usedOf, type usageShape } from "@/lib/billing";
import { percentOf, StackedBar } from "@/components/ui/stacked-bar";
import { formatDate } from "@/lib/format/date-time";

export interface UsageMeterProps {
  usage: z.output<typeof usageShape>;
}

const METRICS = [
  { key: "checksRun", label: "Monitoring checks run", color: "bg-brand-500" },
  { key: "assessments", label: "Framework assessments", color: "bg-emerald-500" },
  { key: "policiesGenerated", label: "Documents generated", color: "bg-amber-500" },
] as const;

/** Total metered operations against the plan's limit, with the share of each metric. */
export function UsageMeter({ usage }: UsageMeterProps) {
  const used = usedOf(usage);
  const full = used >= usage.limit;
  const near = !full && percentOf(used, usage.limit) >= 80;
  return (
    <div data-testid="usage-meter">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p>
          <span className="text-3xl font-semibold text-slate-900">{used.toLocaleString("en")}</span>
          <span className="ml-1 text-sm text-slate-600">of {usage.limit.toLocaleString("en")} metered operations</span>
        </p>
        <p className="text-xs text-slate-500">
          {formatDate(usage.period.start)} – {formatDate(usage.period.end)}
        </p>
      </div>
      <StackedBar
        className="mt-3"
        total={usage.limit}
        segments={METRICS.map((m) => ({ key: m.key, value: usage[m.key], color: m.color }))}
        a11y={{ role: "progressbar", label: "Metered operations used this period", now: Math.min(used, usage.limit), valueText: `${used} of ${usage.limit}` }}
      />
      {full && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          The limit is reached: checks, assessments and document generation answer “usage limit exceeded” until the next period or an upgrade.
        </p>
      )}
      {near && <p className="mt-2 text-sm text-amber-700">Over 80% of this period’s limit is used.</p>}
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        {METRICS.map((m) => (
          <div key={m.key} className="rounded-md border border-slate-200 px-3 py-2">
            <dt className="flex items-center gap-2 text-xs text-slate-600">
              <span aria-hidden className={`inline-block h-2 w-2 rounded-full ${m.color}`} />
              {m.label}
            </dt>
            <dd className="mt-1 text-lg font-semibold text-slate-900" data-testid={`usage-${m.key}`}>
              {usage[m.key].toLocaleString("en")}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

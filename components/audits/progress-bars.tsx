import type { ProgressJson } from "@/lib/audits";
import { percentOf, StackedBar } from "@/components/ui/stacked-bar";
import { AUDIT_CONTROL_STATUS_LABELS as LABELS } from "@/lib/vocabulary";
import { reviewedText } from "./progress-text";

// The auditor's verdicts make up "reviewed"; not tested (recorded at completion) and pending are apart from them.
const SEGMENTS = [
  { key: "passed", label: LABELS.passed, color: "bg-green-500" },
  { key: "failed", label: LABELS.failed, color: "bg-red-500" },
  { key: "needs_evidence", label: LABELS.needs_evidence, color: "bg-amber-400" },
  { key: "not_tested", label: LABELS.not_tested, color: "bg-slate-500" },
  { key: "pending", label: LABELS.pending, color: "bg-slate-200" },
] as const;
const VERDICTS = new Set<string>(["passed", "failed", "needs_evidence"]);

/**
 * Review progress: one bar of the controls reviewed (the auditor's verdicts only, so it agrees with the headline), the
 * controls not tested and pending said beside it, then a card per status with its count.
 */
export function ProgressBars({ progress }: { progress: ProgressJson }) {
  const total = progress.total_controls;
  const rest = [progress.not_tested > 0 ? `${progress.not_tested} not tested` : null, progress.pending > 0 ? `${progress.pending} pending` : null].filter(
    Boolean,
  );
  return (
    <section aria-label="Review progress" className="space-y-4">
      <div>
        <div className="mb-1 flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
          <span className="font-medium text-slate-900">Reviewed</span>
          <span className="tabular-nums text-slate-600" data-testid="progress-reviewed">
            {progress.reviewed} of {total} ({percentOf(progress.reviewed, total)}%){rest.length ? ` · ${rest.join(", ")}` : ""}
          </span>
        </div>
        <StackedBar
          total={total}
          segments={SEGMENTS.filter((s) => VERDICTS.has(s.key)).map((s) => ({ key: s.key, value: progress[s.key], color: s.color }))}
          a11y={{
            role: "progressbar",
            label: "Controls reviewed",
            now: progress.reviewed,
            valueText: reviewedText(progress),
          }}
        />
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {SEGMENTS.map((s) => (
          <div key={s.key} className="rounded-md border border-slate-200 p-3">
            <dt className="flex items-center gap-2 text-xs text-slate-600">
              <span className={`inline-block h-2 w-2 rounded-full ${s.color}`} aria-hidden />
              {s.label}
            </dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums text-slate-900" data-testid={`progress-${s.key}`}>
              {progress[s.key]}
            </dd>
            <StackedBar className="mt-2" height="h-1.5" total={total} segments={[{ key: s.key, value: progress[s.key], color: s.color }]} />
          </div>
        ))}
      </dl>
    </section>
  );
}

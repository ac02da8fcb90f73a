import Link from "next/link";
import { Badge, Card } from "@/components/ui/card";
import { StackedBar } from "@/components/ui/stacked-bar";
import { READINESS_TONES } from "@/components/readiness/readiness-sources";
import { READINESS_STATUS_LABELS, RESULT_STATUS_LABELS } from "@/lib/vocabulary";
import type { FrameworkReadiness, NextAction } from "@/lib/dashboard";
import { formatDateTime } from "@/lib/format/date-time";
import { labelOf } from "@/lib/format/labels";
import { Sparkline } from "./sparkline";

/** Where each kind of next action is done: evidence in the library, a failing test on the check's page. */
function actionHref(action: NextAction, resultId: string | null): string {
  return action.kind === "fix_test" && resultId ? `/monitoring/results/${resultId}` : "/evidence";
}

/** One monitored framework: score and trend, how many controls are met, partly met or missing, and what to do next. */
export function FrameworkReadinessCard({ framework: f }: { framework: FrameworkReadiness }) {
  const { met, partial, missing, notApplicable } = f.counts;
  const applicable = met + partial + missing;
  const change = f.score !== null && f.previousScore !== null ? Math.round((f.score - f.previousScore) * 100) / 100 : null;
  return (
    <Card
      title={f.frameworkName}
      actions={
        f.resultId ? (
          <Link href={`/monitoring/results/${f.resultId}`} className="text-sm font-medium text-brand-600 hover:underline">
            Latest check →
          </Link>
        ) : undefined
      }
    >
      {f.score === null ? (
        <p className="text-sm text-slate-600">
          Not checked yet. The first check of {f.scheduleName ?? "its schedule"} is on its way; or run it now from{" "}
          <Link href="/monitoring" className="text-brand-600 hover:underline">
            Monitoring
          </Link>
          .
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <p className="text-3xl font-semibold">
                {f.score}
                <span className="text-base font-normal text-slate-500"> / 100</span>
              </p>
              <p className="text-xs text-slate-500">
                {labelOf(RESULT_STATUS_LABELS, f.status)} (pass at {f.passThreshold})
                {change !== null && change !== 0 && ` · ${change > 0 ? "+" : ""}${change} since the check before`}
                {f.checkedAt && ` · ${formatDateTime(f.checkedAt)}`}
              </p>
            </div>
            <Sparkline points={f.trend} threshold={f.passThreshold} label={`${f.frameworkName}: last ${f.trend.length} scores, latest ${f.score} of 100`} />
          </div>
          <StackedBar
            className="mt-3"
            total={applicable}
            segments={[
              { key: "met", value: met, color: "bg-emerald-500" },
              { key: "partial", value: partial, color: "bg-amber-400" },
              { key: "missing", value: missing, color: "bg-rose-400" },
            ]}
            a11y={{ role: "img", label: `${met} met, ${partial} partly met, ${missing} missing of ${applicable} applicable controls` }}
          />
          <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-600">
            <span>{met} met</span>
            <span>{partial} partly met</span>
            <span>{missing} missing</span>
            {notApplicable > 0 && <span>{notApplicable} not applicable</span>}
          </p>
          {f.nextActions.length > 0 && (
            <>
              <h3 className="mt-4 text-sm font-semibold text-slate-800">Next actions</h3>
              <ul className="mt-1 space-y-2 text-sm">
                {f.nextActions.map((a) => (
                  <li key={a.controlId} className="flex items-start gap-2">
                    <Badge tone={READINESS_TONES[a.readiness]}>{READINESS_STATUS_LABELS[a.readiness]}</Badge>
                    <span className="min-w-0">
                      <Link href={actionHref(a, f.resultId)} className="font-medium text-brand-700 hover:underline" title={a.reason}>
                        {a.action}
                      </Link>
                      <span className="block truncate text-xs text-slate-500" title={a.reason}>
                        {a.reason}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </Card>
  );
}

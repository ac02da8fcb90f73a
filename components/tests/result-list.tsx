import Link from "next/link";
import { Badge } from "@/components/ui/card";
import { formatDate } from "@/lib/format/date-time";
import { labelOf } from "@/lib/format/labels";
import { TEST_OUTCOME_LABELS } from "@/lib/vocabulary";
import type { TestResultResponse } from "@/lib/integrations";
import { ExcludeButton, RevokeExclusionButton } from "./exclusion-actions";
import { outcomeTone } from "./format";
import { DueText } from "./test-row";

/** A test's outcome on each resource, failing first: detail, since when, due date, and the exclusion in force. */
export function ResultList({ testId, testTitle, results }: { testId: string; testTitle: string; results: TestResultResponse[] }) {
  return (
    <ul className="divide-y divide-slate-100" aria-label="Results by resource">
      {results.map((r) => (
        <li key={r.resourceId} className="py-3 first:pt-0 last:pb-0" data-testid="result-row">
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="break-words font-medium text-slate-900">{r.resourceName}</span>
                {r.exclusion ? <Badge>Excluded</Badge> : <Badge tone={outcomeTone(r.outcome)}>{labelOf(TEST_OUTCOME_LABELS, r.outcome)}</Badge>}
              </div>
              <p className="mt-0.5 text-xs text-slate-500">
                <Link href={`/integrations/${r.integrationId}`} className="hover:text-brand-700 hover:underline">
                  {r.integrationName}
                </Link>
              </p>
            </div>
            <div className="shrink-0">
              {r.exclusion ? (
                <RevokeExclusionButton testId={testId} exclusionId={r.exclusion.id} resourceName={r.resourceName} />
              ) : (
                (r.outcome === "failing" || r.outcome === "error") && (
                  <ExcludeButton testId={testId} testTitle={testTitle} resourceId={r.resourceId} resourceName={r.resourceName} />
                )
              )}
            </div>
          </div>
          <p className="mt-1 break-words text-sm text-slate-700">{r.detail}</p>
          <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-500">
            <span>
              {labelOf(TEST_OUTCOME_LABELS, r.outcome)} since {formatDate(r.since)}
            </span>
            {r.outcome === "failing" && !r.exclusion && <DueText dueAt={r.dueAt} overdue={r.overdue} />}
          </p>
          {r.exclusion && (
            <p className="mt-1 break-words rounded-md bg-slate-50 p-2 text-xs text-slate-700" data-testid="result-exclusion">
              Excluded until {formatDate(r.exclusion.expiresAt)}: {r.exclusion.reason}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}

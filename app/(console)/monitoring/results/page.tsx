import type { Metadata } from "next";
import Link from "next/link";
import { resultTone, scheduleLabelIn, scheduleLabels } from "@/components/monitoring/format";
import { ScoreChart } from "@/components/monitoring/score-chart";
import { Badge, EmptyState, Table } from "@/components/ui/card";
import { buttonClass } from "@/components/ui/button";
import { consoleContext } from "@/lib/auth";
import { requireCustomer } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { listResultsQuery, HISTORY_DEFAULT_DAYS } from "@/lib/monitoring/schemas";
import { monitorableFrameworks, listResults, listSchedules, getScoreHistory } from "@/lib/monitoring";
import { RESULT_TRIGGER_LABELS } from "@/lib/format/labels";
import { RESULT_STATUS_LABELS } from "@/lib/vocabulary";
import { formatDateTime } from "@/lib/format/date-time";
import { FilterSelect } from "@/components/ui/filter-select";
import { TableHead } from "@/components/ui/table-head";

export const metadata: Metadata = { title: "Monitoring results" };

export default async function ResultsPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const ctx = await consoleContext();
  const { accountId } = requireCustomer(ctx);
  const params = await searchParams;
  const parsed = listResultsQuery.safeParse({
    limit: "25",
    ...(params.frameworkId ? { frameworkId: params.frameworkId } : {}),
    ...(params.scheduleId ? { scheduleId: params.scheduleId } : {}),
    ...(params.status ? { status: params.status } : {}),
    ...(params.cursor ? { cursor: params.cursor } : {}),
  });
  const query = parsed.success ? parsed.data : listResultsQuery.parse({ limit: "25" });
  const [results, history, frameworks, schedules] = await Promise.all([
    listResults(ctx, query).catch((error) => {
      if (error instanceof ServiceError && error.code === "validation_failed") return listResults(ctx, listResultsQuery.parse({ limit: "25" }));
      throw error;
    }),
    getScoreHistory(ctx, { scheduleId: query.scheduleId, frameworkId: query.frameworkId }),
    monitorableFrameworks(ctx.db, accountId),
    listSchedules(ctx, { limit: 200 }),
  ]);
  const nameOf = new Map(frameworks.map((f) => [f.id, f.name]));
  const listed = scheduleLabels(schedules.items, nameOf);
  const labelOf = (s: { id: string; name: string | null; frameworkId: string }) => scheduleLabelIn(listed, s, nameOf);
  const next = results.pagination.nextCursor
    ? `/monitoring/results?${new URLSearchParams({
        ...(query.frameworkId ? { frameworkId: query.frameworkId } : {}),
        ...(query.scheduleId ? { scheduleId: query.scheduleId } : {}),
        ...(query.status ? { status: query.status } : {}),
        cursor: results.pagination.nextCursor,
      })}`
    : null;

  return (
    <div className="space-y-6">
      <section aria-labelledby="trend-heading">
        <h2 id="trend-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Score over time per schedule (last {HISTORY_DEFAULT_DAYS} days)
        </h2>
        {history.length === 0 ? (
          <EmptyState title="No checks yet">Run a schedule to see its score here.</EmptyState>
        ) : (
          <div className="grid gap-4 lg:grid-cols-2">
            {history.map((series) => (
              <ScoreChart
                key={series.scheduleId}
                title={labelOf({ id: series.scheduleId, name: series.scheduleName, frameworkId: series.frameworkId })}
                subtitle={series.deleted ? "deleted schedule" : undefined}
                points={series.points}
                threshold={series.passThreshold}
              />
            ))}
          </div>
        )}
      </section>

      <section aria-labelledby="results-heading" className="space-y-3">
        <h2 id="results-heading" className="text-lg font-semibold text-slate-900">
          Results
        </h2>
        <form method="get" className="flex flex-wrap items-end gap-3">
          <FilterSelect
            name="frameworkId"
            id="filter-framework"
            label="Framework"
            options={frameworks.map((f) => ({ value: f.id, label: f.name }))}
            value={query.frameworkId}
            allLabel="All"
          />
          <FilterSelect
            name="scheduleId"
            label="Schedule"
            options={schedules.items.map((s) => ({ value: s.id, label: labelOf(s) }))}
            value={query.scheduleId}
            allLabel="All"
          />
          <FilterSelect name="status" label="Status" options={RESULT_STATUS_LABELS} value={query.status} allLabel="All" />
          <button type="submit" className={buttonClass("secondary")}>
            Filter
          </button>
        </form>
        {results.items.length === 0 ? (
          <EmptyState title="No results match" />
        ) : (
          <Table caption="Check results">
            <TableHead columns={["Completed", "Schedule", "Status", "Score", "Change", "Trigger"]} actions="Details" />
            <tbody>
              {results.items.map((r) => {
                const change = r.score !== null && r.previousScore !== null ? Math.round((r.score - r.previousScore) * 100) / 100 : null;
                return (
                  <tr key={r.id} data-testid="result-row">
                    <td className="text-xs">{formatDateTime(r.completedAt)}</td>
                    <td>
                      <Link href={`/monitoring/results?scheduleId=${r.scheduleId}`} className="hover:underline" data-testid="result-schedule">
                        {labelOf({ id: r.scheduleId, name: r.scheduleName, frameworkId: r.frameworkId })}
                      </Link>
                    </td>
                    <td>
                      <Badge tone={resultTone(r.status)}>{RESULT_STATUS_LABELS[r.status]}</Badge>
                    </td>
                    <td className="font-medium">{r.score ?? "—"}</td>
                    <td className={change !== null && change < 0 ? "text-red-700" : "text-slate-600"}>
                      {change === null ? "—" : change > 0 ? `+${change}` : change}
                    </td>
                    <td className="text-xs">{RESULT_TRIGGER_LABELS[r.trigger]}</td>
                    <td>
                      <Link href={`/monitoring/results/${r.id}`} className="text-sm font-medium text-brand-600 hover:underline">
                        Controls
                      </Link>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        )}
        {next && (
          <Link href={next} className={buttonClass("secondary")}>
            Older results
          </Link>
        )}
      </section>
    </div>
  );
}

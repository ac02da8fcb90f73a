import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { controlTone, frameworkNameIn, resultTone } from "@/components/monitoring/format";
import { MONITORING_CONTROL_STATUS_LABELS, RESULT_STATUS_LABELS } from "@/lib/vocabulary";
import { ReadinessSources } from "@/components/readiness/readiness-sources";
import { ControlTests } from "@/components/tests/control-tests";
import { testsByControl } from "@/components/tests/format";
import { Badge, Card, Table } from "@/components/ui/card";
import { consoleContext } from "@/lib/auth";
import { requireCustomer } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { getBuiltinControl } from "@/lib/frameworks";
import { listTests } from "@/lib/integrations";
import { monitorableFrameworks, getResult } from "@/lib/monitoring";
import { isUuid } from "@/lib/uuid";
import { formatDateTime } from "@/lib/format/date-time";
import { BackLink } from "@/components/ui/back-link";
import { TableHead } from "@/components/ui/table-head";

export const metadata: Metadata = { title: "Check result" };

const FILTERS = ["all", "failed", "partial", "passed", "not_applicable"] as const;

export default async function ResultPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string>> }) {
  const ctx = await consoleContext();
  const { accountId } = requireCustomer(ctx);
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const result = await getResult(ctx, id).catch((error) => {
    if (error instanceof ServiceError && error.code === "not_found") notFound();
    throw error;
  });
  const filter = (FILTERS as readonly string[]).includes((await searchParams).status ?? "") ? (await searchParams).status : "all";
  const [frameworks, frameworkTests] = await Promise.all([
    monitorableFrameworks(ctx.db, accountId),
    // The automated tests on this framework's controls, now: one list call, grouped by control in memory.
    listTests(ctx, { framework: result.frameworkId, include: "connected", limit: 200 }),
  ]);
  const name = frameworkNameIn(new Map(frameworks.map((f) => [f.id, f.name])), result.frameworkId);
  const tests = testsByControl(frameworkTests.items, result.frameworkId);
  const counts = Object.fromEntries(FILTERS.map((f) => [f, f === "all" ? result.controls.length : result.controls.filter((c) => c.status === f).length]));
  const shown = filter === "all" ? result.controls : result.controls.filter((c) => c.status === filter);

  return (
    <div className="space-y-6">
      <BackLink href="/monitoring/results">All results</BackLink>
      <Card
        title={`${name} check`}
        actions={
          <a href={`/api/v1/monitoring/results/${result.id}/oscal`} download className="shrink-0 text-sm font-medium text-brand-700 hover:underline">
            OSCAL assessment results
          </a>
        }
      >
        <dl className="grid gap-4 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-slate-500">Status</dt>
            <dd>
              <Badge tone={resultTone(result.status)}>{RESULT_STATUS_LABELS[result.status]}</Badge>
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Score</dt>
            <dd className="text-xl font-semibold" data-testid="result-score">
              {result.score ?? "—"}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Previous score</dt>
            <dd>{result.previousScore ?? "—"}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Completed</dt>
            <dd>{formatDateTime(result.completedAt)}</dd>
          </div>
        </dl>
        {result.error && (
          <p role="alert" className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
            {result.error}
          </p>
        )}
      </Card>
      {result.controls.length > 0 && (
        <section aria-labelledby="controls-heading" className="space-y-3">
          <h2 id="controls-heading" className="text-lg font-semibold text-slate-900">
            Controls
          </h2>
          <nav aria-label="Filter controls" className="flex flex-wrap gap-2">
            {FILTERS.map((f) => (
              <Link
                key={f}
                href={f === "all" ? `/monitoring/results/${id}` : `/monitoring/results/${id}?status=${f}`}
                aria-current={filter === f ? "page" : undefined}
                className={`rounded-full px-3 py-1 text-xs font-medium ${
                  filter === f ? "bg-brand-600 text-white" : "bg-slate-100 " + "text-slate-700 hover:bg-slate-200"
                }`}
              >
                {f === "all" ? "All" : MONITORING_CONTROL_STATUS_LABELS[f]} ({counts[f]})
              </Link>
            ))}
          </nav>
          <Table caption="Control outcomes">
            <TableHead columns={["Control", "Status", "Reason and what to do", "Sources"]} />
            <tbody>
              {shown.map((c) => (
                <tr key={c.controlId} data-testid="control-row">
                  <td className="whitespace-nowrap align-top">
                    <span className="font-mono text-xs font-semibold">{c.controlId}</span>
                    <span className="block min-w-40 max-w-56 whitespace-normal text-xs text-slate-500">
                      {getBuiltinControl(result.frameworkId, c.controlId)?.title}
                    </span>
                  </td>
                  <td className="align-top">
                    <Badge tone={controlTone(c.status)}>{MONITORING_CONTROL_STATUS_LABELS[c.status]}</Badge>
                    <span className="mt-1 block min-w-28">
                      <ControlTests tests={tests.get(c.controlId)} framework={result.frameworkId} controlId={c.controlId} />
                    </span>
                  </td>
                  <td className="align-top text-sm text-slate-700">{c.reason}</td>
                  <td className="align-top">
                    <ReadinessSources sources={c.sources} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </section>
      )}
    </div>
  );
}

import type { Metadata } from "next";
import type { z } from "zod";
import Link from "next/link";
import { notFound } from "next/navigation";
import { CopyBlock } from "@/components/integrations/copy-block";
import { resourceTypeNames, typeName } from "@/components/integrations/format";
import { getControlNames } from "@/lib/custom-frameworks";
import { DeleteTestButton } from "@/components/tests/delete-test-button";
import { RevokeExclusionButton } from "@/components/tests/exclusion-actions";
import { severityTone, testStatusTone } from "@/components/tests/format";
import { HistoryChart } from "@/components/tests/history-chart";
import { ResultList } from "@/components/tests/result-list";
import { countsText, DueText } from "@/components/tests/test-row";
import { buttonClass, ButtonLink } from "@/components/ui/button";
import { Badge, Card, EmptyState, PageHeader } from "@/components/ui/card";
import { FilterSelect } from "@/components/ui/filter-select";
import { Pager } from "@/components/ui/pager";
import { consoleContext } from "@/lib/auth";
import { isServiceError } from "@/lib/errors";
import { formatDate, formatDateTime } from "@/lib/format/date-time";
import { labelOf } from "@/lib/format/labels";
import { TEST_OUTCOME_LABELS, TEST_SEVERITY_LABELS, TEST_STATUS_LABELS, INTEGRATION_PROVIDER_LABELS } from "@/lib/vocabulary";
import { getTest, listExclusions, listIntegrations, listProviders, listTestChanges, listTestHistory, listTestResults } from "@/lib/integrations";
import { listExclusionsQuery, listTestResultsQuery, testParams } from "@/lib/integrations/schemas";
import { pageQuery } from "@/lib/schemas";
import { Can } from "@/components/ui/role";
import { BackLink } from "@/components/ui/back-link";
import { CodeText } from "@/components/ui/code-text";

/** A test id as the path carries it; a malformed escape is simply not a test. */
const safeDecode = (raw: string) => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return "";
  }
};

export const metadata: Metadata = { title: "Test" };

/** A list's query through the route's own schema; a hand-edited value that does not parse falls back to the first page, unfiltered. */
function queryOf<S extends z.ZodType>(schema: S, input: Record<string, string | number | undefined>, limit: number): z.output<S> {
  const parsed = schema.safeParse({ ...input, limit });
  return parsed.success ? parsed.data : schema.parse({ limit });
}

export default async function TestPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string>> }) {
  const ctx = await consoleContext();
  const parsedParams = testParams.safeParse({ id: safeDecode((await params).id) });
  if (!parsedParams.success) notFound();
  const { id } = parsedParams.data;
  const test = await getTest(ctx, id).catch((error: unknown) => {
    if (isServiceError(error) && error.code === "not_found") notFound();
    throw error;
  });
  const sp = await searchParams;
  const resultsQuery = queryOf(listTestResultsQuery, { outcome: sp.outcome || undefined, cursor: sp.results || undefined }, 25);
  const { outcome } = resultsQuery;
  const [results, history, changes, exclusions, providers, integrations, names] = await Promise.all([
    listTestResults(ctx, id, resultsQuery),
    listTestHistory(ctx, id, { limit: 60 }),
    listTestChanges(ctx, id, queryOf(pageQuery, { cursor: sp.changes || undefined }, 10)),
    listExclusions(ctx, id, queryOf(listExclusionsQuery, { cursor: sp.exclusions || undefined }, 20)),
    listProviders(ctx, { limit: 200 }),
    listIntegrations(ctx, { limit: 200 }),
    getControlNames(
      ctx,
      test.controls.map((c) => c.framework),
    ),
  ]);
  const typeNames = resourceTypeNames(providers.items, integrations.items);
  const integrationNames = Object.fromEntries(integrations.items.map((i) => [i.id, i.name]));
  const keep = { outcome, results: sp.results, changes: sp.changes, exclusions: sp.exclusions };
  const base = `/tests/${id}`;
  const byFramework = new Map<string, string[]>();
  for (const c of test.controls) byFramework.set(c.framework, [...(byFramework.get(c.framework) ?? []), c.controlId]);
  const custom = test.source === "custom";
  const ran = test.integrations.length > 0;

  return (
    <>
      <BackLink href="/tests">Tests</BackLink>
      <PageHeader
        title={test.title}
        description={test.description ? <CodeText text={test.description} /> : undefined}
        actions={
          custom ? (
            <>
              <Can role="member">
                <ButtonLink href={`${base}/edit`} variant="secondary">
                  Edit
                </ButtonLink>
              </Can>
              <DeleteTestButton id={test.id} title={test.title} />
            </>
          ) : undefined
        }
      />

      <Card className="mb-6">
        <div className="flex flex-wrap items-center gap-2" data-testid="test-status">
          <Badge tone={severityTone(test.severity)}>{labelOf(TEST_SEVERITY_LABELS, test.severity)} severity</Badge>
          <Badge tone={testStatusTone(test.status)}>{labelOf(TEST_STATUS_LABELS, test.status)}</Badge>
          {custom && <Badge tone="blue">Custom test</Badge>}
        </div>
        <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="text-xs text-slate-500">Checks</dt>
            <dd className="break-words">{typeName(typeNames, test.resourceType)}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Resources</dt>
            <dd data-testid="test-counts">{ran ? countsText(test.counts) : "None checked yet"}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Failing since</dt>
            <dd>{test.failingSince ? formatDate(test.failingSince) : "—"}</dd>
          </div>
          <div>
            <dt className="text-xs text-slate-500">Fix by</dt>
            <dd>{test.status === "failing" && test.dueAt ? <DueText dueAt={test.dueAt} overdue={test.overdue} short /> : "—"}</dd>
          </div>
          <div className="sm:col-span-2 lg:col-span-4">
            <dt className="text-xs text-slate-500">Run by</dt>
            <dd className="break-words">
              {ran
                ? test.integrations.map((i, n) => (
                    <span key={i.id}>
                      {n > 0 && ", "}
                      <Link href={`/integrations/${i.id}`} className="text-brand-700 hover:underline">
                        {i.name}
                      </Link>
                    </span>
                  ))
                : custom
                  ? "No integration holds resources of this type yet."
                  : `No connected integration runs it yet: connect ` +
                    `${test.provider ? labelOf(INTEGRATION_PROVIDER_LABELS, test.provider) : "its system"} to run it.`}
            </dd>
          </div>
        </dl>
      </Card>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Card title="Results by resource">
            <form method="get" className="mb-4 flex flex-wrap items-end gap-3" aria-label="Filter results">
              <FilterSelect name="outcome" label="Outcome" options={TEST_OUTCOME_LABELS} value={outcome} allLabel="Any outcome" />
              <button type="submit" className={buttonClass("secondary")}>
                Filter
              </button>
            </form>
            {results.items.length === 0 ? (
              <EmptyState title={outcome ? "No resource has this outcome" : "No results yet"}>
                {outcome
                  ? "Choose another outcome, or any."
                  : custom
                    ? "Push or sync resources of this type; the test runs on them as they arrive."
                    : "Connect or sync an integration of this type; the test runs at every sync."}
              </EmptyState>
            ) : (
              <ResultList testId={test.id} testTitle={test.title} results={results.items} />
            )}
            <Pager basePath={base} nextCursor={results.pagination.nextCursor} cursorParam="results" params={keep} isFirst={!sp.results} />
          </Card>

          <Card title="History">
            {history.items.length === 0 ? (
              <p className="text-sm text-slate-600">Each sync adds a bar here: how many resources failed and passed.</p>
            ) : (
              <HistoryChart points={[...history.items].reverse()} integrationNames={integrationNames} />
            )}
          </Card>

          <Card title="Recent changes">
            {changes.items.length === 0 ? (
              <p className="text-sm text-slate-600">When a resource starts failing or recovers, it is listed here.</p>
            ) : (
              <ol className="divide-y divide-slate-100" aria-label="Recent changes">
                {changes.items.map((c) => (
                  <li key={c.id} className="py-2 text-sm first:pt-0 last:pb-0">
                    <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <span className="break-words font-medium text-slate-900">{c.resourceName}</span>
                      <span className="text-slate-600">{c.fromOutcome ? `${labelOf(TEST_OUTCOME_LABELS, c.fromOutcome)} → ` : "First checked: "}</span>
                      <Badge tone={c.toOutcome === "passing" ? "green" : c.toOutcome === "failing" ? "red" : c.toOutcome === "error" ? "amber" : "gray"}>
                        {labelOf(TEST_OUTCOME_LABELS, c.toOutcome)}
                      </Badge>
                      <span className="text-xs text-slate-500">{formatDateTime(c.at)}</span>
                    </p>
                    <p className="mt-0.5 break-words text-xs text-slate-600">{c.detail}</p>
                  </li>
                ))}
              </ol>
            )}
            <Pager basePath={base} nextCursor={changes.pagination.nextCursor} cursorParam="changes" params={keep} isFirst={!sp.changes} />
          </Card>
        </div>

        <div className="min-w-0 space-y-6">
          {test.rationale && (
            <Card title="Why it matters">
              <p className="whitespace-pre-line break-words text-sm text-slate-700">
                <CodeText text={test.rationale} />
              </p>
            </Card>
          )}
          {(test.remediation.console || test.remediation.command) && (
            <Card title="How to fix">
              {test.remediation.console && (
                <p className="whitespace-pre-line break-words text-sm text-slate-700">
                  <CodeText text={test.remediation.console} />
                </p>
              )}
              {test.remediation.command && (
                <div className="mt-3">
                  <p className="mb-1 text-xs font-medium text-slate-600">Command</p>
                  <CopyBlock text={test.remediation.command} label="Fix command" />
                </div>
              )}
            </Card>
          )}
          {custom && test.expression && (
            <Card title="Rule">
              <p className="mb-1 text-xs font-medium text-slate-600">Passes when</p>
              <pre className="whitespace-pre-wrap break-all rounded-md bg-slate-50 p-2 font-mono text-xs text-slate-800">{test.expression}</pre>
              {test.appliesWhen && (
                <>
                  <p className="mb-1 mt-3 text-xs font-medium text-slate-600">Applies when</p>
                  <pre className="whitespace-pre-wrap break-all rounded-md bg-slate-50 p-2 font-mono text-xs text-slate-800">{test.appliesWhen}</pre>
                </>
              )}
            </Card>
          )}
          <Card title="Controls it evidences">
            {byFramework.size === 0 ? (
              <p className="text-sm text-slate-600">{custom ? "None yet: edit the test to map it to controls, so it counts toward readiness." : "None."}</p>
            ) : (
              <div className="space-y-4">
                {[...byFramework].map(([framework, controls]) => (
                  <section key={framework} aria-label={names.frameworkName(framework)}>
                    <h3 className="text-sm font-semibold text-slate-800">
                      <Link href={`/frameworks/${framework}`} className="hover:text-brand-700 hover:underline">
                        {names.frameworkName(framework)}
                      </Link>
                    </h3>
                    <ul className="mt-1 space-y-1 text-sm">
                      {controls.map((controlId) => {
                        const title = names.controlTitle(framework, controlId);
                        return (
                          <li key={controlId} className="break-words text-slate-700">
                            <span className="font-mono text-xs font-semibold text-slate-900">{controlId}</span>
                            {title && <span> — {title}</span>}
                          </li>
                        );
                      })}
                    </ul>
                  </section>
                ))}
              </div>
            )}
          </Card>
          <Card title="Exclusions">
            {exclusions.items.length === 0 ? (
              <p className="text-sm text-slate-600">
                None. Exclude a resource from its result when the test does not apply to it, with a reason and an expiry.
              </p>
            ) : (
              <ul className="divide-y divide-slate-100" aria-label="Exclusions">
                {exclusions.items.map((x) => (
                  <li key={x.id} className="py-2 text-sm first:pt-0 last:pb-0" data-testid="exclusion-row">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <span className="min-w-0 break-words font-medium text-slate-900">{x.resourceName}</span>
                      {x.active ? <Badge tone="blue">In force</Badge> : <Badge>{x.revokedAt ? "Revoked" : "Lapsed"}</Badge>}
                    </div>
                    <p className="mt-0.5 break-words text-slate-700">{x.reason}</p>
                    <p className="mt-0.5 text-xs text-slate-500">
                      Since {formatDate(x.createdAt)} · {x.revokedAt ? `revoked ${formatDate(x.revokedAt)}` : `until ${formatDate(x.expiresAt)}`}
                    </p>
                    {x.active && (
                      <div className="mt-1">
                        <RevokeExclusionButton testId={test.id} exclusionId={x.id} resourceName={x.resourceName} />
                      </div>
                    )}
                  </li>
                ))}
              </ul>
            )}
            <Pager basePath={base} nextCursor={exclusions.pagination.nextCursor} cursorParam="exclusions" params={keep} isFirst={!sp.exclusions} />
          </Card>
        </div>
      </div>
    </>
  );
}

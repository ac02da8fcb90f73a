import type { Metadata } from "next";
import { CoverageBadge, CoverageSupportList } from "@/components/frameworks/coverage-support";
import { BackLink } from "@/components/ui/back-link";
import { buttonClass } from "@/components/ui/button";
import { Card, EmptyState, PageHeader, Table } from "@/components/ui/card";
import { FilterSelect } from "@/components/ui/filter-select";
import { Pager } from "@/components/ui/pager";
import { StackedBar } from "@/components/ui/stacked-bar";
import { TableHead } from "@/components/ui/table-head";
import { consoleContext } from "@/lib/auth";
import type { Ctx } from "@/lib/context";
import { listFrameworks as listCustomFrameworks } from "@/lib/custom-frameworks";
import { ServiceError } from "@/lib/errors";
import { COVERAGE_STATUS_LABELS } from "@/lib/format/labels";
import { listFrameworks as listBuiltinFrameworks } from "@/lib/frameworks";
import { COVERAGE_STATUSES } from "@/lib/monitoring/schemas";
import { getCoverageWithControls, type CoverageStatus } from "@/lib/monitoring";
import { prose } from "@/lib/format/prose";

export const metadata: Metadata = { title: "Coverage across frameworks" };

/** The account's custom frameworks for the selects; none when the plan has no custom frameworks. */
async function customOptions(ctx: Ctx) {
  try {
    return (await listCustomFrameworks(ctx, { limit: 200 })).items.map((f) => ({ id: f.id, name: f.name }));
  } catch (error) {
    if (error instanceof ServiceError && error.code === "plan_upgrade_required") return [];
    throw error;
  }
}

/** The summary and one page of controls; null when either framework is unknown to the account (a stale link). */
async function loadCoverage(ctx: Ctx, from: string, to: string, status: CoverageStatus | undefined, cursor: string | undefined) {
  try {
    // A stale cursor (the list changed since the link was made) starts again at the first page.
    return await getCoverageWithControls(ctx, { from, to, status, limit: 50, cursor: cursor || undefined }).catch((error) => {
      if (error instanceof ServiceError && error.code === "validation_failed") return getCoverageWithControls(ctx, { from, to, status, limit: 50 });
      throw error;
    });
  } catch (error) {
    if (error instanceof ServiceError && error.code === "not_found") return null;
    throw error;
  }
}

export default async function CoveragePage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const ctx = await consoleContext();
  const params = await searchParams;
  const from = params.from || "iso27001";
  const to = params.to || "nist-800-53";
  const status = (COVERAGE_STATUSES as readonly string[]).includes(params.status) ? (params.status as CoverageStatus) : undefined;
  const builtins = listBuiltinFrameworks().map(({ id, name }) => ({ id, name }));
  const frameworks = [...builtins, ...(await customOptions(ctx))];
  const options = frameworks.map((f) => ({ value: f.id, label: f.name }));

  const coverage = await loadCoverage(ctx, from, to, status, params.cursor);
  let body: React.ReactNode;
  if (!coverage) {
    body = <EmptyState title="Unknown framework">Choose a built-in framework or one of your custom frameworks.</EmptyState>;
  } else {
    const { summary, page } = coverage;
    const segments = [
      { key: "covered", value: summary.covered, color: "bg-emerald-500" },
      { key: "partly", value: summary.partlyCovered, color: "bg-amber-400" },
    ];
    const link = {
      same: "The same framework: each control counts its own evidence and tests.",
      direct: "These frameworks are joined directly by mappings (an official crosswalk, or your framework's standard mappings).",
      derived: prose(
        "No mapping joins these frameworks directly: every link below is derived, a chain of two mappings through a third framework, and",
        "covers a control only in part.",
      ),
      none: "No mapping joins these frameworks, directly or through a third one.",
    }[summary.link];
    body = (
      <>
        <Card className="mb-6">
          <p className="text-sm text-slate-700" data-testid="coverage-summary">
            Your evidence and passing tests on <strong>{summary.from.name}</strong> cover <strong>{summary.covered}</strong> and partly cover{" "}
            <strong>{summary.partlyCovered}</strong> of the {summary.controls} controls of <strong>{summary.to.name}</strong>; {summary.notCovered} are not
            covered.
          </p>
          <StackedBar
            className="mt-3"
            segments={segments}
            total={summary.controls}
            a11y={{ role: "img", label: `${summary.covered} covered, ${summary.partlyCovered} partly covered, ${summary.notCovered} not covered` }}
          />
          <dl className="mt-3 grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
            {(
              [
                ["covered", summary.covered],
                ["partly_covered", summary.partlyCovered],
                ["not_covered", summary.notCovered],
              ] as const
            ).map(([key, n]) => (
              <div key={key} className="flex items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2">
                <dt>
                  <CoverageBadge status={key} />
                </dt>
                <dd className="font-semibold tabular-nums">{n}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-xs text-slate-500">
            {link} A mapping covers a control in full only when it is direct and the mapped control asks for all of it (equivalent, or a superset); an overlap
            (intersects with) or a narrower control counts in part.
          </p>
        </Card>
        {page.items.length === 0 ? (
          <EmptyState title="No controls match" />
        ) : (
          <Table caption={`Controls of ${summary.to.name} and what covers them`} stack>
            <TableHead columns={["Control", "Coverage", "Covered by"]} />
            <tbody>
              {page.items.map((c) => (
                <tr key={c.controlId} data-testid="coverage-row">
                  <td data-label="Control" className="min-w-0 align-top">
                    <div className="min-w-0">
                      <span className="font-mono text-xs font-semibold">{c.controlId}</span> <span className="break-words text-slate-800">{c.title}</span>
                    </div>
                  </td>
                  <td data-label="Coverage" className="whitespace-nowrap align-top">
                    <CoverageBadge status={c.status} />
                    <span className="ml-1 text-xs text-slate-500">{c.mappedControls} mapped</span>
                  </td>
                  <td data-label="Covered by" className="min-w-0 align-top">
                    <CoverageSupportList support={c.support} frameworks={frameworks} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <Pager basePath="/frameworks/coverage" nextCursor={page.pagination.nextCursor} params={{ from, to, status }} isFirst={!params.cursor} />
      </>
    );
  }

  return (
    <>
      <BackLink href="/frameworks">Frameworks</BackLink>
      <PageHeader
        title="Coverage across frameworks"
        description={prose(
          "Work done once counts everywhere: which controls of one framework the evidence and passing tests you keep for another already",
          "cover, through the official crosswalks, your custom frameworks' mappings, or chains of two (derived).",
        )}
      />
      <form method="get" className="mb-6 flex flex-wrap items-end gap-3" aria-label="Frameworks to compare">
        <FilterSelect name="from" id="coverage-from" label="Evidence and tests on" options={options} value={from} className="w-full sm:w-64" />
        <FilterSelect name="to" id="coverage-to" label="Covering the controls of" options={options} value={to} className="w-full sm:w-64" />
        <FilterSelect
          name="status"
          id="coverage-status"
          label="Show"
          options={COVERAGE_STATUS_LABELS}
          value={status}
          allLabel="All controls"
          className="w-full sm:w-48"
        />
        <button type="submit" className={buttonClass("secondary")}>
          Compare
        </button>
      </form>
      {body}
    </>
  );
}

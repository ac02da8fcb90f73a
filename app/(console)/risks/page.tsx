import type { Metadata } from "next";
import Link from "next/link";
import { AddRiskDialog } from "@/components/risks/add-risk-dialog";
import { RiskHeatmap } from "@/components/risks/heatmap";
import { RiskFilters, type RiskFilterValues } from "@/components/risks/risk-filters";
import { RiskTable } from "@/components/risks/risk-table";
import { buttonClass } from "@/components/ui/button";
import { EmptyState, PageHeader } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { consoleContext } from "@/lib/auth";
import { listMembers } from "@/lib/members";
import { getRiskMatrix, listRisks } from "@/lib/risks";
import { listRisksQuery } from "@/lib/risks/schemas";

export const metadata: Metadata = { title: "Risks" };

const BASE = "/risks";
const PARAMS = ["q", "status", "category", "ownerId", "reviewOverdue", "basis", "likelihood", "impact", "minScore", "maxScore", "cursor"] as const;

const hrefWith = (values: Record<string, string | undefined>) => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) query.set(name, value);
  const s = query.toString();
  return s ? `${BASE}?${s}` : BASE;
};

export default async function RisksPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const ctx = await consoleContext();
  const sp = await searchParams;
  const given: Record<string, string> = {};
  for (const name of PARAMS) {
    const value = sp[name];
    if (typeof value === "string" && value.trim()) given[name] = value;
  }
  // A hand-edited URL keeps the filters that are fine: the others are dropped, never an error page.
  let parsed = listRisksQuery.safeParse(given);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) delete given[String(issue.path[0])];
    parsed = listRisksQuery.safeParse(given);
  }
  const query = parsed.success ? parsed.data : listRisksQuery.parse({});
  const { likelihood: _l, impact: _i, cursor: _c, limit: _n, ...others } = query;
  const [risks, matrix, members] = await Promise.all([listRisks(ctx, query), getRiskMatrix(ctx, others), listMembers(ctx, { limit: 200 })]);
  const values: RiskFilterValues = {
    q: query.q,
    status: query.status,
    category: query.category,
    ownerId: query.ownerId,
    reviewOverdue: given.reviewOverdue,
    basis: given.basis,
    likelihood: given.likelihood,
    impact: given.impact,
  };
  const owners = members.items.filter((m) => m.status === "active").map((m) => ({ value: m.id, label: m.name }));
  const filters = { ...values, minScore: given.minScore, maxScore: given.maxScore };
  const cellHref = (basis: "inherent" | "residual", l: number, i: number) => hrefWith({ ...filters, basis, likelihood: String(l), impact: String(i) });
  const selected = query.likelihood && query.impact ? { basis: query.basis, likelihood: query.likelihood, impact: query.impact } : undefined;
  const maxScore = matrix.scale.likelihood.length * matrix.scale.impact.length;
  const filtered = Object.values(filters).some(Boolean);
  const exportQuery = Object.entries({ ...filters, format: "csv" }).filter((e): e is [string, string] => Boolean(e[1]));
  const exportHref = `/api/v1/risks/export?${new URLSearchParams(exportQuery).toString()}`;

  return (
    <>
      <PageHeader
        title="Risks"
        description={
          <span className="max-sm:hidden">
            The risk register: each risk scored before and after treatment, its owner, its plan and the controls that treat it.
          </span>
        }
        actions={
          <div className="flex flex-wrap gap-2">
            <AddRiskDialog scale={matrix.scale} owners={owners} />
            <Link href="/risks/library" className={buttonClass("secondary")}>
              Library
            </Link>
            <Link href="/risks/assessments" className={buttonClass("secondary")}>
              Assessments
            </Link>
            <a href={exportHref} className={buttonClass("ghost")}>
              Export CSV
            </a>
          </div>
        }
      />
      {matrix.total === 0 && !filtered ? (
        <EmptyState title="No risks yet">
          Start from the{" "}
          <Link href="/risks/library" className="text-brand-700 hover:underline">
            library of common risks
          </Link>{" "}
          or add your own.
        </EmptyState>
      ) : (
        <>
          <section aria-label="Risk matrix" className="mb-6">
            <RiskHeatmap matrix={matrix} hrefOf={cellHref} selected={selected} />
            {selected && (
              <p className="mt-2 text-sm text-slate-600">
                Showing the risks at {selected.basis} likelihood {matrix.scale.likelihood[selected.likelihood - 1] ?? selected.likelihood} and impact{" "}
                {matrix.scale.impact[selected.impact - 1] ?? selected.impact}.{" "}
                <Link href={hrefWith({ ...filters, basis: undefined, likelihood: undefined, impact: undefined })} className="text-brand-700 hover:underline">
                  Show every cell
                </Link>
              </p>
            )}
          </section>
          <RiskFilters key={JSON.stringify(values)} basePath={BASE} values={values} owners={owners} />
          {risks.items.length === 0 ? (
            <EmptyState title={query.cursor ? "No more risks" : "No risk matches these filters"}>
              <Link href={BASE} className="text-brand-700 hover:underline">
                Show every risk
              </Link>
            </EmptyState>
          ) : (
            <RiskTable risks={risks.items} maxScore={maxScore} />
          )}
          <Pager nextCursor={risks.pagination.nextCursor} basePath={BASE} params={filters} isFirst={!query.cursor} />
        </>
      )}
    </>
  );
}

import type { Metadata } from "next";
import { DrawSampleDialog } from "@/components/auditor/draw-sample-dialog";
import { auditorPage } from "@/components/auditor/gate";
import { PopulationFacts } from "@/components/auditor/population-facts";
import { PopulationRowsTable } from "@/components/auditor/population-rows-table";
import { SamplesTable } from "@/components/auditor/samples-table";
import { Card, PageHeader } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { auditorPageContext, getAuditorAudit, getAuditorPopulation, listAuditorPopulationRows, listAuditorSamples } from "@/lib/audits";
import { BackLink } from "@/components/ui/back-link";
import { FIELDWORK_AUDIT_STATUSES } from "@/lib/vocabulary";

export const metadata: Metadata = { title: "Population" };

const RUNNING = new Set<string>(FIELDWORK_AUDIT_STATUSES);

export default async function AuditorPopulationPage({
  params,
  searchParams,
}: {
  params: Promise<{ pid: string }>;
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const ctx = await auditorPageContext();
  const [{ pid }, sp] = await Promise.all([params, searchParams]);
  return auditorPage(async () => {
    const [audit, population, rows, samples] = await Promise.all([
      getAuditorAudit(ctx),
      getAuditorPopulation(ctx, pid),
      listAuditorPopulationRows(ctx, pid, { limit: 25, cursor: sp.rows || undefined }),
      listAuditorSamples(ctx, { population_id: pid }, { limit: 50 }),
    ]);
    return (
      <div className="space-y-6">
        <PageHeader
          title={population.name}
          description={
            <BackLink href="/auditor/populations" inline>
              All populations
            </BackLink>
          }
          actions={<DrawSampleDialog population={population} canDraw={RUNNING.has(audit.status)} />}
        />
        <Card title="Population">
          <PopulationFacts population={population} />
        </Card>
        <section aria-labelledby="samples-title" className="space-y-3">
          <h2 id="samples-title" className="text-sm font-semibold text-slate-800">
            Samples drawn from it
          </h2>
          {samples.items.length === 0 ? (
            <p className="text-sm text-slate-500">None yet. “Draw a sample…” previews and records one.</p>
          ) : (
            <SamplesTable samples={samples.items} withPopulation={false} />
          )}
        </section>
        <section aria-labelledby="rows-title" className="space-y-3">
          <h2 id="rows-title" className="text-sm font-semibold text-slate-800">
            Rows <span className="font-normal text-slate-500">({population.row_count.toLocaleString("en")}, in the order received)</span>
          </h2>
          <PopulationRowsTable rows={rows.items} />
          <Pager basePath={`/auditor/populations/${pid}`} cursorParam="rows" nextCursor={rows.pagination.nextCursor} isFirst={!sp.rows} />
        </section>
      </div>
    );
  });
}

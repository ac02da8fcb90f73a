import type { Metadata } from "next";
import { auditPage } from "@/components/audits/gate";
import { CompletenessBadge } from "@/components/populations/population-table";
import { CompletenessPanel } from "@/components/populations/completeness-panel";
import { DeletePopulationButton } from "@/components/populations/delete-population-button";
import { PopulationFacts } from "@/components/populations/population-facts";
import { PopulationRowsTable } from "@/components/populations/population-rows-table";
import { Card, PageHeader } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { consoleContext } from "@/lib/auth";
import { getAudit, getPopulation, listPopulationRows } from "@/lib/audits";
import { requireCustomer, roleOf } from "@/lib/context/guards";
import { roleAtLeast } from "@/lib/vocabulary";
import { pageQuery } from "@/lib/schemas";
import { BackLink } from "@/components/ui/back-link";

export const metadata: Metadata = { title: "Population" };

export default async function PopulationPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string; pid: string }>;
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const ctx = await consoleContext();
  const { id, pid } = await params;
  const sp = await searchParams;
  const parsed = pageQuery.safeParse({ cursor: sp.cursor || undefined, limit: 50 });
  return auditPage(async () => {
    const [audit, population, rows] = await Promise.all([
      getAudit(ctx, id),
      getPopulation(ctx, id, pid),
      listPopulationRows(ctx, id, pid, parsed.success ? parsed.data : { limit: 50 }),
    ]);
    const role = roleOf(ctx.caller) ?? "viewer";
    const open = audit.status !== "complete";
    // The API's rule for asserting: the population's owner, or an admin or owner of the account.
    const canAssert = open && roleAtLeast(role, "member") && (roleAtLeast(role, "admin") || population.owner?.user_id === requireCustomer(ctx).userId);
    const canDelete = open && roleAtLeast(role, "member") && population.samples_drawn === 0;
    const base = `/audits/${audit.id}/populations/${population.id}`;
    return (
      <>
        <BackLink href={`/audits/${audit.id}/populations`}>Populations of {audit.title}</BackLink>
        <PageHeader
          title={population.name}
          description={
            <span className="flex flex-wrap items-center gap-2">
              <CompletenessBadge population={population} />
              <span>
                {population.row_count.toLocaleString("en")} rows · control {population.control_id}
              </span>
            </span>
          }
          actions={canDelete ? <DeletePopulationButton auditId={audit.id} populationId={population.id} name={population.name} /> : undefined}
        />
        <div className="space-y-6">
          <div className="grid gap-6 lg:grid-cols-2">
            <Card title="Population">
              <PopulationFacts population={population} />
            </Card>
            <Card title="Completeness">
              <CompletenessPanel auditId={audit.id} population={population} canAssert={canAssert} />
            </Card>
          </div>
          <Card title="Rows">
            {rows.items.length === 0 ? (
              <p className="text-sm text-slate-500">No rows on this page.</p>
            ) : (
              <PopulationRowsTable rows={rows.items} columns={population.columns} caption="Population rows" />
            )}
            <Pager basePath={base} nextCursor={rows.pagination.nextCursor} isFirst={!sp.cursor} />
          </Card>
        </div>
      </>
    );
  });
}

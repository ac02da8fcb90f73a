import type { Metadata } from "next";
import { auditorPage } from "@/components/auditor/gate";
import { PopulationsTable } from "@/components/auditor/populations-table";
import { EmptyState, PageHeader } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { auditorPageContext, listAuditorPopulations } from "@/lib/audits";

export const metadata: Metadata = { title: "Populations" };

export default async function AuditorPopulationsPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const ctx = await auditorPageContext();
  const sp = await searchParams;
  return auditorPage(async () => {
    const populations = await listAuditorPopulations(ctx, {}, { limit: 50, cursor: sp.cursor || undefined });
    return (
      <>
        <PageHeader
          title="Populations"
          description="Every occurrence of a control activity in the period, as the organisation provided it. Open one to check its rows and draw a sample."
        />
        {populations.items.length === 0 ? (
          <EmptyState title="No populations yet">The organisation adds them from its audit page or through the API.</EmptyState>
        ) : (
          <PopulationsTable populations={populations.items} />
        )}
        <Pager basePath="/auditor/populations" nextCursor={populations.pagination.nextCursor} isFirst={!sp.cursor} />
      </>
    );
  });
}

import type { Metadata } from "next";
import { auditorPage } from "@/components/auditor/gate";
import { SamplesTable } from "@/components/auditor/samples-table";
import { EmptyState, PageHeader } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { auditorPageContext, listAuditorSamples } from "@/lib/audits";

export const metadata: Metadata = { title: "Samples" };

export default async function AuditorSamplesPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const ctx = await auditorPageContext();
  const sp = await searchParams;
  return auditorPage(async () => {
    const samples = await listAuditorSamples(ctx, {}, { limit: 50, cursor: sp.cursor || undefined });
    return (
      <>
        <PageHeader title="Samples" description="The samples you drew, newest first, with how many items passed, are exceptions or still wait for testing." />
        {samples.items.length === 0 ? <EmptyState title="No samples yet">Open a population to draw one.</EmptyState> : <SamplesTable samples={samples.items} />}
        <Pager basePath="/auditor/samples" nextCursor={samples.pagination.nextCursor} isFirst={!sp.cursor} />
      </>
    );
  });
}

import type { Metadata } from "next";
import { BackToAudit } from "@/components/audits/back-to-audit";
import Link from "next/link";
import { auditPage } from "@/components/audits/gate";
import { SampleTable } from "@/components/samples/sample-table";
import { EmptyState, PageHeader } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { consoleContext } from "@/lib/auth";
import { getAudit, listSamples } from "@/lib/audits";
import { pageQuery } from "@/lib/schemas";
import { prose } from "@/lib/format/prose";

export const metadata: Metadata = { title: "Samples" };

export default async function SamplesPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const ctx = await consoleContext();
  const { id } = await params;
  const sp = await searchParams;
  const parsed = pageQuery.safeParse({ cursor: sp.cursor || undefined, limit: 50 });
  return auditPage(async () => {
    const [audit, samples] = await Promise.all([getAudit(ctx, id), listSamples(ctx, id, {}, parsed.success ? parsed.data : { limit: 50 })]);
    return (
      <>
        <BackToAudit audit={audit} />
        <PageHeader
          title="Samples"
          description={prose(
            "The items your auditor drew from the populations. Each item is an evidence request on the audit page; the seed lets anyone",
            "re-perform the draw.",
          )}
        />
        {samples.items.length === 0 ? (
          <EmptyState title="No samples drawn yet">
            Your auditor draws them from the{" "}
            <Link href={`/audits/${audit.id}/populations`} className="text-brand-600 hover:underline">
              populations
            </Link>{" "}
            once the audit is in progress.
          </EmptyState>
        ) : (
          <>
            <SampleTable auditId={audit.id} samples={samples.items} />
            <Pager basePath={`/audits/${audit.id}/samples`} nextCursor={samples.pagination.nextCursor} isFirst={!sp.cursor} />
          </>
        )}
      </>
    );
  });
}

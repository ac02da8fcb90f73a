import type { Metadata } from "next";
import { auditPage } from "@/components/audits/gate";
import { SampleFacts } from "@/components/samples/sample-facts";
import { SampleItemsTable } from "@/components/samples/sample-items-table";
import { Card, PageHeader } from "@/components/ui/card";
import { consoleContext } from "@/lib/auth";
import { getAudit, getSample } from "@/lib/audits";
import { BackLink } from "@/components/ui/back-link";

export const metadata: Metadata = { title: "Sample" };

export default async function SamplePage({ params }: { params: Promise<{ id: string; sid: string }> }) {
  const ctx = await consoleContext();
  const { id, sid } = await params;
  return auditPage(async () => {
    const [audit, sample] = await Promise.all([getAudit(ctx, id), getSample(ctx, id, sid)]);
    return (
      <>
        <BackLink href={`/audits/${audit.id}/samples`}>Samples of {audit.title}</BackLink>
        <PageHeader
          title={`Sample of ${sample.population.name}`}
          description="Read-only: your auditor records each item's result. Answer the items' evidence requests on the audit page."
        />
        <div className="space-y-6">
          <Card title="Draw">
            <SampleFacts auditId={audit.id} sample={sample} />
          </Card>
          <Card title={`Items (${sample.items.length})`}>
            <SampleItemsTable auditId={audit.id} items={sample.items} />
          </Card>
        </div>
      </>
    );
  });
}

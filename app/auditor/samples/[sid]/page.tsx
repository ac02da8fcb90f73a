import type { Metadata } from "next";
import Link from "next/link";
import { SeverityBadge } from "@/components/audits/badges";
import { auditorPage } from "@/components/auditor/gate";
import { ReperformSample } from "@/components/auditor/reperform-sample";
import { SampleFacts } from "@/components/auditor/sample-facts";
import { SampleItems } from "@/components/auditor/sample-items";
import { Badge, Card, PageHeader } from "@/components/ui/card";
import { auditorPageContext, getAuditorAudit, getAuditorSample, listAuditorFindings } from "@/lib/audits";
import { BackLink } from "@/components/ui/back-link";
import { FIELDWORK_AUDIT_STATUSES } from "@/lib/vocabulary";

export const metadata: Metadata = { title: "Sample" };

const RUNNING = new Set<string>(FIELDWORK_AUDIT_STATUSES);

export default async function AuditorSamplePage({ params }: { params: Promise<{ sid: string }> }) {
  const ctx = await auditorPageContext();
  const { sid } = await params;
  return auditorPage(async () => {
    const [audit, sample] = await Promise.all([getAuditorAudit(ctx), getAuditorSample(ctx, sid)]);
    const findings = sample.finding_id ? await listAuditorFindings(ctx, { control_id: sample.population.control_id }, { limit: 200 }) : null;
    const finding = findings?.items.find((f) => f.id === sample.finding_id);
    const { passed, exception, pending } = sample.counts;
    return (
      <div className="space-y-6">
        <PageHeader
          title={`Sample of ${sample.population.name}`}
          description={
            <span className="flex flex-wrap items-center gap-2">
              <Badge tone="green">{passed} passed</Badge>
              <Badge tone="red">
                {exception} exception{exception === 1 ? "" : "s"}
              </Badge>
              <Badge tone="amber">{pending} pending</Badge>
              <BackLink href="/auditor/samples" inline>
                All samples
              </BackLink>
            </span>
          }
        />
        <div className="grid gap-6 lg:grid-cols-3">
          <Card title="The draw" className="lg:col-span-2">
            <SampleFacts sample={sample} />
          </Card>
          <Card title="Re-perform the draw">
            <p className="mb-3 text-sm text-slate-600">Draws again with the recorded seed and size, recording nothing, and compares the items.</p>
            <ReperformSample sample={sample} />
          </Card>
        </div>
        {sample.finding_id && (
          <p className="flex flex-wrap items-center gap-2 rounded-md bg-red-50 p-3 text-sm text-red-800" data-testid="sample-finding">
            The exceptions are recorded in the finding
            {finding && <SeverityBadge severity={finding.severity} />}
            <Link href={`/auditor/findings#finding-${sample.finding_id}`} className="font-medium underline">
              {finding?.title ?? "on the findings page"}
            </Link>
          </p>
        )}
        <section aria-labelledby="items-title" className="space-y-3">
          <h2 id="items-title" className="text-sm font-semibold text-slate-800">
            Items in draw order
          </h2>
          <SampleItems sampleId={sample.id} items={sample.items} readOnly={!RUNNING.has(audit.status)} firstException={!sample.finding_id} />
        </section>
      </div>
    );
  });
}

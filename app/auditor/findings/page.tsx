import type { Metadata } from "next";
import { Pager } from "@/components/ui/pager";
import { FindingForm } from "@/components/auditor/finding-form";
import { FindingsList } from "@/components/auditor/findings-list";
import { auditorPage } from "@/components/auditor/gate";
import { Card, PageHeader } from "@/components/ui/card";
import { listFindingsQuerySchema } from "@/lib/audits/schemas";
import { getAuditorAudit, listAuditorFindings, auditorPageContext } from "@/lib/audits";

export const metadata: Metadata = { title: "Findings" };

export default async function AuditorFindingsPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const ctx = await auditorPageContext();
  const sp = await searchParams;
  const parsed = listFindingsQuerySchema.safeParse({ cursor: sp.cursor || undefined, limit: 100 });
  const query = parsed.success ? parsed.data : listFindingsQuerySchema.parse({ limit: 100 });
  return auditorPage(async () => {
    const [audit, findings] = await Promise.all([getAuditorAudit(ctx), listAuditorFindings(ctx, query, query)]);
    const complete = audit.status === "complete";
    return (
      <>
        <PageHeader title="Findings" description="Record findings against controls and track them to resolution." />
        <div className="grid gap-6 lg:grid-cols-3">
          {!complete && (
            <Card title="Record a finding" className="lg:col-span-1">
              <FindingForm />
            </Card>
          )}
          <div className={complete ? "lg:col-span-3" : "lg:col-span-2"}>
            <FindingsList findings={findings.items} readOnly={complete} />
            <Pager basePath="/auditor/findings" params={{}} nextCursor={findings.pagination.nextCursor} isFirst={!sp.cursor} />
          </div>
        </div>
      </>
    );
  });
}

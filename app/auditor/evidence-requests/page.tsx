import type { Metadata } from "next";
import { EvidenceRequestList } from "@/components/audits/evidence-request-list";
import { Pager } from "@/components/ui/pager";
import { EvidenceRequestForm } from "@/components/auditor/evidence-request-form";
import { auditorPage } from "@/components/auditor/gate";
import { Card, PageHeader } from "@/components/ui/card";
import { getAuditorAudit, listAuditorEvidenceRequests, auditorPageContext, listEvidenceRequestsQuerySchema } from "@/lib/audits";

export const metadata: Metadata = { title: "Evidence requests" };

export default async function AuditorEvidenceRequestsPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const ctx = await auditorPageContext();
  const sp = await searchParams;
  const parsed = listEvidenceRequestsQuerySchema.safeParse({ cursor: sp.cursor || undefined, limit: 100 });
  const query = parsed.success ? parsed.data : listEvidenceRequestsQuerySchema.parse({ limit: 100 });
  return auditorPage(async () => {
    const [audit, requests] = await Promise.all([getAuditorAudit(ctx), listAuditorEvidenceRequests(ctx, query, query)]);
    const complete = audit.status === "complete";
    return (
      <>
        <PageHeader title="Evidence requests" description="Ask the organisation for evidence on a control; their response appears here and in the control's evidence panel." />
        <div className="grid gap-6 lg:grid-cols-3">
          {!complete && (
            <Card title="New request" className="lg:col-span-1">
              <EvidenceRequestForm />
            </Card>
          )}
          <div className={complete ? "lg:col-span-3" : "lg:col-span-2"}>
            <EvidenceRequestList auditId={audit.id} requests={requests.items} readOnly />
            <Pager basePath="/auditor/evidence-requests" params={{}} nextCursor={requests.pagination.nextCursor} isFirst={!sp.cursor} />
          </div>
        </div>
      </>
    );
  });
}

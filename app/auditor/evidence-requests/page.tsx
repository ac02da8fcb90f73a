import type { Metadata } from "next";
import { Pager } from "@/components/ui/pager";
import { EvidenceRequestForm } from "@/components/auditor/evidence-request-form";
import { EvidenceRequestReviewList } from "@/components/auditor/evidence-request-review-list";
import { auditorPage } from "@/components/auditor/gate";
import { Card, PageHeader } from "@/components/ui/card";
import { listEvidenceRequestsQuerySchema } from "@/lib/audits/schemas";
import { getAuditorAudit, listAuditorEvidenceRequests, auditorPageContext } from "@/lib/audits";
import { prose } from "@/lib/format/prose";

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
        <PageHeader
          title="Evidence requests"
          description={prose(
            "Ask the organisation for evidence on one or more controls; review each submission here (accept it, or return it with a",
            "reason) and discuss a request in its comments.",
          )}
        />
        <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
          {!complete && (
            <Card title="New request" className="lg:col-span-1">
              <EvidenceRequestForm />
            </Card>
          )}
          <div className={`min-w-0 ${complete ? "lg:col-span-3" : "lg:col-span-2"}`}>
            <EvidenceRequestReviewList requests={requests.items} complete={complete} />
            <Pager basePath="/auditor/evidence-requests" params={{}} nextCursor={requests.pagination.nextCursor} isFirst={!sp.cursor} />
          </div>
        </div>
      </>
    );
  });
}

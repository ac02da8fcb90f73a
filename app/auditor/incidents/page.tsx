import type { Metadata } from "next";
import { auditorPage } from "@/components/auditor/gate";
import { BreachClock } from "@/components/incidents/breach-clock";
import { SeverityBadge, StatusBadge } from "@/components/incidents/labels";
import { Card, EmptyState, PageHeader } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { auditorPageContext, getAuditorAudit, listAuditorIncidents } from "@/lib/audits";
import { formatDate, formatDateTime } from "@/lib/format/date-time";
import { pageQuery } from "@/lib/schemas";

export const metadata: Metadata = { title: "Incidents" };

export default async function AuditorIncidentsPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const ctx = await auditorPageContext();
  const sp = await searchParams;
  const parsed = pageQuery.safeParse({ cursor: sp.cursor || undefined, limit: 50 });
  return auditorPage(async () => {
    const [audit, incidents] = await Promise.all([getAuditorAudit(ctx), listAuditorIncidents(ctx, parsed.success ? parsed.data : { limit: 50 })]);
    const period = audit.period_start && audit.period_end ? `${formatDate(audit.period_start)} – ${formatDate(audit.period_end)}` : null;
    return (
      <>
        <PageHeader
          title="Incidents"
          description={`The company's incidents detected ${period ? `in the period ${period}` : "in the audit's period"}, with how each was handled.`}
        />
        {incidents.items.length === 0 ? (
          <EmptyState title="No incidents in the period">
            {period ? "The company recorded no incident detected in the period." : "The company has not set the audit's period yet."}
          </EmptyState>
        ) : (
          <div className="space-y-4">
            {incidents.items.map((incident) => (
              <Card
                key={incident.id}
                title={
                  <span className="break-words">
                    {incident.reference} · {incident.title}
                  </span>
                }
              >
                <div className="flex flex-wrap gap-2">
                  <SeverityBadge severity={incident.severity} />
                  <StatusBadge status={incident.status} />
                </div>
                <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
                  <dt className="text-slate-500">Detected</dt>
                  <dd>{formatDateTime(incident.detectedAt)}</dd>
                  <dt className="text-slate-500">Contained</dt>
                  <dd>{incident.containedAt ? formatDateTime(incident.containedAt) : "—"}</dd>
                  <dt className="text-slate-500">Resolved</dt>
                  <dd>{incident.resolvedAt ? formatDateTime(incident.resolvedAt) : "—"}</dd>
                  <dt className="text-slate-500">Review</dt>
                  <dd>{incident.review.completedAt ? `Completed ${formatDate(incident.review.completedAt)}` : "Not completed"}</dd>
                </dl>
                {incident.review.rootCause && (
                  <p className="mt-3 whitespace-pre-wrap text-sm text-slate-800">
                    <span className="font-medium">Root cause: </span>
                    {incident.review.rootCause}
                  </p>
                )}
                <p className="mt-2 text-sm text-slate-600">
                  Actions: {incident.actions.done} done, {incident.actions.open} open.
                </p>
                {incident.notification && (
                  <div className="mt-3">
                    <BreachClock notification={incident.notification} />
                  </div>
                )}
              </Card>
            ))}
          </div>
        )}
        <Pager basePath="/auditor/incidents" params={{}} nextCursor={incidents.pagination.nextCursor} isFirst={!sp.cursor} />
      </>
    );
  });
}

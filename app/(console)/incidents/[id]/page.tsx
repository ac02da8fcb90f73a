import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BreachClock } from "@/components/incidents/breach-clock";
import { AuthorityNotification, OwnerControl, StatusControl } from "@/components/incidents/incident-controls";
import { ActionToggle, AddAction, AddNote, ReviewForm } from "@/components/incidents/incident-work";
import { SeverityBadge, StatusBadge } from "@/components/incidents/labels";
import { BackLink } from "@/components/ui/back-link";
import { Badge, Card } from "@/components/ui/card";
import { consoleContext } from "@/lib/auth";
import { roleOf } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { formatDate, formatDateTime } from "@/lib/format/date-time";
import { getIncident, listIncidentActions, listIncidentTimeline } from "@/lib/incidents";
import { isUuid } from "@/lib/uuid";
import { listAssignees } from "@/lib/work";
import { INCIDENT_ENTRY_KIND_LABELS, roleAtLeast } from "@/lib/vocabulary";

export const metadata: Metadata = { title: "Incident" };

export default async function IncidentPage({ params }: { params: Promise<{ id: string }> }) {
  const ctx = await consoleContext();
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const incident = await getIncident(ctx, id).catch((error) => {
    if (error instanceof ServiceError && error.code === "not_found") notFound();
    throw error;
  });
  const [timeline, actions, people] = await Promise.all([
    listIncidentTimeline(ctx, id, { limit: 200 }),
    listIncidentActions(ctx, id, { limit: 200 }),
    listAssignees(ctx),
  ]);
  const canEdit = roleAtLeast(roleOf(ctx.caller) ?? "viewer", "member");
  const times: [string, string | null][] = [
    ["Occurred", incident.occurredAt],
    ["Detected", incident.detectedAt],
    ["Contained", incident.containedAt],
    ["Resolved", incident.resolvedAt],
    ["Closed", incident.closedAt],
  ];
  return (
    <>
      <BackLink href="/incidents">Incidents</BackLink>
      <header className="mb-6 mt-2 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <p className="text-sm text-slate-500">{incident.reference}</p>
          <h1 className="break-words text-2xl font-semibold text-slate-900">{incident.title}</h1>
          <div className="mt-2 flex flex-wrap gap-2">
            <SeverityBadge severity={incident.severity} />
            <StatusBadge status={incident.status} />
            {incident.personalDataBreach && <Badge tone="red">Personal data breach</Badge>}
            {incident.healthDataInvolved && <Badge tone="amber">Health data</Badge>}
          </div>
        </div>
        {canEdit && <StatusControl incident={incident} />}
      </header>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          {incident.notification && (
            <div>
              <BreachClock notification={incident.notification} />
              {canEdit && <AuthorityNotification incident={incident} />}
            </div>
          )}
          {incident.description && (
            <Card title="What happened">
              <p className="whitespace-pre-wrap text-sm text-slate-800">{incident.description}</p>
            </Card>
          )}
          <Card title="Timeline">
            <ol className="relative space-y-4 border-l border-slate-200 pl-4">
              {timeline.items.map((entry) => (
                <li key={entry.id}>
                  <span className="absolute -left-1.5 mt-1.5 h-3 w-3 rounded-full border-2 border-white bg-brand-500" aria-hidden />
                  <p className="text-xs text-slate-500">
                    {formatDateTime(entry.at)} · {INCIDENT_ENTRY_KIND_LABELS[entry.kind]}
                    {entry.author ? ` · ${entry.author.name}` : ""}
                  </p>
                  <p className="whitespace-pre-wrap break-words text-sm text-slate-800">{entry.body}</p>
                </li>
              ))}
            </ol>
            {canEdit && <AddNote incidentId={incident.id} />}
          </Card>
          <Card
            title="Post-incident review"
            actions={incident.review.completedAt ? <Badge tone="green">Completed {formatDate(incident.review.completedAt)}</Badge> : undefined}
          >
            <ReviewForm incident={incident} canEdit={canEdit} />
          </Card>
          <Card title={`Actions (${incident.actions.open} open)`}>
            {actions.items.length === 0 ? (
              <p className="text-sm text-slate-500">No actions yet. Add what the review decided, with an owner and a date.</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {actions.items.map((action) => (
                  <li key={action.id} className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:justify-between">
                    <div className="min-w-0">
                      <p className={`text-sm ${action.status === "done" ? "text-slate-500 line-through" : "text-slate-800"}`}>{action.title}</p>
                      <p className="text-xs text-slate-500">
                        {action.owner?.name ?? "No owner"}
                        {action.dueOn ? ` · due ${formatDate(action.dueOn)}` : ""}
                        {action.overdue ? " · overdue" : ""}
                      </p>
                    </div>
                    {canEdit && <ActionToggle action={action} />}
                  </li>
                ))}
              </ul>
            )}
            {canEdit && <AddAction incidentId={incident.id} people={people} />}
          </Card>
        </div>
        <div className="space-y-6">
          <Card title="Details">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
              {times.map(([label, at]) => (
                <div key={label} className="contents">
                  <dt className="text-slate-500">{label}</dt>
                  <dd className="text-slate-800">{at ? formatDateTime(at) : "—"}</dd>
                </div>
              ))}
              <dt className="text-slate-500">Systems</dt>
              <dd className="break-words text-slate-800">{incident.affectedSystems.join(", ") || "—"}</dd>
              <dt className="text-slate-500">Data</dt>
              <dd className="break-words text-slate-800">{incident.affectedData ?? "—"}</dd>
              {incident.affectedIndividuals !== null && (
                <>
                  <dt className="text-slate-500">People affected</dt>
                  <dd className="text-slate-800">{incident.affectedIndividuals.toLocaleString("en-US")}</dd>
                </>
              )}
            </dl>
            <div className="mt-4">
              {canEdit ? <OwnerControl incident={incident} people={people} /> : <p className="text-sm">Owner: {incident.owner?.name ?? "nobody"}</p>}
            </div>
          </Card>
          <Card title="Controls">
            {incident.controls.length === 0 ? (
              <p className="text-sm text-slate-500">No controls linked.</p>
            ) : (
              <ul className="space-y-1 text-sm">
                {incident.controls.map((c) => (
                  <li key={`${c.framework}:${c.controlId}`}>
                    <span className="font-medium">{c.frameworkName}</span> · {c.controlId}
                    {c.title ? <span className="text-slate-600"> {c.title}</span> : null}
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      </div>
    </>
  );
}

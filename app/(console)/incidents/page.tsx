import type { Metadata } from "next";
import Link from "next/link";
import { BreachClock } from "@/components/incidents/breach-clock";
import { RecordIncident } from "@/components/incidents/record-incident";
import { SeverityBadge, StatusBadge } from "@/components/incidents/labels";
import { EmptyState, PageHeader, Table } from "@/components/ui/card";
import { buttonClass } from "@/components/ui/button";
import { FilterSelect } from "@/components/ui/filter-select";
import { Pager } from "@/components/ui/pager";
import { TableHead } from "@/components/ui/table-head";
import { consoleContext } from "@/lib/auth";
import { roleOf } from "@/lib/context/guards";
import { formatDateTime } from "@/lib/format/date-time";
import { listIncidents } from "@/lib/incidents";
import { listIncidentsQuery } from "@/lib/incidents/schemas";
import { INCIDENT_SEVERITY_LABELS, INCIDENT_STATUS_LABELS, roleAtLeast } from "@/lib/vocabulary";

export const metadata: Metadata = { title: "Incidents" };

const FILTERS = ["status", "severity", "active", "breach", "q"] as const;

export default async function IncidentsPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const ctx = await consoleContext();
  const sp = await searchParams;
  const values = Object.fromEntries(FILTERS.flatMap((key) => (sp[key] ? [[key, sp[key]]] : []))) as Record<string, string>;
  const parsed = listIncidentsQuery.safeParse({ ...values, cursor: sp.cursor || undefined, limit: 25 });
  const page = await listIncidents(ctx, parsed.success ? parsed.data : { limit: 25 });
  const canEdit = roleAtLeast(roleOf(ctx.caller) ?? "viewer", "member");
  return (
    <>
      <PageHeader
        title="Incidents"
        description="Every security incident, how it was handled and what was learned: the record SOC 2 CC7.3–CC7.5 and ISO 27001 A.5.24–A.5.28 ask for."
        actions={canEdit ? <RecordIncident /> : undefined}
      />
      {!parsed.success && (
        <p role="alert" className="mb-3 text-sm text-red-600">
          Some filters were not valid and were ignored.
        </p>
      )}
      <form method="get" className="mb-4 grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end" aria-label="Filter incidents">
        <div className="col-span-2 sm:w-64">
          <label htmlFor="filter-q" className="mb-1 block text-xs font-medium text-slate-600">
            Search
          </label>
          <input
            id="filter-q"
            name="q"
            defaultValue={values.q}
            placeholder="Title or description"
            className="block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </div>
        <FilterSelect name="status" label="Status" options={INCIDENT_STATUS_LABELS} value={values.status} allLabel="Any status" />
        <FilterSelect name="severity" label="Severity" options={INCIDENT_SEVERITY_LABELS} value={values.severity} allLabel="Any severity" />
        <FilterSelect
          name="active"
          label="Handling"
          options={{ true: "Still being handled", false: "Resolved or closed" }}
          value={values.active}
          allLabel="All"
        />
        <FilterSelect name="breach" label="Personal data" options={{ true: "Breaches only", false: "No breach" }} value={values.breach} allLabel="All" />
        <button type="submit" className={buttonClass("secondary")}>
          Filter
        </button>
      </form>
      {page.items.length === 0 ? (
        <EmptyState title={Object.keys(values).length ? "No incidents match" : "No incidents recorded"}>
          {Object.keys(values).length
            ? "Widen the filters to see more."
            : "Record one when something happens: the auditor asks for every incident of the period."}
        </EmptyState>
      ) : (
        <Table caption="Incidents" stack>
          <TableHead columns={["Incident", "Severity", "Status", "Detected", "Owner"]} />
          <tbody>
            {page.items.map((incident) => (
              <tr key={incident.id}>
                <td data-label="Incident">
                  <div>
                    <Link href={`/incidents/${incident.id}`} className="font-medium text-brand-700 hover:underline">
                      {incident.reference} · {incident.title}
                    </Link>
                    {incident.notification && (
                      <div className="mt-1">
                        <BreachClock notification={incident.notification} compact />
                      </div>
                    )}
                  </div>
                </td>
                <td data-label="Severity">
                  <SeverityBadge severity={incident.severity} />
                </td>
                <td data-label="Status">
                  <StatusBadge status={incident.status} />
                </td>
                <td data-label="Detected" className="whitespace-nowrap">
                  {formatDateTime(incident.detectedAt)}
                </td>
                <td data-label="Owner">{incident.owner?.name ?? <span className="text-slate-500">No owner</span>}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pager basePath="/incidents" params={values} nextCursor={page.pagination.nextCursor} isFirst={!sp.cursor} />
    </>
  );
}

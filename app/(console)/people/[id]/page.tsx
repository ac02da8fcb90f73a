import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AcceptPolicy } from "@/components/people/accept-policy";
import { PersonStatusBadge, PoliciesBadge } from "@/components/people/labels";
import { BackLink } from "@/components/ui/back-link";
import { Card, PageHeader, Table } from "@/components/ui/card";
import { TableHead } from "@/components/ui/table-head";
import { consoleContext } from "@/lib/auth";
import { requireCustomer, roleOf } from "@/lib/context/guards";
import { isServiceError } from "@/lib/errors";
import { formatDate, formatDateTime } from "@/lib/format/date-time";
import { labelOf } from "@/lib/format/labels";
import { getPerson } from "@/lib/people";
import { getPersonPolicies } from "@/lib/policy-acceptance";
import { isUuid } from "@/lib/uuid";
import { EMPLOYMENT_TYPE_LABELS, PERSON_EVENT_KIND_LABELS, PERSON_SOURCE_LABELS, roleAtLeast } from "@/lib/vocabulary";

export const metadata: Metadata = { title: "Person" };

const FIELDS = [
  ["title", "Title"],
  ["department", "Department"],
  ["manager", "Manager"],
  ["employmentType", "Employment type"],
  ["startDate", "Start date"],
  ["endDate", "End date"],
] as const;

export default async function PersonPage({ params }: { params: Promise<{ id: string }> }) {
  const ctx = await consoleContext();
  const id = (await params).id;
  if (!isUuid(id)) notFound();
  let person, policies;
  try {
    [person, policies] = await Promise.all([getPerson(ctx, id), getPersonPolicies(ctx, id)]);
  } catch (error) {
    if (isServiceError(error) && error.code === "not_found") notFound();
    throw error;
  }
  const isAdmin = roleAtLeast(roleOf(ctx.caller) ?? "viewer", "admin");
  const own = person.member?.userId === requireCustomer(ctx).userId;
  const value = (field: (typeof FIELDS)[number][0]) => {
    if (field === "manager")
      return person.manager ? (
        <Link href={`/people/${person.manager.id}`} className="text-brand-700 hover:underline">
          {person.manager.name}
        </Link>
      ) : null;
    if (field === "employmentType") return EMPLOYMENT_TYPE_LABELS[person.employmentType];
    if (field === "startDate" || field === "endDate") return person[field] ? formatDate(`${person[field]}T00:00:00Z`) : null;
    return person[field];
  };
  return (
    <>
      <BackLink href="/people">All people</BackLink>
      <PageHeader
        title={person.name}
        description={
          <span className="break-all">
            {person.email}
            {person.member ? " · console member" : ""}
          </span>
        }
        actions={<PersonStatusBadge status={person.status} />}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title="Details">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {FIELDS.map(([field, label]) => (
              <div key={field} className="contents">
                <dt className="text-slate-500">{label}</dt>
                <dd>
                  {value(field) ?? <span className="text-slate-400">—</span>}
                  {person.sources[field] && <span className="ml-2 text-xs text-slate-400">({labelOf(PERSON_SOURCE_LABELS, person.sources[field])})</span>}
                </dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card title="Policies" actions={<PoliciesBadge policies={policies} />}>
          {policies.items.length === 0 ? (
            <p className="text-sm text-slate-500">
              No policy asks this person to accept it{person.status === "active" ? "" : " (only active people are asked)"}.
            </p>
          ) : (
            <ul className="divide-y divide-slate-100 text-sm">
              {policies.items.map((item) => (
                <li key={item.documentId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <div className="min-w-0">
                    <Link href={`/documents/${item.documentId}`} className="font-medium text-brand-700 hover:underline">
                      {item.documentTitle}
                    </Link>
                    <div className="text-xs text-slate-500">
                      Version {item.version.number} · SHA-256 <code className="break-all">{item.version.sha256.slice(0, 12)}…</code>
                    </div>
                  </div>
                  {item.acceptedAt ? (
                    <span className="text-xs text-green-800">Accepted {formatDateTime(item.acceptedAt)}</span>
                  ) : isAdmin || own ? (
                    <AcceptPolicy documentId={item.documentId} personId={person.id} own={own} />
                  ) : (
                    <span className="text-xs text-amber-700">Pending</span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <div className="mt-6">
        {person.events.length > 0 && (
          <Table caption="Joiner and leaver events" stack>
            <TableHead columns={["Event", "Effective", "Source", "Recorded"]} />
            <tbody>
              {person.events.map((e) => (
                <tr key={e.id}>
                  <td data-label="Event">{labelOf(PERSON_EVENT_KIND_LABELS, e.kind)}</td>
                  <td data-label="Effective">{formatDate(`${e.effectiveOn}T00:00:00Z`)}</td>
                  <td data-label="Source">{labelOf(PERSON_SOURCE_LABELS, e.source)}</td>
                  <td data-label="Recorded">{formatDateTime(e.recordedAt)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </div>
    </>
  );
}

import type { Metadata } from "next";
import Link from "next/link";
import { AuditStatusBadge } from "@/components/audits/badges";
import { auditPage } from "@/components/audits/gate";
import { AUDIT_TYPE_LABELS, labelOf } from "@/lib/format/labels";
import { AUDIT_STATUS_LABELS } from "@/lib/vocabulary";
import { ButtonLink, buttonClass } from "@/components/ui/button";
import { EmptyState, PageHeader, Table } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { consoleContext } from "@/lib/auth";
import { requireCustomer } from "@/lib/context/guards";
import { listPublishedFrameworks } from "@/lib/custom-frameworks";
import { listAuditsQuerySchema } from "@/lib/audits/schemas";
import { listAudits } from "@/lib/audits";
import { listFrameworks } from "@/lib/frameworks";
import { formatDate } from "@/lib/format/date-time";
import { FilterSelect } from "@/components/ui/filter-select";
import { Can } from "@/components/ui/role";
import { TableHead } from "@/components/ui/table-head";

export const metadata: Metadata = { title: "Audits" };

export default async function AuditsPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const ctx = await consoleContext();
  const sp = await searchParams;
  const parsed = listAuditsQuerySchema.safeParse({
    status: sp.status || undefined,
    framework_id: sp.framework_id || undefined,
    cursor: sp.cursor || undefined,
  });
  const query = parsed.success ? parsed.data : listAuditsQuerySchema.parse({});
  return auditPage(async () => {
    const audits = await listAudits(ctx, query, query);
    // Filter by name: the built-in catalogs, then the account's published custom frameworks (an audit's framework is one of these).
    const custom = await listPublishedFrameworks(ctx.db, requireCustomer(ctx).accountId);
    const frameworkOptions = [...listFrameworks(), ...custom].map((f) => ({ value: f.id, label: f.name }));
    const filters = new URLSearchParams();
    if (query.status) filters.set("status", query.status);
    if (query.framework_id) filters.set("framework_id", query.framework_id);
    const base = `/audits${filters.size ? `?${filters}` : ""}`;
    return (
      <>
        <PageHeader
          title="Audits"
          description="Run an audit against a framework, invite your external auditor and follow the review to the final report."
          actions={
            <Can role="member">
              <ButtonLink href="/audits/new">New audit</ButtonLink>
            </Can>
          }
        />
        <form method="get" className="mb-4 flex flex-wrap items-end gap-3" aria-label="Filter audits">
          <FilterSelect name="status" label="Status" options={AUDIT_STATUS_LABELS} value={query.status} allLabel="All statuses" className="w-44" />
          <FilterSelect
            name="framework_id"
            label="Framework"
            options={frameworkOptions}
            value={query.framework_id}
            allLabel="All frameworks"
            className="w-56"
          />
          <button type="submit" className={buttonClass("secondary")}>
            Filter
          </button>
        </form>
        {audits.items.length === 0 ? (
          <EmptyState title={filters.size ? "No audits match these filters" : "No audits yet"}>
            {!filters.size && (
              <Link href="/audits/new" className="text-brand-600 hover:underline">
                Create your first audit
              </Link>
            )}
          </EmptyState>
        ) : (
          <Table caption="Audits">
            <TableHead columns={["Title", "Framework", "Type", "Status", "Target", "Created"]} />
            <tbody>
              {audits.items.map((a) => (
                <tr key={a.id}>
                  <td>
                    <Link href={`/audits/${a.id}`} className="font-medium text-brand-600 hover:underline">
                      {a.title}
                    </Link>
                  </td>
                  <td>{a.framework_name}</td>
                  <td>{labelOf(AUDIT_TYPE_LABELS, a.type)}</td>
                  <td>
                    <AuditStatusBadge status={a.status} />
                  </td>
                  <td className="text-slate-600">{formatDate(a.target_completion)}</td>
                  <td className="text-slate-600">{formatDate(a.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <Pager nextCursor={audits.pagination.nextCursor} basePath={base} />
      </>
    );
  });
}

import type { Metadata } from "next";
import { TrailFilters, type TrailFilterValues } from "@/components/audit-trail/trail-filters";
import { TrailTable } from "@/components/audit-trail/trail-table";
import { EmptyState, PageHeader } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { consoleContext } from "@/lib/auth";
import { roleOf } from "@/lib/context/guards";
import { roleAtLeast } from "@/lib/vocabulary";
import { auditTrailQuery } from "@/lib/work/schemas";
import { listAssignees, listAuditTrail } from "@/lib/work";

export const metadata: Metadata = { title: "Audit trail" };

export default async function AuditTrailPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const ctx = await consoleContext();
  if (!roleAtLeast(roleOf(ctx.caller) ?? "viewer", "admin")) {
    return (
      <>
        <PageHeader title="Audit trail" />
        <EmptyState title="For admins and owners">Ask an admin or the account owner to read the audit trail.</EmptyState>
      </>
    );
  }
  const sp = await searchParams;
  const values: TrailFilterValues = {
    actor: sp.actor || undefined,
    action: sp.action || undefined,
    target_type: sp.target_type || undefined,
    from: sp.from || undefined,
    to: sp.to || undefined,
  };
  const parsed = auditTrailQuery.safeParse({ ...values, cursor: sp.cursor || undefined, limit: 50 });
  const [page, people] = await Promise.all([listAuditTrail(ctx, parsed.success ? parsed.data : { limit: 50 }), listAssignees(ctx)]);
  const filters = Object.fromEntries(Object.entries(values).filter(([, v]) => v)) as Record<string, string>;
  return (
    <>
      <PageHeader
        title="Audit trail"
        description="Who did what in the account, and when: members and roles, sign-ins, single sign-on, SCIM, audits, documents and the rest."
      />
      {!parsed.success && (
        <p role="alert" className="mb-3 text-sm text-red-600">
          Some filters were not valid and were ignored.
        </p>
      )}
      <TrailFilters values={values} people={people} exportHref={`/api/v1/events/export?${new URLSearchParams(filters)}`} />
      {page.items.length === 0 ? <EmptyState title="No events match">Widen the filters to see more.</EmptyState> : <TrailTable events={page.items} />}
      <Pager basePath="/audit-trail" params={filters} nextCursor={page.pagination.nextCursor} isFirst={!sp.cursor} />
    </>
  );
}

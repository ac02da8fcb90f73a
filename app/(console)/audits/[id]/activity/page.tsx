import type { Metadata } from "next";
import { BackToAudit } from "@/components/audits/back-to-audit";
import { ActivityTimeline } from "@/components/audits/activity-timeline";
import { auditPage } from "@/components/audits/gate";
import { Pager } from "@/components/ui/pager";
import { Card, PageHeader } from "@/components/ui/card";
import { consoleContext } from "@/lib/auth";
import { ACTIVITY_TYPE_LABELS } from "@/lib/format/labels";
import { listActivityQuerySchema } from "@/lib/audits/schemas";
import { findCustomerAudit, listActivity, readerGate } from "@/lib/audits";
import { buttonClass } from "@/components/ui/button";
import { FilterSelect } from "@/components/ui/filter-select";

export const metadata: Metadata = { title: "Audit activity" };

export default async function AuditActivityPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const ctx = await consoleContext();
  const { id } = await params;
  const sp = await searchParams;
  const parsed = listActivityQuerySchema.safeParse({ type: sp.type || undefined, cursor: sp.cursor || undefined, limit: 100 });
  const query = parsed.success ? parsed.data : listActivityQuerySchema.parse({ limit: 100 });
  return auditPage(async () => {
    const caller = await readerGate(ctx);
    const audit = await findCustomerAudit(ctx.db, caller.accountId, id);
    const page = await listActivity(ctx, id, query, query);
    return (
      <>
        <BackToAudit audit={audit} />
        <PageHeader title="Activity log" description="Every change by your team and your auditors, newest first." />
        <form method="get" className="mb-4 flex items-end gap-3" aria-label="Filter activity">
          <FilterSelect name="type" label="Type" options={ACTIVITY_TYPE_LABELS} value={query.type} allLabel="All" />
          <button type="submit" className={buttonClass("secondary")}>
            Apply
          </button>
        </form>
        <Card>
          <ActivityTimeline entries={page.items} emptyText="No matching activity." />
          <Pager basePath={`/audits/${audit.id}/activity`} params={{ type: query.type }} nextCursor={page.pagination.nextCursor} isFirst={!sp.cursor} />
        </Card>
      </>
    );
  });
}

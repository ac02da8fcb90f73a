import type { Metadata } from "next";
import { auditorPage } from "@/components/auditor/gate";
import { SwitchAuditButton } from "@/components/auditor/switch-audit-button";
import { Badge, EmptyState, PageHeader, Table } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { TableHead } from "@/components/ui/table-head";
import { formatDate } from "@/lib/format/date-time";
import { AUDIT_TYPE_LABELS, labelOf } from "@/lib/format/labels";
import { AUDIT_STATUS_LABELS } from "@/lib/vocabulary";
import { auditorPageContext, listAuditorAudits } from "@/lib/audits";

export const metadata: Metadata = { title: "Your audits" };

export default async function AuditorAuditsPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const ctx = await auditorPageContext();
  const sp = await searchParams;
  return auditorPage(async () => {
    const audits = await listAuditorAudits(ctx, { limit: 50, cursor: sp.cursor || undefined });
    return (
      <>
        <PageHeader
          title="Your audits"
          description="Every audit your e-mail address is invited to, in every company. Each stays separate: entering one opens it alone."
        />
        {audits.items.length === 0 ? (
          <EmptyState title="No audits">Invitations to your address appear here.</EmptyState>
        ) : (
          <Table caption="Your audits" stack>
            <TableHead columns={["Audit", "Company", "Status", "Invited"]} actions />
            <tbody>
              {audits.items.map((a) => (
                <tr key={a.id}>
                  <td>
                    <div className="min-w-0">
                      <div className="font-medium text-slate-900">{a.title}</div>
                      <div className="text-xs text-slate-500">
                        {a.framework_name} · {labelOf(AUDIT_TYPE_LABELS, a.type)}
                      </div>
                    </div>
                  </td>
                  <td data-label="Company">{a.account_name}</td>
                  <td data-label="Status">{labelOf(AUDIT_STATUS_LABELS, a.status)}</td>
                  <td data-label="Invited">{formatDate(a.invited_at)}</td>
                  <td>
                    {a.current ? (
                      <Badge tone="green">Open now</Badge>
                    ) : a.invitation_state === "expired" ? (
                      <Badge tone="amber">Invitation expired</Badge>
                    ) : (
                      <SwitchAuditButton auditId={a.id} label={a.invitation_state === "pending" ? "Accept and open" : "Open"} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <Pager basePath="/auditor/audits" nextCursor={audits.pagination.nextCursor} isFirst={!sp.cursor} />
      </>
    );
  });
}

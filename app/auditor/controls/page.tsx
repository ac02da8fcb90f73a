import type { Metadata } from "next";
import { CONTROL_STATUS_LABEL } from "@/components/audits/labels";
import { Pager } from "@/components/audits/pager";
import { ControlsEditor } from "@/components/auditor/controls-editor";
import { auditorPage } from "@/components/auditor/gate";
import { PageHeader } from "@/components/ui/card";
import { getAuditorAudit } from "@/lib/auditor/get-audit";
import { listAuditorControls } from "@/lib/auditor/list-controls";
import { auditorPageContext } from "@/lib/auditor/page-context";
import { listControlsQuerySchema } from "@/lib/audits/schemas";

export const metadata: Metadata = { title: "Controls" };

export default async function AuditorControlsPage({ searchParams }: { searchParams: Promise<Record<string, string | undefined>> }) {
  const ctx = await auditorPageContext();
  const sp = await searchParams;
  const parsed = listControlsQuerySchema.safeParse({ status: sp.status || undefined, cursor: sp.cursor || undefined, limit: 50 });
  const query = parsed.success ? parsed.data : listControlsQuerySchema.parse({ limit: 50 });
  return auditorPage(async () => {
    const [audit, controls] = await Promise.all([getAuditorAudit(ctx), listAuditorControls(ctx, query, query)]);
    return (
      <>
        <PageHeader
          title="Controls"
          description={`${audit.framework_name}: ${audit.progress.reviewed} of ${audit.progress.total_controls} reviewed. Set the status, notes and whether the evidence is sufficient; open a control's evidence to request more or record a finding.`}
        />
        <form method="get" className="mb-4 flex items-end gap-3" aria-label="Filter controls">
          <label className="text-sm text-slate-700">
            Status
            <select name="status" defaultValue={query.status ?? ""} className="ml-2 rounded-md border border-slate-300 px-2 py-1 text-sm">
              <option value="">All</option>
              {Object.entries(CONTROL_STATUS_LABEL).map(([v, l]) => (
                <option key={v} value={v}>
                  {l}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="rounded-md border border-slate-300 bg-white px-3 py-1 text-sm hover:bg-slate-50">
            Apply
          </button>
        </form>
        <ControlsEditor controls={controls.items} readOnly={audit.status === "complete"} />
        <Pager basePath="/auditor/controls" params={{ status: query.status }} nextCursor={controls.pagination.nextCursor} isFirst={!sp.cursor} />
      </>
    );
  });
}

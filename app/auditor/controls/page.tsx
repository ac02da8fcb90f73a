import type { Metadata } from "next";
import { Pager } from "@/components/ui/pager";
import { ControlsEditor } from "@/components/auditor/controls-editor";
import { auditorPage } from "@/components/auditor/gate";
import { PageHeader } from "@/components/ui/card";
import { listControlsQuerySchema } from "@/lib/audits/schemas";
import { getAuditorAudit, listAuditorControls, auditorPageContext } from "@/lib/audits";
import { ControlStatusFilter } from "@/components/audits/control-status-filter";
import { reviewedText } from "@/components/audits/progress-text";

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
          description={
            `${audit.framework_name}: ${reviewedText(audit.progress)}. Set the status, ` +
            `notes and whether the evidence is sufficient; open a control's evidence to request more or record a finding.`
          }
        />
        <ControlStatusFilter name="status" value={query.status} className="mb-4" />
        <ControlsEditor controls={controls.items} readOnly={audit.status === "complete"} />
        <Pager basePath="/auditor/controls" params={{ status: query.status }} nextCursor={controls.pagination.nextCursor} isFirst={!sp.cursor} />
      </>
    );
  });
}

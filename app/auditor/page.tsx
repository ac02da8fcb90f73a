import type { Metadata } from "next";
import Link from "next/link";
import { ActivityTimeline } from "@/components/audits/activity-timeline";
import { AuditFacts } from "@/components/audits/audit-facts";
import { ProgressBars } from "@/components/audits/progress-bars";
import { CompleteAuditButton } from "@/components/auditor/complete-audit-button";
import { ExportLinks } from "@/components/audits/export-links";
import { auditorPage } from "@/components/auditor/gate";
import { Card, PageHeader } from "@/components/ui/card";
import { ButtonLink } from "@/components/ui/button";
import { getAuditorAudit, getCompletionCheck, auditorPageContext } from "@/lib/audits";

export const metadata: Metadata = { title: "Overview" };

export default async function AuditorOverviewPage() {
  const ctx = await auditorPageContext();
  return auditorPage(async () => {
    const [audit, check] = await Promise.all([getAuditorAudit(ctx), getCompletionCheck(ctx)]);
    const complete = audit.status === "complete";
    const draft = audit.status === "draft";
    const fieldwork = !complete && !draft;
    return (
      <div className="space-y-6">
        <PageHeader
          title={audit.title}
          description={<AuditFacts audit={audit} />}
          actions={
            fieldwork && (
              // Reviewing controls is the auditor's way in; completing is the last step, at the foot of the page.
              <ButtonLink href="/auditor/controls">Review controls</ButtonLink>
            )
          }
        />
        <p className="text-sm text-slate-600">
          Signed in as <span className="font-medium text-slate-900">{audit.auditor.name}</span> ({audit.auditor.email}
          {audit.auditor.firm ? `, ${audit.auditor.firm}` : ""}).
        </p>
        {complete && (
          <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-800">
            This audit is complete. You can still read everything, but nothing can change.
          </p>
        )}
        {draft && (
          <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-800">
            This audit is still a draft. You can read everything; reviews, evidence requests and findings open once the organisation starts the audit.
          </p>
        )}
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <ExportLinks auditId={audit.id} />
          <a href="/api/v1/auditor/report?format=pdf" download className="text-sm font-medium text-brand-700 hover:underline">
            Download report (PDF)
          </a>
          <a href="/api/v1/auditor/report?format=markdown" download className="text-sm font-medium text-brand-700 hover:underline">
            Report (Markdown)
          </a>
          <a href={`/api/v1/audits/${audit.id}/package`} download className="text-sm font-medium text-brand-700 hover:underline">
            Download audit package (ZIP)
          </a>
          <a href="/api/v1/auditor/export/oscal-assessment-results.json" download className="text-sm font-medium text-brand-700 hover:underline">
            OSCAL assessment results
          </a>
        </div>
        {audit.description && <p className="whitespace-pre-wrap text-sm text-slate-700">{audit.description}</p>}
        <Card
          title="Review progress"
          actions={
            // During fieldwork the header's button leads there already.
            !fieldwork && (
              <Link href="/auditor/controls" className="text-sm text-brand-600 hover:underline">
                Controls →
              </Link>
            )
          }
        >
          <ProgressBars progress={audit.progress} />
        </Card>
        <Card title="Recent activity">
          <ActivityTimeline entries={audit.recent_activity} />
        </Card>
        {fieldwork && (
          <Card title="Complete the audit">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between" data-testid="complete-audit-card">
              <div className="space-y-1 text-sm text-slate-600">
                <p>
                  The last step, once fieldwork is done: it locks the audit, records every control still pending as not tested with a reason, and states what is
                  still open.
                </p>
                {!check.can_complete && check.reason && (
                  <p className="font-medium text-amber-800" data-testid="completion-held-note">
                    {check.reason}
                  </p>
                )}
              </div>
              <div className="shrink-0">
                <CompleteAuditButton check={check} />
              </div>
            </div>
          </Card>
        )}
      </div>
    );
  });
}

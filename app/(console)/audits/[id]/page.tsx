import type { Metadata } from "next";
import Link from "next/link";
import { ActivityTimeline } from "@/components/audits/activity-timeline";
import { AuditStatusControl } from "@/components/audits/audit-status-control";
import { AuditFacts } from "@/components/audits/audit-facts";
import { ControlsTable } from "@/components/audits/controls-table";
import { EvidenceRequestList } from "@/components/audits/evidence-request-list";
import { FindingsBySeverity } from "@/components/audits/findings-by-severity";
import { auditPage } from "@/components/audits/gate";
import { InvitationList } from "@/components/audits/invitation-list";
import { InviteAuditorForm } from "@/components/audits/invite-auditor-form";
import { Pager } from "@/components/ui/pager";
import { ProgressBars } from "@/components/audits/progress-bars";
import { ExportLinks } from "@/components/audits/export-links";
import { OscalLinks } from "@/components/audits/oscal-links";
import { ReportPanel } from "@/components/audits/report-panel";
import { Card, PageHeader } from "@/components/ui/card";
import { consoleContext } from "@/lib/auth";
import { getControlReadiness } from "@/lib/dashboard";
import { listControlsQuerySchema, listFindingsQuerySchema } from "@/lib/audits/schemas";
import { getAudit, getAuditScope, listAuditControls, listPopulations, listSamples, listEvidenceRequests, listFindings, listInvitations } from "@/lib/audits";
import { pageQuery } from "@/lib/schemas";
import { ControlStatusFilter } from "@/components/audits/control-status-filter";
import { roleOf } from "@/lib/context/guards";
import { roleAtLeast } from "@/lib/vocabulary";
import { listAssignees } from "@/lib/work";
import { AuditPeriod } from "@/components/audits/audit-period";
import { FieldworkLinks } from "@/components/audits/fieldwork-links";
import { PackageLink } from "@/components/audits/package-link";
import { ScopeSummary } from "@/components/audits/scope-summary";
import { BackLink } from "@/components/ui/back-link";

export const metadata: Metadata = { title: "Audit" };

type Search = Record<string, string | undefined>;

export default async function AuditPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Search> }) {
  const ctx = await consoleContext();
  const { id } = await params;
  const sp = await searchParams;
  const controlsQuery = listControlsQuerySchema.safeParse({ status: sp.control_status || undefined, cursor: sp.controls_cursor || undefined, limit: 50 });
  const findingsQuery = listFindingsQuerySchema.safeParse({ cursor: sp.findings_cursor || undefined, limit: 200 });
  const requestsQuery = pageQuery.safeParse({ cursor: sp.requests_cursor || undefined, limit: 100 });
  return auditPage(async () => {
    const audit = await getAudit(ctx, id);
    const cq = controlsQuery.success ? controlsQuery.data : listControlsQuerySchema.parse({ limit: 50 });
    const [controls, findings, requests, invitations, readiness, people, scope, populations, samples] = await Promise.all([
      listAuditControls(ctx, id, cq, cq),
      listFindings(ctx, id, {}, findingsQuery.success ? findingsQuery.data : { limit: 200 }),
      listEvidenceRequests(ctx, id, {}, requestsQuery.success ? requestsQuery.data : { limit: 100 }),
      listInvitations(ctx, id, { limit: 50 }),
      getControlReadiness(ctx, audit.framework_id),
      listAssignees(ctx),
      getAuditScope(ctx, id),
      listPopulations(ctx, id, {}, { limit: 200 }),
      listSamples(ctx, id, {}, { limit: 200 }),
    ]);
    const canAssign = roleAtLeast(roleOf(ctx.caller) ?? "viewer", "member");
    const complete = audit.status === "complete";
    const keep = { control_status: cq.status, controls_cursor: sp.controls_cursor, findings_cursor: sp.findings_cursor, requests_cursor: sp.requests_cursor };
    const base = `/audits/${audit.id}`;
    const openRequests = requests.items.filter((r) => r.status === "open" || r.status === "returned").length;
    // Period and scope are settled before fieldwork (docs/api.md §8): editable only while draft or in progress.
    const settling = audit.status === "draft" || audit.status === "in_progress";
    const count = (page: { items: unknown[]; pagination: { hasMore: boolean } }) => `${page.items.length}${page.pagination.hasMore ? "+" : ""}`;
    return (
      <div className="space-y-6">
        <BackLink href="/audits">Audits</BackLink>
        <PageHeader
          title={audit.title}
          description={<AuditFacts audit={audit} created />}
          actions={<AuditStatusControl auditId={audit.id} status={audit.status} />}
        />
        {audit.description && <p className="whitespace-pre-wrap text-sm text-slate-700">{audit.description}</p>}

        <Card title="Review progress">
          <ProgressBars progress={audit.progress} />
        </Card>

        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <Card
            title="Period and scope"
            actions={
              <Link href={`${base}/scope`} className="text-sm text-brand-600 hover:underline">
                {settling && canAssign ? "Edit scope" : "Scope"}
              </Link>
            }
          >
            <div className="space-y-4">
              <AuditPeriod auditId={audit.id} audit={audit} editable={settling} />
              <ScopeSummary scope={scope} />
            </div>
          </Card>
          <Card title="Populations and samples">
            <FieldworkLinks base={base} populations={count(populations)} samples={count(samples)} />
          </Card>
        </div>

        <div className="grid gap-6 lg:grid-cols-2">
          <Card title="Auditors">
            <InvitationList auditId={audit.id} initial={invitations.items} />
            {complete ? (
              <p className="text-sm text-slate-500">The audit is complete; no more invitations can be sent.</p>
            ) : (
              <InviteAuditorForm auditId={audit.id} />
            )}
          </Card>
          <Card
            title="Recent activity"
            actions={
              <Link href={`${base}/activity`} className="text-sm text-brand-600 hover:underline">
                Full activity log
              </Link>
            }
          >
            <ActivityTimeline entries={audit.recent_activity} />
          </Card>
        </div>

        {/* Sampled items link here: each one is an evidence request. */}
        <div id="evidence-requests" className="scroll-mt-6">
          <Card title={`Evidence requests${openRequests ? ` · ${openRequests} to answer` : ""}`}>
            <EvidenceRequestList auditId={audit.id} requests={requests.items} readOnly={complete || !canAssign} people={people} canAssign={canAssign} />
            <Pager basePath={base} params={keep} cursorParam="requests_cursor" nextCursor={requests.pagination.nextCursor} isFirst={!sp.requests_cursor} />
          </Card>
        </div>

        <Card title={`Findings (${findings.items.length}${findings.pagination.hasMore ? "+" : ""})`}>
          <FindingsBySeverity findings={findings.items} auditId={audit.id} people={people} canRespond={canAssign && !complete} />
          <Pager basePath={base} params={keep} cursorParam="findings_cursor" nextCursor={findings.pagination.nextCursor} isFirst={!sp.findings_cursor} />
        </Card>

        <Card title="Report">
          <p className="mb-3 text-sm text-slate-600">
            The report (Markdown or PDF) covers the summary, the control status table, findings by severity and the evidence requests.
          </p>
          <ReportPanel auditId={audit.id} title={audit.title} />
          <div className="mt-4 border-t border-slate-100 pt-4">
            <ExportLinks auditId={audit.id} />
            <div className="mt-2">
              <OscalLinks auditId={audit.id} hasFindings={findings.items.length > 0} />
            </div>
          </div>
          <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
            <PackageLink auditId={audit.id} />
            <p className="text-xs text-slate-500">
              One ZIP to archive: the report, every table as CSV, populations, samples, evidence files and SHA-256 checksums.
            </p>
          </div>
        </Card>

        <Card title="Control status">
          <ControlStatusFilter name="control_status" value={cq.status} />
          <ControlsTable controls={controls.items} readiness={readiness} />
          <Pager basePath={base} params={keep} cursorParam="controls_cursor" nextCursor={controls.pagination.nextCursor} isFirst={!sp.controls_cursor} />
        </Card>
      </div>
    );
  });
}

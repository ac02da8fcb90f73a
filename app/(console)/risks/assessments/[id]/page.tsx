import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { SignOffButton } from "@/components/risks/assessment-actions";
import { RISK_STATUS_TONES } from "@/components/risks/risk-table";
import { ScorePill } from "@/components/risks/score";
import { BackLink } from "@/components/ui/back-link";
import { buttonClass } from "@/components/ui/button";
import { Badge, PageHeader, Table } from "@/components/ui/card";
import { TableHead } from "@/components/ui/table-head";
import { consoleContext } from "@/lib/auth";
import { ServiceError } from "@/lib/errors";
import { formatDate, formatDateTime } from "@/lib/format/date-time";
import { labelOf, RISK_CATEGORY_LABELS, RISK_TREATMENT_LABELS } from "@/lib/format/labels";
import { getRiskAssessment } from "@/lib/risks";
import { isUuid } from "@/lib/uuid";
import { RISK_ASSESSMENT_STATUS_LABELS, RISK_STATUS_LABELS } from "@/lib/vocabulary";

export const metadata: Metadata = { title: "Risk assessment" };

export default async function RiskAssessmentPage({ params }: { params: Promise<{ id: string }> }) {
  const ctx = await consoleContext();
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const a = await getRiskAssessment(ctx, id).catch((error) => {
    if (error instanceof ServiceError && error.code === "not_found") notFound();
    throw error;
  });
  const max = a.scale.likelihood.length * a.scale.impact.length;
  const signed = a.signedAt ? `Signed off by ${a.signedBy?.name ?? "a former member"} on ${formatDateTime(a.signedAt)}.` : "Draft: not signed off yet.";
  return (
    <div className="space-y-4">
      <BackLink href="/risks/assessments">Risk assessments</BackLink>
      <PageHeader
        title={a.title}
        description={
          <>
            <Badge tone={a.status === "signed" ? "green" : "amber"}>{RISK_ASSESSMENT_STATUS_LABELS[a.status]}</Badge> Of {formatDate(a.assessedOn)},{" "}
            {a.riskCount} risks. {signed}
            {a.summary && <span className="mt-1 block">{a.summary}</span>}
          </>
        }
        actions={
          <div className="flex gap-2">
            {a.status === "draft" && <SignOffButton id={a.id} title={a.title} />}
            <a href={`/api/v1/risk-assessments/${a.id}/export`} className={buttonClass("secondary")}>
              Export CSV
            </a>
          </div>
        }
      />
      <Table caption="The register as assessed" stack>
        <TableHead columns={["Risk", "Category", "Owner", "Inherent", "Treatment", "Residual", "Status", "Tasks"]} />
        <tbody>
          {a.risks.map((r) => (
            <tr key={r.riskId}>
              <td data-label="Risk" className="max-w-sm">
                <Link href={`/risks/${r.riskId}`} className="font-medium text-brand-700 hover:underline">
                  <span className="mr-1.5 text-xs font-semibold text-slate-500">{r.reference}</span>
                  {r.title}
                </Link>
              </td>
              <td data-label="Category">{labelOf(RISK_CATEGORY_LABELS, r.category)}</td>
              <td data-label="Owner">{r.owner?.name ?? "Nobody"}</td>
              <td data-label="Inherent">
                <ScorePill score={r.inherentScore} max={max} />
              </td>
              <td data-label="Treatment">{r.treatment ? labelOf(RISK_TREATMENT_LABELS, r.treatment) : "—"}</td>
              <td data-label="Residual">
                <ScorePill score={r.residualScore} max={max} />
              </td>
              <td data-label="Status">
                <Badge tone={RISK_STATUS_TONES[r.status]}>{RISK_STATUS_LABELS[r.status]}</Badge>
              </td>
              <td data-label="Tasks" className="whitespace-nowrap text-slate-600">
                {r.doneTasks} done, {r.openTasks} open
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

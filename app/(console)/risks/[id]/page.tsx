import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { AcceptRiskDialog } from "@/components/risks/accept-risk-dialog";
import { EditRiskDialog } from "@/components/risks/edit-risk-dialog";
import { RiskTasks } from "@/components/risks/risk-tasks";
import { categoryOf, RISK_STATUS_TONES } from "@/components/risks/risk-table";
import { ScoreHistory } from "@/components/risks/score-history";
import { ScorePill } from "@/components/risks/score";
import { BackLink } from "@/components/ui/back-link";
import { Badge, Card, PageHeader } from "@/components/ui/card";
import { consoleContext } from "@/lib/auth";
import { ServiceError } from "@/lib/errors";
import { formatDate } from "@/lib/format/date-time";
import { labelOf, RISK_REVIEW_CADENCE_LABELS, RISK_TREATMENT_LABELS } from "@/lib/format/labels";
import { listMembers } from "@/lib/members";
import { getRisk, getRiskScale } from "@/lib/risks";
import { isUuid } from "@/lib/uuid";
import { RISK_STATUS_LABELS } from "@/lib/vocabulary";

export const metadata: Metadata = { title: "Risk" };

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-1.5 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="text-sm text-slate-800">{children}</dd>
    </div>
  );
}

const levels = (labels: string[], l: number | null, i: number | null, impact: string[]) =>
  l === null || i === null ? "Not scored" : `likelihood ${l} (${labels[l - 1] ?? l}) × impact ${i} (${impact[i - 1] ?? i})`;

export default async function RiskPage({ params }: { params: Promise<{ id: string }> }) {
  const ctx = await consoleContext();
  const { id } = await params;
  if (!isUuid(id)) notFound();
  const [risk, scale, members] = await Promise.all([
    getRisk(ctx, id).catch((error) => {
      if (error instanceof ServiceError && error.code === "not_found") notFound();
      throw error;
    }),
    getRiskScale(ctx),
    listMembers(ctx, { limit: 200 }),
  ]);
  const owners = members.items.filter((m) => m.status === "active").map((m) => ({ value: m.id, label: m.name }));
  const maxScore = scale.likelihood.length * scale.impact.length;
  return (
    <div className="space-y-6">
      <BackLink href="/risks">Risks</BackLink>
      <PageHeader
        title={`${risk.reference} ${risk.title}`}
        description={risk.description ?? undefined}
        actions={
          risk.status !== "closed" && (
            <div className="flex flex-wrap gap-2">
              <EditRiskDialog risk={risk} scale={scale} owners={owners} />
              <AcceptRiskDialog riskId={risk.id} reference={risk.reference} />
            </div>
          )
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card title="The risk">
          <dl className="divide-y divide-slate-100">
            <Row label="Status">
              <Badge tone={RISK_STATUS_TONES[risk.status]}>{RISK_STATUS_LABELS[risk.status]}</Badge>
            </Row>
            <Row label="Inherent">
              <ScorePill score={risk.inherentScore} max={maxScore} />{" "}
              <span className="text-slate-600">{levels(scale.likelihood, risk.inherentLikelihood, risk.inherentImpact, scale.impact)}</span>
            </Row>
            <Row label="Residual">
              <ScorePill score={risk.residualScore} max={maxScore} />{" "}
              <span className="text-slate-600">{levels(scale.likelihood, risk.residualLikelihood, risk.residualImpact, scale.impact)}</span>
            </Row>
            <Row label="Treatment">
              {risk.treatment ? labelOf(RISK_TREATMENT_LABELS, risk.treatment) : "Not chosen"}
              {risk.treatmentPlan && <span className="block text-slate-600">{risk.treatmentPlan}</span>}
            </Row>
            <Row label="Owner">{risk.owner?.name ?? "Nobody"}</Row>
            <Row label="Category">{categoryOf(risk)}</Row>
            {risk.scope && <Row label="Scope">{risk.scope}</Row>}
            {risk.threat && <Row label="Threat">{risk.threat}</Row>}
            {risk.vulnerability && <Row label="Vulnerability">{risk.vulnerability}</Row>}
            {risk.targetDate && <Row label="Target date">{formatDate(risk.targetDate)}</Row>}
            <Row label="Review">
              {labelOf(RISK_REVIEW_CADENCE_LABELS, risk.reviewCadence)}, next on{" "}
              {risk.reviewOverdue ? <Badge tone="red">{formatDate(risk.nextReviewDate)} (overdue)</Badge> : formatDate(risk.nextReviewDate)}
            </Row>
            {risk.acceptance && (
              <Row label="Accepted">
                By {risk.acceptance.acceptedBy?.name ?? "a former member"} on {formatDate(risk.acceptance.acceptedAt)}, until{" "}
                {formatDate(risk.acceptance.expiresOn)}
                {risk.acceptance.expired && <Badge tone="red">Lapsed</Badge>}
                <span className="block text-slate-600">{risk.acceptance.justification}</span>
              </Row>
            )}
          </dl>
        </Card>
        <Card title="Controls that treat it">
          {risk.controls.length === 0 ? (
            <p className="text-sm text-slate-500">No control is linked yet.</p>
          ) : (
            <ul className="space-y-2 text-sm">
              {risk.controls.map((c) => (
                <li key={`${c.framework}:${c.controlId}`}>
                  <Link href={`/frameworks/${encodeURIComponent(c.framework)}`} className="font-medium text-brand-700 hover:underline">
                    {c.frameworkName} {c.controlId}
                  </Link>
                  {c.title && <span className="text-slate-600"> — {c.title}</span>}
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <Card title="Treatment plan">
        <RiskTasks riskId={risk.id} tasks={risk.tasks} owners={owners} />
      </Card>
      <Card title="Score history">
        <ScoreHistory history={risk.history} maxScore={maxScore} />
      </Card>
    </div>
  );
}

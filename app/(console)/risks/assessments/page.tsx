import type { Metadata } from "next";
import Link from "next/link";
import { RunAssessmentButton, SignOffButton } from "@/components/risks/assessment-actions";
import { BackLink } from "@/components/ui/back-link";
import { Badge, EmptyState, PageHeader, Table } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { TableHead } from "@/components/ui/table-head";
import { consoleContext } from "@/lib/auth";
import { prose } from "@/lib/format/prose";
import { formatDate, formatDateTime } from "@/lib/format/date-time";
import { listRiskAssessments } from "@/lib/risks";
import { listRiskAssessmentsQuery } from "@/lib/risks/schemas";
import { RISK_ASSESSMENT_STATUS_LABELS } from "@/lib/vocabulary";

export const metadata: Metadata = { title: "Risk assessments" };

export default async function RiskAssessmentsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const ctx = await consoleContext();
  const sp = await searchParams;
  const parsed = listRiskAssessmentsQuery.safeParse({ cursor: typeof sp.cursor === "string" ? sp.cursor : undefined });
  const query = parsed.success ? parsed.data : listRiskAssessmentsQuery.parse({});
  const page = await listRiskAssessments(ctx, query);
  return (
    <div className="space-y-4">
      <BackLink href="/risks">Risks</BackLink>
      <PageHeader
        title="Risk assessments"
        description={prose(
          "Each assessment is a dated snapshot of the register, signed off by an owner or admin. A signed assessment under 12 months old,",
          "with treatment under way, meets the risk-assessment controls (SOC 2 CC3, ISO/IEC 27001 6.1.2, 6.1.3, 8.2, 8.3).",
        )}
        actions={<RunAssessmentButton />}
      />
      {page.items.length === 0 ? (
        <EmptyState title="No risk assessment yet">Run one once the register holds the risks you face: it takes a snapshot of every risk.</EmptyState>
      ) : (
        <Table caption="Risk assessments" stack>
          <TableHead columns={["Assessment", "Of", "Risks", "Status", "Signed off"]} actions />
          <tbody>
            {page.items.map((a) => (
              <tr key={a.id}>
                <td data-label="Assessment">
                  <Link href={`/risks/assessments/${a.id}`} className="font-medium text-brand-700 hover:underline">
                    {a.title}
                  </Link>
                </td>
                <td data-label="Of" className="whitespace-nowrap">
                  {formatDate(a.assessedOn)}
                </td>
                <td data-label="Risks">{a.riskCount}</td>
                <td data-label="Status">
                  <Badge tone={a.status === "signed" ? "green" : "amber"}>{RISK_ASSESSMENT_STATUS_LABELS[a.status]}</Badge>
                </td>
                <td data-label="Signed off" className="text-slate-600">
                  {a.signedAt ? `${a.signedBy?.name ?? "A former member"}, ${formatDateTime(a.signedAt)}` : "—"}
                </td>
                <td>{a.status === "draft" && <SignOffButton id={a.id} title={a.title} />}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pager nextCursor={page.pagination.nextCursor} basePath="/risks/assessments" isFirst={!query.cursor} />
    </div>
  );
}

import type { Metadata } from "next";
import { AssessmentView } from "@/components/frameworks/assessment-view";
import { customFrameworkPage } from "@/components/frameworks/framework-page-gate";
import { RunAssessmentButton } from "@/components/frameworks/run-assessment-button";
import { EmptyState, PageHeader } from "@/components/ui/card";
import { consoleContext } from "@/lib/auth";
import { getLatestAssessment } from "@/lib/custom-assessments";
import { getFramework } from "@/lib/custom-frameworks";
import { isServiceError } from "@/lib/errors";
import { BackLink } from "@/components/ui/back-link";
import { prose } from "@/lib/format/prose";
import { markdownToText } from "@/lib/format/markdown-html";

export const metadata: Metadata = { title: "Assessment" };

export default async function AssessmentPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const ctx = await consoleContext();
  return customFrameworkPage(async () => {
    const framework = await getFramework(ctx, id);
    const latest = await getLatestAssessment(ctx, id).catch((error) => {
      if (isServiceError(error) && error.code === "not_found") return null;
      throw error;
    });
    const published = framework.status === "published";
    return (
      <>
        <BackLink href={`/frameworks/${framework.id}`}>{markdownToText(framework.name)}</BackLink>
        <PageHeader
          title={`Assessment: ${markdownToText(framework.name)}`}
          description={prose(
            "Each control is checked against your evidence: evidence on the control itself or on any of its standard mappings. Expired",
            "evidence counts as stale. Each run counts toward your plan's usage.",
          )}
          actions={published ? <RunAssessmentButton frameworkId={framework.id} label={latest ? "Run again" : "Run assessment"} /> : undefined}
        />
        {!published ? (
          <EmptyState title="Publish the framework first">Assessments run against published frameworks only.</EmptyState>
        ) : latest ? (
          <>
            <p className="mb-4 text-sm">
              <a href={`/api/v1/custom-frameworks/${framework.id}/assessment/oscal`} download className="font-medium text-brand-700 hover:underline">
                OSCAL assessment results
              </a>{" "}
              <span className="text-slate-500">(this assessment as NIST OSCAL JSON)</span>
            </p>
            <AssessmentView assessment={latest} />
          </>
        ) : (
          <EmptyState title="Not assessed yet">Run the first assessment to see the score and the gaps.</EmptyState>
        )}
      </>
    );
  });
}

import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DocumentWorkspace } from "@/components/documents/document-workspace";
import { ValidationReportView } from "@/components/documents/validation-report";
import { Button, ButtonLink, buttonClass } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { FrameworkBadges } from "@/components/documents/framework-badges";
import { consoleContext } from "@/lib/auth";
import { documentCategories, getDocument, getTemplate, validateDocument } from "@/lib/documents";
import { listFrameworks } from "@/lib/frameworks";
import { frameworkName } from "@/lib/format/mapping-label";
import { isServiceError } from "@/lib/errors";
import { isUuid } from "@/lib/uuid";
import { formatDateTime } from "@/lib/format/date-time";
import { FilterSelect } from "@/components/ui/filter-select";
import { DocumentApproval } from "@/components/work/document-approval";
import { DocumentAcceptance } from "@/components/policy-acceptance/document-acceptance";
import { requireCustomer, roleOf } from "@/lib/context/guards";
import { roleAtLeast } from "@/lib/vocabulary";
import { listAssignees } from "@/lib/work";

export const metadata: Metadata = { title: "Document" };

export default async function DocumentPage({ params, searchParams }: { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string>> }) {
  const ctx = await consoleContext();
  const id = (await params).id;
  if (!isUuid(id)) notFound();
  let doc;
  try {
    doc = await getDocument(ctx, id);
  } catch (error) {
    if (isServiceError(error) && error.code === "not_found") notFound();
    throw error;
  }
  const checkFramework = (await searchParams).framework;
  const frameworks = listFrameworks();
  const people = await listAssignees(ctx);
  const role = roleOf(ctx.caller) ?? "viewer";
  const report =
    checkFramework && doc.frameworks.includes(checkFramework) ? await validateDocument(ctx, { documentId: doc.id, frameworkId: checkFramework }) : undefined;
  return (
    <>
      <PageHeader
        title={doc.title}
        description={
          <>
            Generated {formatDateTime(doc.generatedAt)} from the {getTemplate(doc.templateId)?.name ?? "retired"} template (template version{" "}
            {doc.templateVersion}); version {doc.version} of this document, last changed {formatDateTime(doc.updatedAt)}.
          </>
        }
        actions={
          <>
            <a className={buttonClass("secondary")} href={`/api/v1/documents/${doc.id}/download?format=markdown`} download>
              Download .md
            </a>
            <a className={buttonClass("secondary")} href={`/api/v1/documents/${doc.id}/download?format=pdf`} download>
              Download PDF
            </a>
            <ButtonLink href="/documents" variant="ghost">
              All documents
            </ButtonLink>
          </>
        }
      />
      <Card title="Owner and approval" className="mb-6">
        <DocumentApproval
          doc={doc}
          people={people}
          me={requireCustomer(ctx).userId}
          canEdit={roleAtLeast(role, "member")}
          isAdmin={roleAtLeast(role, "admin")}
        />
      </Card>
      <Card title="Policy acceptance" className="mb-6">
        <DocumentAcceptance documentId={doc.id} approved={doc.approvedVersion !== null && doc.status === "active"} isAdmin={roleAtLeast(role, "admin")} />
      </Card>
      <Card title="Check against a framework" className="mb-6">
        <form method="get" className="flex flex-wrap items-end gap-3">
          <FilterSelect
            name="framework"
            id="framework"
            label="Framework"
            options={doc.frameworks.map((f) => ({ value: f, label: frameworkName(frameworks, f) }))}
            value={checkFramework ?? doc.frameworks[0]}
          />
          <Button type="submit" variant="secondary">
            Validate
          </Button>
          <span className="flex flex-wrap items-center gap-1 text-xs text-slate-500">
            Written for <FrameworkBadges ids={doc.frameworks} />
          </span>
        </form>
        {report && (
          <div className="mt-5">
            <ValidationReportView report={report} frameworks={frameworks} categories={documentCategories} />
          </div>
        )}
      </Card>
      <DocumentWorkspace initial={doc} />
    </>
  );
}

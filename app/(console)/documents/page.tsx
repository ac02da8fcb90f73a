import type { Metadata } from "next";
import Link from "next/link";
import { ButtonLink } from "@/components/ui/button";
import { FrameworkBadges } from "@/components/documents/framework-badges";
import { EmptyState, PageHeader, Table } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { Button } from "@/components/ui/button";
import { FilterSelect } from "@/components/ui/filter-select";
import { consoleContext } from "@/lib/auth";
import { listQuery } from "@/lib/documents/schemas";
import { getTemplate, listDocuments } from "@/lib/documents";
import { formatDateTime } from "@/lib/format/date-time";
import { TableHead } from "@/components/ui/table-head";

export const metadata: Metadata = { title: "Documents" };

export default async function DocumentsPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const ctx = await consoleContext();
  const search = await searchParams;
  const page = listQuery.safeParse({ cursor: search.cursor || undefined, status: search.status || undefined });
  const query = page.success ? page.data : ({ limit: 50, status: "active" } as const);
  const documents = await listDocuments(ctx, query);
  const archived = query.status === "archived";
  return (
    <>
      <PageHeader
        title="Documents"
        description="Compliance documents generated for your account from the template library. Each section names the requirement it satisfies."
        actions={
          <>
            <ButtonLink href="/documents/validate" variant="secondary">
              Validate a document
            </ButtonLink>
            <ButtonLink href="/documents/bulk" variant="secondary">
              Generate a full set
            </ButtonLink>
            <ButtonLink href="/documents/templates">Template gallery</ButtonLink>
          </>
        }
      />
      <form method="get" className="mb-4 flex flex-wrap items-end gap-3">
        <FilterSelect
          name="status"
          id="status"
          label="Show"
          options={[
            { value: "active", label: "Active documents" },
            { value: "archived", label: "Archived documents" },
          ]}
          value={query.status}
        />
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </form>
      {documents.items.length === 0 && archived ? (
        <EmptyState title="No archived documents">Archived documents are kept with their versions and can be restored from their page.</EmptyState>
      ) : documents.items.length === 0 ? (
        <EmptyState title="No documents yet">
          Pick a template in the{" "}
          <Link className="text-brand-600 underline" href="/documents/templates">
            gallery
          </Link>{" "}
          to generate your first policy.
        </EmptyState>
      ) : (
        <Table caption="Generated documents" stack>
          <TableHead columns={["Title", "Template", "Frameworks", "Version", "Last changed"]} />
          <tbody>
            {documents.items.map((d) => (
              <tr key={d.id}>
                <td data-label="Title">
                  <Link href={`/documents/${d.id}`} className="font-medium text-brand-600 hover:underline">
                    {d.title}
                  </Link>
                </td>
                <td data-label="Template" className="text-xs text-slate-600">
                  {getTemplate(d.templateId)?.name ?? "Retired template"}
                </td>
                <td data-label="Frameworks">
                  <div className="flex flex-wrap gap-1">
                    <FrameworkBadges ids={d.frameworks} />
                  </div>
                </td>
                <td data-label="Version" className="text-xs text-slate-600">
                  {d.version}
                </td>
                <td data-label="Last changed" className="text-xs text-slate-500">
                  {formatDateTime(d.updatedAt)}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pager
        nextCursor={documents.pagination.nextCursor}
        basePath="/documents"
        params={{ status: archived ? "archived" : undefined }}
        isFirst={!search.cursor}
      />
    </>
  );
}

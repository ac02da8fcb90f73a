import type { Metadata } from "next";
import { AddEvidenceForm } from "@/components/evidence/add-evidence-form";
import { EvidenceRowActions } from "@/components/evidence/evidence-row-actions";
import { Badge, Card, EmptyState, PageHeader, Table } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { consoleContext } from "@/lib/auth";
import { listEvidence } from "@/lib/evidence";
import { listFrameworks } from "@/lib/frameworks";
import { pageQuery } from "@/lib/schemas";
import { formatDate } from "@/lib/format/date-time";

export const metadata: Metadata = { title: "Evidence" };

export default async function EvidencePage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const ctx = await consoleContext();
  const page = pageQuery.parse({ cursor: (await searchParams).cursor || undefined });
  const evidence = await listEvidence(ctx, page);
  const now = ctx.now();
  return (
    <>
      <PageHeader title="Evidence" description="Links and files that show a control operates. Audits, assessments and monitoring checks all read this evidence." />
      <Card title="Add evidence" className="mb-6">
        <AddEvidenceForm frameworks={listFrameworks().map(({ id, name }) => ({ id, name }))} />
      </Card>
      {evidence.items.length === 0 ? (
        <EmptyState title="No evidence yet" />
      ) : (
        <Table caption="Evidence items">
          <thead>
            <tr>
              <th>Title</th>
              <th>Controls</th>
              <th>Source</th>
              <th>Expires</th>
              <th>Added</th>
              <th>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {evidence.items.map((item) => {
              const expired = item.expiresAt !== null && new Date(item.expiresAt) < now;
              return (
                <tr key={item.id}>
                  <td>
                    <a href={item.url} className="font-medium text-brand-600 hover:underline" rel="noopener noreferrer" target="_blank">
                      {item.title}
                    </a>
                  </td>
                  <td className="text-xs">{item.controls.map((c) => `${c.framework}:${c.controlId}`).join(", ")}</td>
                  <td>
                    <Badge>{item.source.replace("_", " ")}</Badge>
                  </td>
                  <td>{item.expiresAt ? <Badge tone={expired ? "red" : "gray"}>{expired ? "Expired " : ""}{formatDate(item.expiresAt)}</Badge> : "—"}</td>
                  <td className="text-xs text-slate-500">{formatDate(item.createdAt)}</td>
                  <td>
                    <EvidenceRowActions item={item} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
      <Pager nextCursor={evidence.pagination.nextCursor} basePath="/evidence" />
    </>
  );
}

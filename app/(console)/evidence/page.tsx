import type { Metadata } from "next";
import { AddEvidenceForm } from "@/components/evidence/add-evidence-form";
import { EvidenceRowActions } from "@/components/evidence/evidence-row-actions";
import { Badge, Card, EmptyState, PageHeader, Table } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { consoleContext } from "@/lib/auth";
import { listEvidence } from "@/lib/evidence";
import { listFrameworks as listCustomFrameworks } from "@/lib/custom-frameworks";
import { ServiceError } from "@/lib/errors";
import { getBuiltinControl, listFrameworks } from "@/lib/frameworks";
import { pageQuery } from "@/lib/schemas";
import { formatDate } from "@/lib/format/date-time";
import { EVIDENCE_SOURCE_LABELS, labelOf } from "@/lib/format/labels";
import { Can } from "@/components/ui/role";
import { TableHead } from "@/components/ui/table-head";

export const metadata: Metadata = { title: "Evidence" };

export default async function EvidencePage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const ctx = await consoleContext();
  const page = pageQuery.parse({ cursor: (await searchParams).cursor || undefined });
  const evidence = await listEvidence(ctx, page);
  const now = ctx.now();
  // Controls are shown by framework name and control title, never as `framework:control` ids.
  const custom = await listCustomFrameworks(ctx, pageQuery.parse({ limit: 200 })).then(
    (p) => p.items,
    (error: unknown) => {
      if (error instanceof ServiceError && error.code === "plan_upgrade_required") return [];
      throw error;
    },
  );
  const names = new Map([...listFrameworks(), ...custom].map((f) => [f.id, f.name]));
  const controlText = (c: { framework: string; controlId: string }) => {
    const title = getBuiltinControl(c.framework, c.controlId)?.title;
    return `${names.get(c.framework) ?? "Deleted framework"} · ${c.controlId}${title ? ` — ${title}` : ""}`;
  };
  return (
    <>
      <PageHeader
        title="Evidence"
        description="Links and files that show a control operates. Audits, assessments and monitoring checks all read this evidence."
      />
      <Can role="member">
        <Card title="Add evidence" className="mb-6">
          <AddEvidenceForm />
        </Card>
      </Can>
      {evidence.items.length === 0 ? (
        <EmptyState title="No evidence yet" />
      ) : (
        <Table caption="Evidence items" stack>
          <TableHead columns={["Title", "Controls", "Source", "Expires", "Added"]} actions />
          <tbody>
            {evidence.items.map((item) => {
              const expired = item.expiresAt !== null && new Date(item.expiresAt) < now;
              return (
                <tr key={item.id}>
                  <td data-label="Title">
                    <a href={item.url} className="font-medium text-brand-600 hover:underline" rel="noopener noreferrer" target="_blank">
                      {item.title}
                    </a>
                  </td>
                  <td data-label="Controls" className="text-xs">
                    <ul className="space-y-0.5">
                      {item.controls.map((c) => (
                        <li key={`${c.framework} ${c.controlId}`}>{controlText(c)}</li>
                      ))}
                    </ul>
                  </td>
                  <td data-label="Source">
                    <Badge>{labelOf(EVIDENCE_SOURCE_LABELS, item.source)}</Badge>
                  </td>
                  <td data-label="Expires">
                    {item.expiresAt ? (
                      <Badge tone={expired ? "red" : "gray"}>
                        {expired ? "Expired " : ""}
                        {formatDate(item.expiresAt)}
                      </Badge>
                    ) : (
                      "—"
                    )}
                  </td>
                  <td data-label="Added" className="text-xs text-slate-500">
                    {formatDate(item.createdAt)}
                  </td>
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

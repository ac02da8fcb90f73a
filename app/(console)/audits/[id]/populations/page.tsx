import type { Metadata } from "next";
import { BackToAudit } from "@/components/audits/back-to-audit";
import Link from "next/link";
import { auditPage } from "@/components/audits/gate";
import { periodText } from "@/components/audits/period-text";
import { AddPopulationForm } from "@/components/populations/add-population-form";
import { PopulationTable } from "@/components/populations/population-table";
import { Card, EmptyState, PageHeader } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { Can, ReadOnlyNote } from "@/components/ui/role";
import { consoleContext } from "@/lib/auth";
import { getAudit, listPopulations } from "@/lib/audits";
import { listPopulationSources } from "@/lib/integrations";
import { pageQuery } from "@/lib/schemas";
import { allAuditControls } from "../all-controls";

export const metadata: Metadata = { title: "Populations" };

export default async function PopulationsPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  const ctx = await consoleContext();
  const { id } = await params;
  const sp = await searchParams;
  const parsed = pageQuery.safeParse({ cursor: sp.cursor || undefined, limit: 50 });
  return auditPage(async () => {
    const [audit, populations, controls, sources] = await Promise.all([
      getAudit(ctx, id),
      listPopulations(ctx, id, {}, parsed.success ? parsed.data : { limit: 50 }),
      allAuditControls(ctx, id),
      listPopulationSources(ctx),
    ]);
    const base = `/audits/${audit.id}/populations`;
    const period = periodText(audit);
    return (
      <>
        <BackToAudit audit={audit} />
        <PageHeader
          title="Populations"
          description={`The complete list of items for each control activity in the ${
            audit.type === "type_ii" ? "observation " + "period" : "audit"
          }${period ? ` (${period})` : ""}; your auditor draws samples from them. Each is fingerprinted with SHA-256 when added.`}
        />
        <div className="space-y-6">
          {populations.items.length === 0 ? (
            <EmptyState title="No populations yet">
              Add one below from a CSV export of the system that records the activity, or from an integration that knows it.
            </EmptyState>
          ) : (
            <div>
              <PopulationTable auditId={audit.id} populations={populations.items} />
              <Pager basePath={base} nextCursor={populations.pagination.nextCursor} isFirst={!sp.cursor} />
            </div>
          )}
          <Card title="Add population">
            {audit.status === "complete" ? (
              <ReadOnlyNote>The audit is complete; no more populations can be added.</ReadOnlyNote>
            ) : !period ? (
              <ReadOnlyNote>
                Set the audit&apos;s {audit.type === "type_ii" ? "observation period" : "as-of date"} on the{" "}
                <Link href={`/audits/${audit.id}`} className="text-brand-700 underline">
                  audit page
                </Link>{" "}
                first: every row&apos;s date is checked against it.
              </ReadOnlyNote>
            ) : (
              <Can role="member" otherwise={<ReadOnlyNote>Adding populations needs the member role or higher.</ReadOnlyNote>}>
                <AddPopulationForm
                  auditId={audit.id}
                  controls={controls.filter((c) => c.in_scope).map((c) => ({ control_id: c.control_id, title: c.title }))}
                  sources={sources}
                />
              </Can>
            )}
          </Card>
        </div>
      </>
    );
  });
}

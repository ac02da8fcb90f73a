import type { Metadata } from "next";
import Link from "next/link";
import { CloneButton } from "@/components/frameworks/clone-button";
import { customFrameworkPage } from "@/components/frameworks/framework-page-gate";
import { ImportFrameworkForm } from "@/components/frameworks/import-framework-form";
import { NewFrameworkForm } from "@/components/frameworks/new-framework-form";
import { Badge, Card, EmptyState, PageHeader, Table } from "@/components/ui/card";
import { Pager } from "@/components/ui/pager";
import { buttonClass } from "@/components/ui/button";
import { consoleContext, getMe } from "@/lib/auth";
import { listFrameworks as listCustomFrameworks } from "@/lib/custom-frameworks";
import { CUSTOM_FRAMEWORKS_TIER, planRequirementNote } from "@/lib/vocabulary";
import { listFrameworks as listBuiltinFrameworks } from "@/lib/frameworks";
import { pageQuery } from "@/lib/schemas";
import { formatDate } from "@/lib/format/date-time";
import { markdownToText } from "@/lib/format/markdown-html";
import { Can } from "@/components/ui/role";
import { TableHead } from "@/components/ui/table-head";

export const metadata: Metadata = { title: "Frameworks" };

export default async function FrameworksPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const ctx = await consoleContext();
  const page = pageQuery.parse({ cursor: (await searchParams).cursor || undefined });
  const builtins = listBuiltinFrameworks();
  // The effective tier: with billing off every account has custom frameworks, and no plan is named.
  const planNote = planRequirementNote("Custom frameworks", CUSTOM_FRAMEWORKS_TIER, (await getMe(ctx)).account.tier);
  const custom = await customFrameworkPage(async () => {
    const list = await listCustomFrameworks(ctx, page);
    return (
      <>
        {list.items.length === 0 ? (
          <EmptyState title="No custom frameworks yet">
            Create one below, clone a built-in framework, or import a JSON export, a CSV or an OSCAL catalog or profile.
          </EmptyState>
        ) : (
          <Table caption="Custom frameworks">
            <TableHead columns={["Name", "Status", "Version", "Controls", "Updated"]} />
            <tbody>
              {list.items.map((f) => (
                <tr key={f.id}>
                  <td>
                    <Link href={`/frameworks/${f.id}`} className="font-medium text-brand-600 hover:underline">
                      {markdownToText(f.name)}
                    </Link>
                  </td>
                  <td>
                    <Badge tone={f.status === "published" ? "green" : "amber"}>{f.status === "published" ? "Published" : "Draft"}</Badge>
                  </td>
                  <td>{f.version ?? "—"}</td>
                  <td className="tabular-nums">{f.control_count}</td>
                  <td className="text-xs text-slate-500">{formatDate(f.updated_at)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
        <Pager nextCursor={list.pagination.nextCursor} basePath="/frameworks" />
        <Can role="member">
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <Card title="New framework">
              <NewFrameworkForm />
            </Card>
            <Card title="Import">
              <ImportFrameworkForm />
            </Card>
          </div>
        </Can>
      </>
    );
  });

  return (
    <>
      <PageHeader
        title="Frameworks"
        description={`Built-in catalogs and the frameworks your organisation builds from them.${planNote ? ` ${planNote}` : ""}`}
        actions={
          <Link href="/frameworks/coverage" className={buttonClass("secondary")} data-testid="coverage-link">
            Coverage across frameworks
          </Link>
        }
      />
      <section aria-labelledby="custom-heading" className="mb-10">
        <h2 id="custom-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Custom frameworks
        </h2>
        {custom}
      </section>
      <section aria-labelledby="builtin-heading">
        <h2 id="builtin-heading" className="mb-3 text-lg font-semibold text-slate-900">
          Built-in frameworks
        </h2>
        <Table caption="Built-in frameworks">
          <TableHead columns={["Name", "Version", "Controls"]} actions />
          <tbody>
            {builtins.map((f) => (
              <tr key={f.id}>
                <td>
                  <Link href={`/frameworks/${f.id}`} className="font-medium text-brand-600 hover:underline">
                    {f.name}
                  </Link>
                  <span className="ml-2 font-mono text-xs text-slate-400">{f.id}</span>
                </td>
                <td className="text-xs">{f.version}</td>
                <td className="tabular-nums">{f.controlCount}</td>
                <td className="text-right">
                  <CloneButton sourceId={f.id} sourceName={f.name} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </section>
    </>
  );
}

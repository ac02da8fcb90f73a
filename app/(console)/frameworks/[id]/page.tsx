import type { Metadata } from "next";
import Link from "next/link";
import { CloneButton } from "@/components/frameworks/clone-button";
import { FrameworkBuilder } from "@/components/frameworks/framework-builder";
import { customFrameworkPage } from "@/components/frameworks/framework-page-gate";
import { PageHeader, Table } from "@/components/ui/card";
import { consoleContext } from "@/lib/auth";
import { getFramework as getCustomFramework } from "@/lib/custom-frameworks";
import { getBuiltinFramework, listFrameworks as listBuiltinFrameworks } from "@/lib/frameworks";

export const metadata: Metadata = { title: "Framework" };

/** A built-in framework (read-only, clonable) or the builder of one of the account's custom frameworks. */
export default async function FrameworkPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const builtin = getBuiltinFramework(id);
  if (builtin) {
    return (
      <>
        <p className="mb-2 text-sm">
          <Link href="/frameworks" className="text-brand-600 hover:underline">
            ← Frameworks
          </Link>
        </p>
        <PageHeader title={builtin.name} description={builtin.description} actions={<CloneButton sourceId={builtin.id} sourceName={builtin.name} variant="primary" />} />
        <p className="mb-4 text-xs text-slate-500">
          Version {builtin.version}. {builtin.license}
        </p>
        <Table caption={`${builtin.name} controls`}>
          <thead>
            <tr>
              <th>Control</th>
              <th>Title</th>
              <th>Category</th>
            </tr>
          </thead>
          <tbody>
            {builtin.controls.map((c) => (
              <tr key={c.controlId}>
                <td className="whitespace-nowrap font-mono text-xs">{c.controlId}</td>
                <td>
                  <p className="font-medium text-slate-900">{c.title}</p>
                  {c.description && <p className="mt-0.5 text-xs text-slate-600">{c.description}</p>}
                </td>
                <td className="text-xs">{c.category}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </>
    );
  }

  const ctx = await consoleContext();
  return customFrameworkPage(async () => {
    const framework = await getCustomFramework(ctx, id);
    return (
      <>
        <p className="mb-2 text-sm">
          <Link href="/frameworks" className="text-brand-600 hover:underline">
            ← Frameworks
          </Link>
        </p>
        <FrameworkBuilder key={`${framework.id}:${framework.updated_at}`} initial={framework} frameworks={listBuiltinFrameworks().map(({ id: fid, name }) => ({ id: fid, name }))} />
      </>
    );
  });
}

import type { Metadata } from "next";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { FrameworkBadges } from "@/components/documents/framework-badges";
import { EmptyState, PageHeader } from "@/components/ui/card";
import { inputClass } from "@/components/ui/field";
import { consoleContext } from "@/lib/auth";
import { documentCategories, frameworksWithTemplates, searchTemplates } from "@/lib/documents";
import { FilterSelect } from "@/components/ui/filter-select";

export const metadata: Metadata = { title: "Template gallery" };

export default async function TemplateGalleryPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  await consoleContext();
  const params = await searchParams;
  const frameworks = frameworksWithTemplates();
  const query = (params.q ?? "").slice(0, 200);
  const framework = frameworks.some((f) => f.id === params.framework) ? params.framework : undefined;
  const category = documentCategories.some((c) => c.id === params.category) ? params.category : undefined;
  const { results, total } = searchTemplates({ query, framework, category, limit: 50 });
  return (
    <>
      <PageHeader
        title="Template gallery"
        description="Professionally worded templates mapped to GDPR, SOC 2, ISO 27001, HIPAA, NIST and PCI DSS requirements."
      />
      <form role="search" method="get" className="mb-6 grid gap-3 rounded-lg border border-slate-200 bg-white p-4 md:grid-cols-[1fr_12rem_12rem_auto]">
        <div>
          <label htmlFor="q" className="sr-only">
            Search templates
          </label>
          <input id="q" name="q" type="search" defaultValue={query} placeholder="e.g. GDPR processor contract" className={inputClass} />
        </div>
        <FilterSelect
          name="framework"
          id="framework"
          label="Framework"
          hideLabel
          options={frameworks.map((f) => ({ value: f.id, label: f.name }))}
          value={framework}
          allLabel="All frameworks"
        />
        <FilterSelect
          name="category"
          id="category"
          label="Category"
          hideLabel
          options={documentCategories.map((c) => ({ value: c.id, label: c.name }))}
          value={category}
          allLabel="All categories"
        />
        <Button type="submit">Search</Button>
      </form>
      <p className="mb-3 text-sm text-slate-600" aria-live="polite">
        {total === 1 ? "1 template" : `${total} templates`}
        {query ? ` for “${query}”` : ""}
      </p>
      {results.length === 0 ? (
        <EmptyState title="No template matches">Try other words or clear the filters.</EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {results.map((r) => (
            <li key={r.templateId} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="text-base font-semibold text-slate-900">
                <Link href={`/documents/templates/${r.templateId}`} className="hover:underline">
                  {r.name}
                </Link>
              </h2>
              <p className="mt-1 text-xs uppercase tracking-wide text-slate-500">{documentCategories.find((c) => c.id === r.category)?.name ?? r.category}</p>
              <p className="mt-3 flex-1 text-sm text-slate-700">{r.snippet}</p>
              <div className="mt-4 flex flex-wrap gap-1">
                <FrameworkBadges ids={r.frameworks} tone="blue" />
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

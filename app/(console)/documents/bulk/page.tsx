import type { Metadata } from "next";
import Link from "next/link";
import { GenerateForm } from "@/components/documents/generate-form";
import { Button, ButtonLink } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { consoleContext } from "@/lib/auth";
import { frameworksWithTemplates, templates, toTemplateView, getVariableDefaults, type TemplateFieldResponse } from "@/lib/documents";
import { FilterSelect } from "@/components/ui/filter-select";
import { prose } from "@/lib/format/prose";

export const metadata: Metadata = { title: "Generate a framework's documents" };

/** One form for every template of a framework: the union of their fields, each asked once. */
function unionOfFields(frameworkId: string): TemplateFieldResponse[] {
  const byName = new Map<string, TemplateFieldResponse>();
  for (const t of templates.filter((x) => x.frameworks.includes(frameworkId))) {
    for (const f of toTemplateView(t).fields) {
      const seen = byName.get(f.name);
      byName.set(f.name, seen ? { ...seen, required: seen.required || f.required } : f);
    }
  }
  return [...byName.values()].sort((a, b) => Number(b.required) - Number(a.required));
}

export default async function BulkPage({ searchParams }: { searchParams: Promise<Record<string, string>> }) {
  const ctx = await consoleContext();
  const { variables: defaults } = await getVariableDefaults(ctx);
  const frameworks = frameworksWithTemplates();
  const requested = (await searchParams).framework;
  const framework = frameworks.find((f) => f.id === requested) ?? frameworks[0];
  const included = templates.filter((t) => t.frameworks.includes(framework.id));
  return (
    <>
      <PageHeader
        title="Generate a framework's documents"
        description={prose(
          "Answer once, get every document written for the framework. A template whose required answers are missing is skipped and listed;",
          "the others are generated. Running it again updates your existing documents (as new versions) instead of making copies.",
        )}
        actions={
          <ButtonLink href="/documents" variant="secondary">
            All documents
          </ButtonLink>
        }
      />
      <form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        <FilterSelect
          name="framework"
          id="framework"
          label="Framework"
          options={frameworks.map((f) => ({ value: f.id, label: f.name }))}
          value={framework.id}
        />
        <Button type="submit" variant="secondary">
          Choose
        </Button>
      </form>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,30rem)_1fr]">
        <Card title={`Answers for ${included.length} templates`}>
          <GenerateForm
            key={framework.id}
            target={{ frameworkId: framework.id }}
            fields={unionOfFields(framework.id)}
            defaults={defaults}
            templateNames={Object.fromEntries(included.map((t) => [t.id, t.name]))}
          />
        </Card>
        <Card title="Included templates">
          <ul className="space-y-2 text-sm">
            {included.map((t) => (
              <li key={t.id}>
                <Link href={`/documents/templates/${t.id}`} className="font-medium text-brand-600 hover:underline">
                  {t.name}
                </Link>
                <p className="text-xs text-slate-500">
                  {t.fields
                    .filter((f) => f.required)
                    .map((f) => f.label)
                    .join(", ")}
                </p>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </>
  );
}

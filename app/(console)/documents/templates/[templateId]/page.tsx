import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { FrameworkBadges } from "@/components/documents/framework-badges";
import { GenerateForm } from "@/components/documents/generate-form";
import { MarkdownView } from "@/components/documents/markdown-view";
import { ButtonLink } from "@/components/ui/button";
import { Badge, Card, PageHeader } from "@/components/ui/card";
import { consoleContext } from "@/lib/auth";
import { getTemplate, toTemplateView, getVariableDefaults } from "@/lib/documents";

type LibraryTemplate = NonNullable<ReturnType<typeof getTemplate>>;

/** A section's condition in words: `dataTypes includes "health_data"` reads "when types of data handled include health data". */
function conditionText(template: LibraryTemplate, condition: string): string {
  const match = /^(\w+) includes "([^"]+)"$/.exec(condition);
  const field = match && template.fields.find((f) => f.name === match[1]);
  if (!match || !field) return "only when it applies to your answers";
  return `when ${field.label.toLowerCase()} include ${field.optionLabels?.[match[2]] ?? match[2].replace(/_/g, " ")}`;
}

export async function generateMetadata({ params }: { params: Promise<{ templateId: string }> }): Promise<Metadata> {
  return { title: getTemplate((await params).templateId)?.name ?? "Template" };
}

export default async function TemplatePage({ params }: { params: Promise<{ templateId: string }> }) {
  const ctx = await consoleContext();
  const template = getTemplate((await params).templateId);
  if (!template) notFound();
  const view = toTemplateView(template);
  const { variables: defaults } = await getVariableDefaults(ctx);
  return (
    <>
      <PageHeader
        title={view.name}
        description={view.description}
        actions={
          <ButtonLink href="/documents/templates" variant="secondary">
            ← Gallery
          </ButtonLink>
        }
      />
      <div className="mb-6 flex flex-wrap gap-1">
        <FrameworkBadges ids={view.frameworks} tone="blue" />
      </div>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,26rem)_1fr]">
        <div className="space-y-6">
          <Card title="Generate">
            <GenerateForm target={{ templateId: view.id }} fields={view.fields} defaults={defaults} />
          </Card>
          <Card title="Sections">
            <ol className="space-y-2 text-sm">
              {view.sections.map((s) => (
                <li key={s.id}>
                  <span className="font-medium text-slate-800">{s.title}</span> {s.required ? <Badge tone="green">required</Badge> : <Badge>optional</Badge>}
                  {s.condition && <span className="ml-1 text-xs text-slate-500">{conditionText(template, s.condition)}</span>}
                  <div className="text-xs text-slate-500">{s.requirements.join(" · ")}</div>
                </li>
              ))}
            </ol>
          </Card>
        </div>
        <Card title="Preview (with example values)">
          <MarkdownView markdown={view.preview} label="Template preview" />
        </Card>
      </div>
    </>
  );
}

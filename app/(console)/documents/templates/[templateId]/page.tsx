import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { GenerateForm } from "@/components/documents/generate-form";
import { MarkdownView } from "@/components/documents/markdown-view";
import { ButtonLink } from "@/components/ui/button";
import { Badge, Card, PageHeader } from "@/components/ui/card";
import { consoleContext } from "@/lib/auth";
import { getTemplate, toTemplateView, variableDefaults } from "@/lib/documents";

export async function generateMetadata({ params }: { params: Promise<{ templateId: string }> }): Promise<Metadata> {
  return { title: getTemplate((await params).templateId)?.name ?? "Template" };
}

export default async function TemplatePage({ params }: { params: Promise<{ templateId: string }> }) {
  const ctx = await consoleContext();
  const template = getTemplate((await params).templateId);
  if (!template) notFound();
  const view = toTemplateView(template);
  const { variables: defaults } = await variableDefaults(ctx);
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
        {view.frameworks.map((f) => (
          <Badge key={f} tone="blue">
            {f}
          </Badge>
        ))}
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
                  {s.condition && <span className="ml-1 text-xs text-slate-500">when {s.condition}</span>}
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

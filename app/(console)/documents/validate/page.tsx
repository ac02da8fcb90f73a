import type { Metadata } from "next";
import { ValidateForm } from "@/components/documents/validate-form";
import { ButtonLink } from "@/components/ui/button";
import { Card, PageHeader } from "@/components/ui/card";
import { consoleContext } from "@/lib/auth";
import { documentCategories, frameworksWithTemplates } from "@/lib/documents";
import { prose } from "@/lib/format/prose";

export const metadata: Metadata = { title: "Validate a document" };

export default async function ValidatePage() {
  await consoleContext();
  return (
    <>
      <PageHeader
        title="Validate a document"
        description={prose(
          "Paste a policy you already have. It is checked against the framework's required sections (recognised by their headings) and",
          "required disclosures (recognised by what they say), and nothing is stored.",
        )}
        actions={
          <ButtonLink href="/documents" variant="secondary">
            All documents
          </ButtonLink>
        }
      />
      <Card>
        <ValidateForm
          frameworks={frameworksWithTemplates().map((f) => ({ id: f.id, name: f.name }))}
          categories={documentCategories.map((c) => ({ id: c.id, name: c.name }))}
        />
      </Card>
    </>
  );
}

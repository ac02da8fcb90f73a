import { templatePreview } from "./preview";
import type { TemplateResponse } from "./schemas";
import type { DocumentTemplate } from "./types";

/** A template as the API serves it (docs/api.md §10). */
export function toTemplateView(t: DocumentTemplate): TemplateResponse {
  return {
    id: t.id,
    name: t.name,
    category: t.category,
    description: t.description,
    frameworks: [...t.frameworks],
    version: t.version,
    fields: t.fields.map((f) => ({
      name: f.name,
      label: f.label,
      type: f.type,
      required: f.required,
      description: f.description,
      example: Array.isArray(f.example) ? [...f.example] : f.example,
      ...(f.options ? { options: [...f.options] } : {}),
    })),
    sections: t.sections.map((s) => ({
      id: s.id,
      title: s.title,
      required: s.required,
      requirements: [...s.requirements],
      ...(s.when ? { condition: s.when } : {}),
    })),
    preview: templatePreview(t),
  };
}

import type { GeneratedDocumentRow } from "@/db/documents";
import type { DocumentResponse } from "./schemas";

/** A stored document as the API serves it (docs/api.md §10: the stored document, plus its template's category and frameworks). */
export function toDocument(row: GeneratedDocumentRow): DocumentResponse {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    format: row.format,
    templateId: row.templateId,
    templateVersion: row.templateVersion,
    category: row.category,
    frameworks: row.frameworks,
    generatedAt: row.createdAt.toISOString(),
  };
}

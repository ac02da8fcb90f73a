import type { DocumentVersionRow } from "@/db/documents";
import type { DocumentVersionResponse, DocumentVersionSummary } from "../schemas";

/** A version in the history list; `current` marks the one the document shows. */
export function toVersionSummary(row: DocumentVersionRow, currentVersion: number): DocumentVersionSummary {
  return {
    id: row.id,
    documentId: row.documentId,
    number: row.number,
    source: row.source,
    title: row.title,
    contentHash: row.contentHash,
    templateVersion: row.templateVersion,
    note: row.note,
    createdBy: { type: row.createdByType, id: row.createdById },
    createdAt: row.createdAt.toISOString(),
    current: row.number === currentVersion,
  };
}

export function toVersion(row: DocumentVersionRow, currentVersion: number): DocumentVersionResponse {
  return { ...toVersionSummary(row, currentVersion), content: row.content, variables: row.variables };
}

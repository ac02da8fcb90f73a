import type { GeneratedDocumentRow } from "@/db/documents";
import type { DocumentResponse } from "../schemas";

/** A stored document as the API serves it (docs/api.md §10: its current version, plus its template's category and frameworks). */
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
    version: row.currentVersion,
    variables: row.variables,
    status: row.status,
    updatedAt: (row.updatedAt ?? row.createdAt).toISOString(),
    archivedAt: row.archivedAt?.toISOString() ?? null,
    ownerUserId: row.ownerUserId,
    approverUserId: row.approverUserId,
    approvalState: row.approvalState,
    approvalRequestedAt: row.approvalRequestedAt?.toISOString() ?? null,
    approvedVersion: row.approvedVersion,
    approvedBy: row.approvedBy,
    approvedAt: row.approvedAt?.toISOString() ?? null,
  };
}

import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { documentVersions, generatedDocuments } from "@/db/documents";
import type { DbOrTx } from "@/lib/db/client";
import { documentKindOfTemplate } from "./kind-of-template";
import type { DocumentKind } from "./kinds";

/** One version of a document as other domains may cite it: which document, which version, its hash and approval. */
export interface DocumentVersionRef {
  documentId: string;
  versionId: string;
  number: number;
  /** The version's own title (a later edit may retitle the document). */
  title: string;
  templateId: string;
  kind: DocumentKind | undefined;
  /** SHA-256 (hex) of the version's Markdown: the bytes a download of it answers. */
  contentHash: string;
  /** Size of its Markdown in bytes (UTF-8). */
  size: number;
  /** When this version was approved; null when the caller knows it otherwise (a citation records it). */
  approvedAt: Date | null;
}

const fields = {
  documentId: documentVersions.documentId,
  versionId: documentVersions.id,
  number: documentVersions.number,
  title: documentVersions.title,
  templateId: generatedDocuments.templateId,
  contentHash: documentVersions.contentHash,
  size: sql<number>`octet_length(${documentVersions.content})::int`,
};

/**
 * The account's approved documents, each by the version that was last approved (docs/api.md §10, "What evidences a
 * control"): what counts as evidence for the controls that name the document's kind. An edit after the approval
 * makes a draft that needs approving again; until it is, the approved version stays the one in force. Archived
 * documents are withdrawn and count for nothing. One query, newest approval first.
 */
export async function approvedDocumentVersions(db: DbOrTx, accountId: string): Promise<DocumentVersionRef[]> {
  const d = generatedDocuments;
  const rows = await db
    .select({ ...fields, approvedAt: d.approvedAt })
    .from(d)
    .innerJoin(documentVersions, and(eq(documentVersions.documentId, d.id), eq(documentVersions.number, d.approvedVersion)))
    .where(and(eq(d.accountId, accountId), eq(d.status, "active"), isNotNull(d.approvedVersion)))
    .orderBy(sql`${d.approvedAt} desc nulls last`, d.id);
  return rows.map((r) => ({ ...r, size: Number(r.size), kind: documentKindOfTemplate(r.templateId) }));
}

/**
 * The account's document versions by id, whatever the document's state now (a completed audit cites the versions it
 * saw, even after a newer one is approved or the document is archived). Another account's ids are left out.
 */
export async function documentVersionsByIds(db: DbOrTx, accountId: string, versionIds: readonly string[]): Promise<DocumentVersionRef[]> {
  if (versionIds.length === 0) return [];
  const rows = await db
    .select(fields)
    .from(documentVersions)
    .innerJoin(generatedDocuments, eq(generatedDocuments.id, documentVersions.documentId))
    .where(and(eq(documentVersions.accountId, accountId), inArray(documentVersions.id, [...versionIds])));
  return rows.map((r) => ({ ...r, size: Number(r.size), approvedAt: null, kind: documentKindOfTemplate(r.templateId) }));
}

/** The Markdown of the account's document versions by id (the audit package holds each cited version's text). */
export async function documentVersionTexts(db: DbOrTx, accountId: string, versionIds: readonly string[]): Promise<Map<string, string>> {
  if (versionIds.length === 0) return new Map();
  const rows = await db
    .select({ id: documentVersions.id, content: documentVersions.content })
    .from(documentVersions)
    .where(and(eq(documentVersions.accountId, accountId), inArray(documentVersions.id, [...versionIds])));
  return new Map(rows.map((r) => [r.id, r.content]));
}

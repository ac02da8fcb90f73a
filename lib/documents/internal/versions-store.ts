import { and, eq } from "drizzle-orm";
import { documentVersions, generatedDocuments, type GeneratedDocumentRow, type VersionSource } from "@/db/documents";
import { actorOf, type Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { sha256Hex } from "@/lib/credentials/secrets";
import { recordEvent } from "@/lib/events";
import type { Variables } from "./types";

/** Version 1 of a document being inserted (same transaction, same author and time). */
export function firstVersionOf(doc: typeof generatedDocuments.$inferInsert & { id: string; createdAt: Date }) {
  return {
    documentId: doc.id,
    accountId: doc.accountId,
    number: 1,
    source: "generated" as const,
    title: doc.title,
    content: doc.content,
    // SHA-256 (hex) of the Markdown: the digest the version backfill migration (0009) computes in SQL.
    contentHash: sha256Hex(doc.content),
    variables: doc.variables,
    templateVersion: doc.templateVersion,
    createdByType: doc.createdByType,
    createdById: doc.createdById ?? null,
    createdAt: doc.createdAt,
  };
}

/**
 * The account's document, locked until the transaction ends, so two changes made at once number
 * their versions one after the other instead of clashing. Another account's is a 404.
 */
export async function lockDocument(tx: DbOrTx, accountId: string, id: string): Promise<GeneratedDocumentRow> {
  const [row] = await tx
    .select()
    .from(generatedDocuments)
    .where(and(eq(generatedDocuments.accountId, accountId), eq(generatedDocuments.id, id)))
    .for("update");
  if (!row) throw ServiceError.notFound("document");
  return row;
}

/** docs/api.md §10: an archived document is read-only until restored. */
export function assertActive(doc: GeneratedDocumentRow): void {
  if (doc.status === "archived") throw new ServiceError("conflict", "The document is archived; restore it before changing it.");
}

export interface NewVersion {
  source: Exclude<VersionSource, "generated">;
  title: string;
  content: string;
  variables: Variables;
  templateVersion: string;
  note?: string | null;
  /** Extra audit-trail details (e.g. the bulk batch). */
  details?: Record<string, unknown>;
}

/**
 * Appends the next version to a locked document, makes it current and logs it
 * (`document.edited` / `document.regenerated`), all on the caller's transaction.
 */
export async function appendVersion(tx: DbOrTx, ctx: Ctx, doc: GeneratedDocumentRow, v: NewVersion): Promise<GeneratedDocumentRow> {
  const actor = actorOf(ctx.caller);
  const now = ctx.now();
  const number = doc.currentVersion + 1;
  const [, [row]] = await Promise.all([
    tx.insert(documentVersions).values({
      documentId: doc.id,
      accountId: doc.accountId,
      number,
      source: v.source,
      title: v.title,
      content: v.content,
      contentHash: sha256Hex(v.content),
      variables: v.variables,
      templateVersion: v.templateVersion,
      note: v.note ?? null,
      createdByType: actor.type,
      createdById: actor.id,
      createdAt: now,
    }),
    tx
      .update(generatedDocuments)
      // An approval is of one version: the new one needs approving again (the last approval stays on record).
      .set({
        currentVersion: number,
        title: v.title,
        content: v.content,
        variables: v.variables,
        templateVersion: v.templateVersion,
        updatedAt: now,
        approvalState: "none",
        approvalRequestedAt: null,
      })
      .where(eq(generatedDocuments.id, doc.id))
      .returning(),
    recordEvent(tx, ctx, {
      accountId: doc.accountId,
      action: v.source === "edited" ? "document.edited" : "document.regenerated",
      targetType: "document",
      targetId: doc.id,
      details: { version: number, title: v.title, templateId: doc.templateId, ...v.details },
    }),
  ]);
  return row;
}

import { and, eq } from "drizzle-orm";
import { documentVersions, type DocumentVersionRow, type GeneratedDocumentRow } from "@/db/documents";
import { requireAccount } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { findDocumentRow } from "./list-documents";
import { toVersion } from "./internal/serialize-version";

export async function findVersionRow(db: DbOrTx, documentId: string, n: number): Promise<DocumentVersionRow | undefined> {
  const [row] = await db
    .select()
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.number, n)))
    .limit(1);
  return row;
}

/** The account's document and one of its versions; either missing (or another account's) is a 404. */
export async function documentAndVersion(ctx: Ctx, id: string, n: number): Promise<{ doc: GeneratedDocumentRow; version: DocumentVersionRow }> {
  const accountId = requireAccount(ctx);
  const doc = await findDocumentRow(ctx.db, accountId, id);
  if (!doc) throw ServiceError.notFound("document");
  const version = await findVersionRow(ctx.db, doc.id, n);
  if (!version) throw ServiceError.notFound("document version");
  return { doc, version };
}

/** One version of a document with its Markdown and the variables it was rendered from. */
export async function getDocumentVersion(ctx: Ctx, id: string, n: number) {
  const { doc, version } = await documentAndVersion(ctx, id, n);
  return toVersion(version, doc.currentVersion);
}

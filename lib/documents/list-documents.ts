import { and, desc, eq } from "drizzle-orm";
import { generatedDocuments } from "@/db/documents";
import { type DocumentStatus } from "@/lib/vocabulary";
import { requireAccount } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { newestFirstAfter, newestFirstKey, toPage, type PageRequest } from "@/lib/pagination";
import { toDocument } from "./internal/serialize";

/** The account's generated documents, newest first: the active ones unless `status: "archived"` is asked for. */
export async function listDocuments(ctx: Ctx, page: PageRequest & { status?: DocumentStatus }) {
  const accountId = requireAccount(ctx);
  const rows = await ctx.db
    .select()
    .from(generatedDocuments)
    .where(
      and(
        eq(generatedDocuments.accountId, accountId),
        eq(generatedDocuments.status, page.status ?? "active"),
        newestFirstAfter(generatedDocuments.createdAt, generatedDocuments.id, page.cursor),
      ),
    )
    .orderBy(desc(generatedDocuments.createdAt), desc(generatedDocuments.id))
    .limit(page.limit + 1);
  return toPage(rows, page.limit, newestFirstKey, toDocument);
}

export async function findDocumentRow(db: DbOrTx, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(generatedDocuments)
    .where(and(eq(generatedDocuments.accountId, accountId), eq(generatedDocuments.id, id)))
    .limit(1);
  return row;
}

/** One of the account's documents; another account's is 404 like a missing one. */
export async function getDocument(ctx: Ctx, id: string) {
  const accountId = requireAccount(ctx);
  const row = await findDocumentRow(ctx.db, accountId, id);
  if (!row) throw ServiceError.notFound("document");
  return toDocument(row);
}

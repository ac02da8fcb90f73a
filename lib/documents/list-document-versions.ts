import { and, desc, eq, lt } from "drizzle-orm";
import { documentVersions } from "@/db/documents";
import { requireAccount } from "@/lib/context/guards";
import type { Ctx } from "@/lib/context";
import { ServiceError } from "@/lib/errors";
import { decodeCursor, toPage, type PageRequest } from "@/lib/pagination";
import { findDocumentRow } from "./list-documents";
import { toVersionSummary } from "./internal/serialize-version";

function afterNumber(cursor?: string): number | undefined {
  if (!cursor) return undefined;
  const [n] = decodeCursor(cursor, 1);
  if (typeof n !== "number" || !Number.isSafeInteger(n)) {
    throw ServiceError.validation([{ path: "cursor", message: "Invalid cursor; pass the nextCursor of the previous page." }]);
  }
  return n;
}

/** A document's versions, newest (highest number) first, without their content. */
export async function listDocumentVersions(ctx: Ctx, id: string, page: PageRequest) {
  const accountId = requireAccount(ctx);
  const doc = await findDocumentRow(ctx.db, accountId, id);
  if (!doc) throw ServiceError.notFound("document");
  const before = afterNumber(page.cursor);
  const rows = await ctx.db
    .select()
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, doc.id), before === undefined ? undefined : lt(documentVersions.number, before)))
    .orderBy(desc(documentVersions.number))
    .limit(page.limit + 1);
  return toPage(
    rows,
    page.limit,
    (row) => [row.number],
    (row) => toVersionSummary(row, doc.currentVersion),
  );
}

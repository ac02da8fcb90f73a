import { desc, eq } from "drizzle-orm";
import { generatedDocuments } from "@/db/documents";
import type { DbOrTx } from "@/lib/db/client";

export interface DocumentFact {
  id: string;
  title: string;
  templateId: string;
  category: string;
}

/**
 * What other domains (monitoring) may know about an account's generated documents: which exist,
 * from which template and category. Newest first.
 */
export async function documentFactsForAccount(db: DbOrTx, accountId: string): Promise<DocumentFact[]> {
  return db
    .select({ id: generatedDocuments.id, title: generatedDocuments.title, templateId: generatedDocuments.templateId, category: generatedDocuments.category })
    .from(generatedDocuments)
    .where(eq(generatedDocuments.accountId, accountId))
    .orderBy(desc(generatedDocuments.createdAt), desc(generatedDocuments.id));
}

import { and, desc, eq, isNull } from "drizzle-orm";
import { customFrameworks } from "@/db/custom-frameworks";
import type { DbOrTx } from "@/lib/db/client";

/** The account's published, live custom frameworks (id, name, version), newest first. */
export async function listPublishedFrameworks(db: DbOrTx, accountId: string): Promise<{ id: string; name: string; version: string | null }[]> {
  return db
    .select({ id: customFrameworks.id, name: customFrameworks.name, version: customFrameworks.version })
    .from(customFrameworks)
    .where(and(eq(customFrameworks.accountId, accountId), eq(customFrameworks.status, "published"), isNull(customFrameworks.deletedAt)))
    .orderBy(desc(customFrameworks.createdAt), desc(customFrameworks.id));
}

import { and, eq } from "drizzle-orm";
import { incidents } from "@/db/incidents";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";

/** The account's incident, locked for the caller's transaction when `forUpdate`; another account's is a 404. */
export async function findIncident(db: DbOrTx, accountId: string, id: string, forUpdate = false) {
  const query = db
    .select()
    .from(incidents)
    .where(and(eq(incidents.id, id), eq(incidents.accountId, accountId)))
    .limit(1);
  const [row] = forUpdate ? await query.for("update") : await query;
  if (!row) throw ServiceError.notFound("incident");
  return row;
}

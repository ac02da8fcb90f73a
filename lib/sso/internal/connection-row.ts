import { and, eq } from "drizzle-orm";
import { ssoConnections } from "@/db/sso";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import type { ConnectionRow } from "./settings";

/** One of the account's connections; another account's (or none) is 404. */
export async function connectionOf(db: DbOrTx, accountId: string, id: string, lock = false): Promise<ConnectionRow> {
  const query = db
    .select()
    .from(ssoConnections)
    .where(and(eq(ssoConnections.id, id), eq(ssoConnections.accountId, accountId)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw ServiceError.notFound("connection");
  return row;
}

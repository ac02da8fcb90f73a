import { listPublishedFrameworks } from "@/lib/custom-frameworks";
import type { DbOrTx } from "@/lib/db/client";
import { builtinFrameworks } from "@/lib/frameworks";

/** Display names of every framework a schedule may use: built-in ones, then the account's published custom ones. */
export async function monitorableFrameworks(db: DbOrTx, accountId: string): Promise<{ id: string; name: string; custom: boolean }[]> {
  const custom = await listPublishedFrameworks(db, accountId);
  return [...builtinFrameworks.map((f) => ({ id: f.id, name: f.name, custom: false })), ...custom.map((f) => ({ id: f.id, name: f.name, custom: true }))];
}

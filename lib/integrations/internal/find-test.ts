import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { builtinTests, CUSTOM_PREFIX, customCatalogTest, customTestRows, type CatalogTest } from "./test-catalog";

/** A built-in test, or one of the account's custom tests; anything else (another account's custom test too) is 404. */
export async function findTest(db: DbOrTx, accountId: string, id: string): Promise<CatalogTest> {
  if (id.startsWith(CUSTOM_PREFIX)) {
    const key = id.slice(CUSTOM_PREFIX.length);
    const row = (await customTestRows(db, accountId)).find((r) => r.key === key);
    if (row) return customCatalogTest(row);
  } else {
    const test = builtinTests().find((t) => t.id === id);
    if (test) return test;
  }
  throw ServiceError.notFound("test");
}

import { and, eq } from "drizzle-orm";
import { controlOwners } from "@/db/ownership";
import type { DbOrTx } from "@/lib/db/client";
import { controlTitles } from "@/lib/custom-frameworks";

/** The controls this member owns (at most `limit`), each with its title and its framework's name. */
export async function controlsOwnedBy(db: DbOrTx, accountId: string, userId: string, limit: number) {
  const controls = await db
    .select({ frameworkId: controlOwners.frameworkId, controlId: controlOwners.controlId })
    .from(controlOwners)
    .where(and(eq(controlOwners.accountId, accountId), eq(controlOwners.userId, userId)))
    .limit(limit);
  const titles = await controlTitles(db, accountId, controls);
  return controls.map((c) => ({ ...c, title: titles.control(c.frameworkId, c.controlId), frameworkName: titles.framework(c.frameworkId) }));
}

import { and, eq, or } from "drizzle-orm";
import { controlOwners } from "@/db/ownership";
import type { DbOrTx } from "@/lib/db/client";
import { accountAdmins, type Recipient } from "@/lib/notifications";

export interface ControlRef {
  frameworkId: string;
  controlId: string;
}

/** The owners of these controls (db/ownership.ts); when none of them has an owner, the account's owners and admins. */
export async function controlOwnersOrAdmins(db: DbOrTx, accountId: string, controls: ControlRef[]): Promise<Recipient[]> {
  if (controls.length > 0) {
    const owners = await db
      .selectDistinct({ userId: controlOwners.userId })
      .from(controlOwners)
      .where(
        and(
          eq(controlOwners.accountId, accountId),
          or(...controls.map((c) => and(eq(controlOwners.frameworkId, c.frameworkId), eq(controlOwners.controlId, c.controlId)))),
        ),
      );
    if (owners.length > 0) return owners.map((o) => ({ userId: o.userId }));
  }
  return accountAdmins(db, accountId);
}

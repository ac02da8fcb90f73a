import { and, eq } from "drizzle-orm";
import { users } from "@/db/accounts";
import { type Role } from "@/lib/vocabulary";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";

/**
 * Who may act on whom (docs/api.md §4): admins manage members, but only an owner grants, takes away or touches the
 * `owner` role, and nobody changes their own role or status (ownership moves only by transfer).
 */
export function assertMayManage(actor: { userId: string | null; role: Role }, target: { id: string; role: Role }, newRole?: Role): void {
  if (actor.userId !== null && actor.userId === target.id) {
    throw new ServiceError("forbidden", "You cannot change your own role, deactivate or remove yourself; an owner hands ownership on with transfer-ownership.");
  }
  if (actor.role !== "owner" && (target.role === "owner" || newRole === "owner")) {
    throw new ServiceError("forbidden", "Only an owner may grant, take away or change the owner role.", { requiredRole: "owner", role: actor.role });
  }
}

/** The member's role and status, locked for the change; another tenant's member is 404. */
export async function lockMember(tx: DbOrTx, accountId: string, userId: string) {
  const [row] = await tx
    .select({ id: users.id, role: users.role, status: users.status })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.accountId, accountId)))
    .for("update");
  if (!row) throw ServiceError.notFound("member");
  return row;
}

import { and, eq } from "drizzle-orm";
import { ssoConnections } from "@/db/sso";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";

/** Removes an identity provider (its sign-ins in flight go with it); members keep their accounts and sessions. */
export async function deleteConnection(ctx: Ctx, id: string) {
  const { accountId } = requireRole(ctx, "admin");
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(ssoConnections)
      .where(and(eq(ssoConnections.id, id), eq(ssoConnections.accountId, accountId)))
      .returning();
    if (!row) throw ServiceError.notFound("connection");
    await recordEvent(tx, ctx, {
      accountId,
      action: "sso.connection_deleted",
      targetType: "sso_connection",
      targetId: id,
      details: { protocol: row.protocol, name: row.name },
    });
    return { id, deleted: true as const };
  });
}

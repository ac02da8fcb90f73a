import { and, eq } from "drizzle-orm";
import { verifiedDomains } from "@/db/sso";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";

/** Forgets a domain: its people no longer sign in through the account's connections, nor need to. */
export async function deleteDomain(ctx: Ctx, id: string) {
  const { accountId } = requireRole(ctx, "admin");
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(verifiedDomains)
      .where(and(eq(verifiedDomains.id, id), eq(verifiedDomains.accountId, accountId)))
      .returning();
    if (!row) throw ServiceError.notFound("domain");
    await recordEvent(tx, ctx, { accountId, action: "sso.domain_removed", targetType: "verified_domain", targetId: id, details: { domain: row.domain } });
    return { id, deleted: true as const };
  });
}

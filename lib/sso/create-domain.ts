import { verifiedDomains } from "@/db/sso";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { randomToken } from "@/lib/credentials/secrets";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import type { CreateDomainInput, DomainResponse } from "./schemas";
import { toDomain } from "./internal/serialize";

/** Claims an e-mail domain for the account: answers the TXT record to publish, then verify it. */
export async function createDomain(ctx: Ctx, input: CreateDomainInput): Promise<DomainResponse> {
  const { accountId } = requireRole(ctx, "admin");
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(verifiedDomains)
      .values({ accountId, domain: input.domain, verificationToken: randomToken("cp-domain-verification=", 24), createdAt: ctx.now() })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ServiceError("conflict", "This domain is already listed for the account.");
    await recordEvent(tx, ctx, { accountId, action: "sso.domain_added", targetType: "verified_domain", targetId: row.id, details: { domain: row.domain } });
    return toDomain(row);
  });
}

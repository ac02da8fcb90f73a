import { and, eq } from "drizzle-orm";
import { verifiedDomains } from "@/db/sso";
import type { Ctx } from "@/lib/context";
import { requireRole } from "@/lib/context/guards";
import { ServiceError } from "@/lib/errors";
import { recordEvent } from "@/lib/events";
import type { DomainResponse } from "./schemas";
import { DnsCheckError, resolveTxt } from "./internal/dns";
import { toDomain, TXT_RECORD_PREFIX } from "./internal/serialize";

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === "23505" || (error as { cause?: { code?: string } })?.cause?.code === "23505";

/**
 * Looks up `_compliance-platform.<domain>` (outside any transaction) and marks the domain verified when one TXT
 * record equals its token. A domain is verified for one account at a time: 409 `conflict` when another has it.
 * Not found yet: 409 `conflict` naming the record to publish (DNS may take a while to propagate).
 */
export async function verifyDomain(ctx: Ctx, id: string): Promise<DomainResponse> {
  const { accountId } = requireRole(ctx, "admin");
  const [row] = await ctx.db
    .select()
    .from(verifiedDomains)
    .where(and(eq(verifiedDomains.id, id), eq(verifiedDomains.accountId, accountId)))
    .limit(1);
  if (!row) throw ServiceError.notFound("domain");
  if (row.verifiedAt) return toDomain(row);
  const name = `${TXT_RECORD_PREFIX}.${row.domain}`;
  let records: string[];
  try {
    records = await resolveTxt(name);
  } catch (error) {
    if (error instanceof DnsCheckError)
      throw new ServiceError("service_unavailable", `Could not check DNS: ${error.message}. Try again.`, undefined, { "Retry-After": "30" });
    throw error;
  }
  const found = records.some((record) => record.trim() === row.verificationToken);
  const now = ctx.now();
  try {
    return await ctx.db
      .transaction(async (tx) => {
        const [updated] = await tx
          .update(verifiedDomains)
          .set({ lastCheckedAt: now, verifiedAt: found ? now : null })
          .where(and(eq(verifiedDomains.id, id), eq(verifiedDomains.accountId, accountId)))
          .returning();
        if (!updated) throw ServiceError.notFound("domain");
        if (found)
          await recordEvent(tx, ctx, {
            accountId,
            action: "sso.domain_verified",
            targetType: "verified_domain",
            targetId: id,
            details: { domain: row.domain },
          });
        return updated;
      })
      .then((updated) => {
        if (!found)
          throw new ServiceError(
            "conflict",
            `No TXT record at ${name} holds the verification value yet. Publish it, wait for DNS to update, then verify again.`,
            { txtRecordName: name, txtRecordValue: row.verificationToken },
          );
        return toDomain(updated);
      });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ServiceError("conflict", "This domain is verified by another account. Each domain can belong to one account.");
    throw error;
  }
}

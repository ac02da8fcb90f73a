import { and, eq, isNotNull } from "drizzle-orm";
import { ssoConnections, verifiedDomains } from "@/db/sso";
import type { DbOrTx } from "@/lib/db/client";

/**
 * Whether the account turned password sign-in off for this e-mail: its domain is verified by the account and an
 * enabled connection of the account says "SSO required". Read here, below the sso domain that writes these rows,
 * because password sign-in (this domain) must ask it and lib/sso ranks above lib/auth.
 */
export async function ssoRequiredFor(db: DbOrTx, accountId: string, email: string): Promise<boolean> {
  const domain = email.split("@").pop() ?? "";
  const [row] = await db
    .select({ id: ssoConnections.id })
    .from(ssoConnections)
    .innerJoin(
      verifiedDomains,
      and(eq(verifiedDomains.accountId, ssoConnections.accountId), eq(verifiedDomains.domain, domain), isNotNull(verifiedDomains.verifiedAt)),
    )
    .where(and(eq(ssoConnections.accountId, accountId), eq(ssoConnections.enabled, true), eq(ssoConnections.ssoRequired, true)))
    .limit(1);
  return row !== undefined;
}

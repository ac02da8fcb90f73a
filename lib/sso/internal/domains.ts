import { and, desc, eq, isNotNull } from "drizzle-orm";
import { ssoConnections, verifiedDomains } from "@/db/sso";
import type { DbOrTx } from "@/lib/db/client";
import type { ConnectionRow } from "./settings";

export const emailDomain = (email: string) => email.trim().toLowerCase().split("@").pop() ?? "";

/** The enabled connection of the account that verified this e-mail's domain (its newest, when there are several). */
export async function connectionForEmail(db: DbOrTx, email: string): Promise<ConnectionRow | undefined> {
  const rows = await db
    .select({ connection: ssoConnections })
    .from(verifiedDomains)
    .innerJoin(ssoConnections, eq(ssoConnections.accountId, verifiedDomains.accountId))
    .where(and(eq(verifiedDomains.domain, emailDomain(email)), isNotNull(verifiedDomains.verifiedAt), eq(ssoConnections.enabled, true)))
    .orderBy(desc(ssoConnections.createdAt), desc(ssoConnections.id))
    .limit(1);
  return rows[0]?.connection;
}

/** Whether the account has verified this e-mail's domain: an IdP may vouch only for the account's own domains. */
export async function isVerifiedDomainOf(db: DbOrTx, accountId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: verifiedDomains.id })
    .from(verifiedDomains)
    .where(and(eq(verifiedDomains.accountId, accountId), eq(verifiedDomains.domain, emailDomain(email)), isNotNull(verifiedDomains.verifiedAt)))
    .limit(1);
  return row !== undefined;
}

/** The domains the account has verified, lower-cased: the identity rule (lib/auth) lets SCIM move members only inside them. */
export async function verifiedDomainNames(db: DbOrTx, accountId: string): Promise<Set<string>> {
  const rows = await db
    .select({ domain: verifiedDomains.domain })
    .from(verifiedDomains)
    .where(and(eq(verifiedDomains.accountId, accountId), isNotNull(verifiedDomains.verifiedAt)));
  return new Set(rows.map((r) => r.domain.toLowerCase()));
}

/**
 * Whether the account turned password sign-in off for this e-mail: its domain is verified by the account and an
 * enabled connection of the account says "SSO required". Password sign-in (lib/auth, above) asks this.
 */
export async function ssoRequiredFor(db: DbOrTx, accountId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: ssoConnections.id })
    .from(ssoConnections)
    .innerJoin(
      verifiedDomains,
      and(eq(verifiedDomains.accountId, ssoConnections.accountId), eq(verifiedDomains.domain, emailDomain(email)), isNotNull(verifiedDomains.verifiedAt)),
    )
    .where(and(eq(ssoConnections.accountId, accountId), eq(ssoConnections.enabled, true), eq(ssoConnections.ssoRequired, true)))
    .limit(1);
  return row !== undefined;
}

import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { ssoConnections } from "@/db/sso";
import type { DbOrTx } from "@/lib/db/client";

/**
 * The id the account's next SAML connection will get. A SAML connection's entity id (and metadata URL) contains its
 * id, and an admin registers the app with the identity provider before adding the connection here: so the id is
 * known in advance. It is the first of a fixed sequence of name-based UUIDs (RFC 9562 version 5, from the account and
 * an ordinal) that no connection of the account holds; the connection added next takes exactly that id.
 */
export async function plannedSamlConnectionId(db: DbOrTx, accountId: string): Promise<string> {
  const taken = new Set((await db.select({ id: ssoConnections.id }).from(ssoConnections).where(eq(ssoConnections.accountId, accountId))).map((r) => r.id));
  for (let ordinal = 0; ; ordinal++) {
    const id = nameBasedUuid(`${accountId}:saml:${ordinal}`);
    if (!taken.has(id)) return id;
  }
}

// A namespace of this product's own (a random UUID fixed here), so the ids never coincide with another scheme's.
const NAMESPACE = Buffer.from("6f1d2c3e8a4b4f5c9d7e0a1b2c3d4e5f", "hex");

function nameBasedUuid(name: string): string {
  const hash = createHash("sha1").update(NAMESPACE).update(name, "utf8").digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

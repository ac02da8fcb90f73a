import type { Role } from "@/lib/vocabulary";
import type { DbOrTx } from "@/lib/db/client";
import { ServiceError } from "@/lib/errors";
import { verifiedDomainNames } from "@/lib/sso";

// Who may change whose identity (the e-mail a member signs in with and receives reset links at), stated once for
// every path: docs/api.md §4, "Who may change whose identity". Every path that writes `users.email` of an existing
// member calls `assertIdentityChange` first: SCIM PUT/PATCH, the self-service route, and the recovery link.
//
// - The person themselves, re-authenticated (password, and the second factor when on): any free address.
// - Provisioning (SCIM): never the owner's; for anyone else only an address in a domain the account verified (no
//   verified domain: no e-mail changes through SCIM at all). Provisioning a NEW member may use any free address:
//   nobody's account is at stake.
// - The holder of the previous address, within 14 days of a change, through the link e-mailed to it: back to that
//   address.
// - Nobody else: not admins (there is no admin route), not a password reset (a reset link goes to the address on
//   file and never changes it). So an owner's address changes only through the owner.

export type IdentityChangeVia = "scim" | "self_service" | "recovery";

export interface IdentityTarget {
  id: string;
  role: Role;
  email: string;
}

/** The part after the last `@`, lower-cased. */
export function domainOf(email: string): string {
  return (email.split("@").pop() ?? "").toLowerCase();
}

/**
 * Throws unless `via` may move `target` to the address `to`: 400 with `scimType` `mutability` (RFC 7644 §3.12: an
 * attribute this client may not change) for the owner through SCIM, `invalidValue` for an address outside the
 * account's verified domains.
 */
export async function assertIdentityChange(
  db: DbOrTx,
  /** `target` null: provisioning a new member (any free address). */
  input: { accountId: string; target: IdentityTarget | null; to: string; named?: string[]; via: IdentityChangeVia; actorUserId?: string },
): Promise<void> {
  if (input.via === "self_service" && (!input.target || input.actorUserId !== input.target.id))
    throw new ServiceError("forbidden", "A member changes only their own e-mail.");
  if (input.via !== "scim" || input.target === null) return;
  const target = input.target;
  if (target.role === "owner" && [input.to, ...(input.named ?? [])].some((address) => address !== target.email)) {
    throw new ServiceError(
      "validation_failed",
      "userName: the owner's e-mail changes only through the owner, signed in; an identity provider cannot change it.",
      { scimType: "mutability" },
    );
  }
  if (input.to === target.email) return;
  const domains = await verifiedDomainNames(db, input.accountId);
  if (!domains.has(domainOf(input.to))) {
    throw new ServiceError(
      "validation_failed",
      domains.size === 0
        ? "userName: this account has verified no e-mail domain, so an identity provider cannot change members' e-mails."
        : `userName: ${domainOf(input.to)} is not one of the account's verified domains.`,
      { scimType: "invalidValue" },
    );
  }
}

import type { CredentialRevokedReason } from "@/db/accounts";
import { ServiceError } from "@/lib/errors";

/**
 * Whether an API key or SCIM token may be rotated (docs/api.md §4): a live one, or one that ended only because its
 * creator left (so the account can restore the integration). One already rotated, or revoked by an admin, is 409.
 */
export function assertRotatable(
  old: { revokedAt: Date | null; revokedReason: CredentialRevokedReason | null },
  hasSuccessor: boolean,
  noun: "key" | "token",
): void {
  if (hasSuccessor || old.revokedReason === "rotated") throw new ServiceError("conflict", `This ${noun} was already rotated: rotate its successor instead.`);
  if (old.revokedAt && !old.revokedReason?.startsWith("creator_"))
    throw new ServiceError("conflict", `An admin revoked this ${noun}: create a new one instead.`);
}

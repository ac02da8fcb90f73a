import { formatDateTime } from "@/lib/format/date-time";
import { CREDENTIAL_REVOKED_REASON_LABELS } from "@/lib/format/labels";

type CredentialRevokedReason = keyof typeof CREDENTIAL_REVOKED_REASON_LABELS;

/** Who created an API key or SCIM token: their name, or "a former member" once they were removed. */
export function CreatorCell({ creator }: { creator: { name: string } | null }) {
  return <td data-label="Created by">{creator?.name ?? <span className="text-slate-500">A former member</span>}</td>;
}

/** Active, or when and why a key or token was revoked. */
export function CredentialStatusCell({ revokedAt, revokedReason }: { revokedAt: string | null; revokedReason: CredentialRevokedReason | null }) {
  if (!revokedAt)
    return (
      <td data-label="Status" className="text-emerald-700">
        Active
      </td>
    );
  return (
    <td data-label="Status" className="text-slate-600">
      <span className="font-medium text-slate-800">{revokedReason ? CREDENTIAL_REVOKED_REASON_LABELS[revokedReason] : "Revoked"}</span>
      <span className="block text-xs">{formatDateTime(revokedAt)}</span>
    </td>
  );
}

/** Whether the console offers Rotate: a live secret, or one that ended only because its creator left (and has no successor yet). */
export function mayRotate(
  credential: { id: string; revokedAt: string | null; revokedReason: CredentialRevokedReason | null },
  replaced: ReadonlySet<string>,
): boolean {
  if (replaced.has(credential.id)) return false;
  return !credential.revokedAt || (credential.revokedReason?.startsWith("creator_") ?? false);
}

import { RevokeScimTokenButton } from "@/components/scim/revoke-scim-token-button";
import { RotateScimTokenButton } from "@/components/scim/rotate-scim-token-button";
import { Table } from "@/components/ui/card";
import { CreatorCell, CredentialStatusCell, mayRotate } from "@/components/ui/credential-cells";
import { TableHead } from "@/components/ui/table-head";
import { formatDateTime } from "@/lib/format/date-time";
import type { ScimTokenJson } from "@/lib/scim";

/** SCIM tokens with who created them, last use and status; Rotate where a token may be rotated, Revoke where it is live. */
export function ScimTokenTable({ caption, tokens, replaced }: { caption: string; tokens: ScimTokenJson[]; replaced: ReadonlySet<string> }) {
  return (
    <Table stack caption={caption}>
      <TableHead columns={["Name", "Created by", "Prefix", "Created", "Last used", "Status"]} actions />
      <tbody>
        {tokens.map((token) => (
          <tr key={token.id}>
            <td data-label="Name" className="font-medium">
              {token.name}
            </td>
            <CreatorCell creator={token.createdBy} />
            <td data-label="Prefix">
              <code className="font-mono text-xs">{token.prefix}…</code>
            </td>
            <td data-label="Created">{formatDateTime(token.createdAt)}</td>
            <td data-label="Last used">{token.lastUsedAt ? formatDateTime(token.lastUsedAt) : "Never"}</td>
            <CredentialStatusCell revokedAt={token.revokedAt} revokedReason={token.revokedReason} />
            <td>
              <div className="flex items-center justify-end gap-2">
                {mayRotate(token, replaced) && <RotateScimTokenButton id={token.id} name={token.name} />}
                {!token.revokedAt && <RevokeScimTokenButton id={token.id} name={token.name} />}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

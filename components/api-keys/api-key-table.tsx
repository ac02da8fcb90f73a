import { scopeLabel } from "@/components/api-keys/scopes";
import { RevokeApiKeyButton } from "@/components/api-keys/revoke-api-key-button";
import { RotateApiKeyButton } from "@/components/api-keys/rotate-api-key-button";
import { Table } from "@/components/ui/card";
import { CreatorCell, CredentialStatusCell, mayRotate } from "@/components/ui/credential-cells";
import { TableHead } from "@/components/ui/table-head";
import type { ApiKeyJson } from "@/lib/auth";
import { formatDateTime } from "@/lib/format/date-time";

/** API keys with who created them, last use and status; Rotate where a key may be rotated, Revoke where it is live. */
export function ApiKeyTable({ caption, keys, replaced }: { caption: string; keys: ApiKeyJson[]; replaced: ReadonlySet<string> }) {
  return (
    <Table stack caption={caption}>
      <TableHead columns={["Name", "Scope", "Created by", "Prefix", "Created", "Last used", "Status"]} actions />
      <tbody>
        {keys.map((key) => (
          <tr key={key.id}>
            <td data-label="Name" className="font-medium">
              {key.name}
            </td>
            <td data-label="Scope">{scopeLabel(key.scope)}</td>
            <CreatorCell creator={key.createdBy} />
            <td data-label="Prefix">
              <code className="font-mono text-xs">{key.prefix}…</code>
            </td>
            <td data-label="Created">{formatDateTime(key.createdAt)}</td>
            <td data-label="Last used">{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : "Never"}</td>
            <CredentialStatusCell revokedAt={key.revokedAt} revokedReason={key.revokedReason} />
            <td>
              <div className="flex items-center justify-end gap-2">
                {mayRotate(key, replaced) && <RotateApiKeyButton id={key.id} name={key.name} />}
                {!key.revokedAt && <RevokeApiKeyButton id={key.id} name={key.name} />}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
